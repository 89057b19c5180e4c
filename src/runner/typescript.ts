/**
 * TypeScript to Lua for a runnable sample, as the engine's Web IDE compiles it: TypeScript's type check with
 * the engine's options against the engine's Lua declarations (`lua.d.ts`, `es6-subset.d.ts`), then
 * TypeScriptToLua for Lua 5.4 with `noImplicitSelf`. Runs in the browser (bundled by plugins/runner) and
 * in Node (scripts/samples/run.ts).
 */
import * as ts from 'typescript';
// getProgramTranspileResult: TypeScriptToLua's compile step, without the writing of files and the resolving of
// required Lua modules that its Transpiler adds, which need Node's file system.
import {getProgramTranspileResult, LuaLibImportKind, LuaTarget, type CompilerOptions} from 'typescript-to-lua';
import type {ToLua} from './core';

/** How the engine's Web IDE checks TypeScript (maintainers/code-samples.md); the sample check uses them too. */
export const webIdeTypeScriptOptions: ts.CompilerOptions = {
  noLib: true,
  strict: true,
  jsx: ts.JsxEmit.React,
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Classic,
  moduleDetection: ts.ModuleDetectionKind.Force,
  types: [],
};

const options: CompilerOptions = {
  ...webIdeTypeScriptOptions,
  // TypeScriptToLua: the engine runs Lua 5.4 and sets noImplicitSelf; the Lua library goes inline, so the
  // compiled sample needs no other file.
  luaTarget: LuaTarget.Lua54,
  noImplicitSelf: true,
  luaLibImport: LuaLibImportKind.Inline,
  noHeader: true,
};

/**
 * A compiler from TypeScript to Lua. `declarations` holds the engine's declaration files a sample sees, by name;
 * `lualib` gives a file of TypeScriptToLua's Lua library (`dist/lualib/universal/<name>`) by name.
 */
export function typeScriptToLua(
  declarations: Record<string, string>,
  lualib: (name: string) => string | undefined,
): ToLua {
  const libraries = Object.entries(declarations).map(([name, code]) => [
    `/lib/${name}`,
    ts.createSourceFile(`/lib/${name}`, code, ts.ScriptTarget.ESNext),
  ]);
  return (code) => {
    const files = new Map<string, ts.SourceFile>(libraries as [string, ts.SourceFile][]);
    files.set('/main.ts', ts.createSourceFile('/main.ts', code, ts.ScriptTarget.ESNext));
    const host: ts.CompilerHost = {
      fileExists: (name) => files.has(name),
      readFile: () => undefined,
      getSourceFile: (name) => files.get(name),
      getDefaultLibFileName: () => '/lib/lua.d.ts',
      writeFile: () => {},
      getCurrentDirectory: () => '/',
      getCanonicalFileName: (name) => name,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => '\n',
    };
    const program = ts.createProgram([...files.keys()], options, host);
    const main = program.getSourceFile('/main.ts')!;
    const problems = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...program.getSyntacticDiagnostics(main),
      ...program.getSemanticDiagnostics(main),
    ];
    let lua: string | undefined;
    if (problems.length === 0) {
      const emitHost = {
        getCurrentDirectory: () => '/',
        readFile: (path: string) => lualib(path.replace(/^.*[\\/]/, '')),
        fileExists: () => false,
        directoryExists: () => false,
        writeFile: () => {},
      };
      const {diagnostics, transpiledFiles} = getProgramTranspileResult(emitHost as never, () => {}, {
        program,
        sourceFiles: [main],
      });
      lua = transpiledFiles.find((file) => file.sourceFiles?.includes(main))?.code;
      problems.push(...diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error));
    }
    if (problems.length > 0) return {error: problems.map(describe).join('\n')};
    return lua === undefined ? {error: 'TypeScriptToLua wrote no Lua'} : {lua};
  };
}

/** `main.ts:3:7: TS2345: message`, as the Web IDE lists a problem. */
function describe(problem: ts.Diagnostic): string {
  const text = `TS${problem.code}: ${ts.flattenDiagnosticMessageText(problem.messageText, ' ')}`;
  if (!problem.file || problem.start === undefined) return text;
  const {line, character} = problem.file.getLineAndCharacterOfPosition(problem.start);
  return `main.ts:${line + 1}:${character + 1}: ${text}`;
}
