// The engine's own toolchain, read from DORA_ROOT (default ../shared/engine; `..` when the site sits in the
// engine repository's Docs/ folder): its Teal compiler and declarations, its YueScript compiler (built once to
// WebAssembly into an ignored folder), luac5.4, and TypeScript with the Web IDE's options against its .d.ts files.
import {execFile, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {promisify} from 'node:util';
import ts from 'typescript';
import {webIdeTypeScriptOptions} from '../../src/runner/typescript';
import {nodeYue} from '../../plugins/runner/assets';
import {root} from './extract';

const run = promisify(execFile);

export const doraRoot = resolve(root, process.env.DORA_ROOT ?? '../shared/engine');
const declarations = join(doraRoot, 'Assets/Script/Lib/Dora/en');

/** A problem in one source: 1-based line within it, and the compiler's message. */
export type Problem = {line: number; message: string; column?: number};

export function requireToolchain(): void {
  if (!existsSync(join(declarations, 'Dora.d.tl'))) {
    throw new Error(
      `No engine declarations at ${declarations}: set DORA_ROOT to the engine (default ../shared/engine).`,
    );
  }
  for (const tool of ['lua5.4', 'luac5.4']) {
    if (spawnSync(tool, ['-v']).error) throw new Error(`${tool} is missing: apt-get install -y lua5.4`);
  }
}

// ── Lua ────────────────────────────────────────────────────────────────────────────────────────────────

const luaGlobals = new Set(
  (
    '_G _VERSION assert collectgarbage coroutine debug dofile error getmetatable io ipairs load loadfile math next os ' +
    'package pairs pcall print rawequal rawget rawlen rawset require select setmetatable string table tonumber ' +
    'tostring type utf8 warn xpcall'
  ).split(' '),
);

/** The names in the engine's `Dora` table (its Teal declaration `global Dora = {…}`). */
export const doraNames: Set<string> = (() => {
  const source = readFileSync(join(declarations, 'Dora.d.tl'), 'utf8');
  const table = source.match(/global Dora\s*=\s*\{([\s\S]*?)\n\}/)?.[1] ?? '';
  return new Set([...table.matchAll(/^\s*(\w+)\s*=/gm)].map((m) => m[1]));
})();

/** `_ENV = Dora` (or `local _ENV <const> = Dora`, `Dora()`) at the start of a line: engine names in reach. */
const doraEnv = /^[ \t]*(?:local[ \t]+)?_ENV(?:[ \t]*<const>)?[ \t]*=[ \t]*Dora\b(?:[ \t]*\(\))?[ \t]*$/m;

function allowedGlobals(code: string, written: Iterable<string>): Set<string> {
  const names = new Set([...luaGlobals, 'Dora', ...written]);
  if (doraEnv.test(code)) for (const name of doraNames) names.add(name);
  return names;
}

/** Syntax with `luac5.4 -p`, then every global read must be Lua's own, `Dora`'s (under `_ENV = Dora`) or set by the code. */
export async function checkLua(code: string, dir: string, name: string): Promise<Problem | undefined> {
  // The engine's environment line read as the chunk's own environment, so that every global goes through it.
  const file = join(dir, `${name}.lua`);
  writeFileSync(
    file,
    code.replace(doraEnv, (line) => ' '.repeat(line.length)),
  );
  let listing: string;
  try {
    listing = (await run('luac5.4', ['-p', '-l', '-l', file], {maxBuffer: 64 << 20})).stdout;
  } catch (error) {
    const message = String((error as {stderr?: string}).stderr ?? error).trim();
    const m = message.match(/:(\d+): (.*)$/m);
    return {line: m ? Number(m[1]) : 1, message: m ? m[2] : message};
  }
  const reads: {line: number; name: string}[] = [];
  const written = new Set<string>();
  for (const m of listing.matchAll(/^\s*\d+\s+\[(\d+)\]\s+(GET|SET)TABUP\b.*;\s*_ENV "([^"]+)"/gm)) {
    if (m[2] === 'SET') written.add(m[3]);
    else reads.push({line: Number(m[1]), name: m[3]});
  }
  const allowed = allowedGlobals(code, written);
  const unknown = reads.find((r) => !allowed.has(r.name));
  return unknown && {line: unknown.line, message: `reads the undefined global "${unknown.name}"`};
}

/** One line of the engine checker's driver (tools/tl-check.lua): a message, or `ok` / `crash` for a file. */
type CheckRow = {path: string; kind: string; line: number; column: number; message: string};

/** The engine's search path for declarations: its class modules and its libraries. */
const declarationPath = `${declarations}/?.lua;${join(doraRoot, 'Assets/Script/Lib')}/?.lua`;

/**
 * The engine checker's driver over `paths`, in one Lua process; `lax` runs it through `tl-lax.lua`, in the
 * mode in which Teal reads a `.lua` file.
 */
function tlCheck(paths: string[], searchPath = declarationPath, lax = false): CheckRow[] {
  const driver = [...(lax ? [join(root, 'scripts/samples/tl-lax.lua')] : []), join(doraRoot, 'tools/tl-check.lua')];
  const result = spawnSync('lua5.4', [...driver, join(doraRoot, 'Source/Lua/Builtin'), searchPath, ...paths], {
    cwd: declarations,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (result.status !== 0) throw new Error(`tl-check.lua failed: ${result.stderr || result.error}`);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [path, kind, row, column, message = ''] = line.split('\t');
      return {path, kind, line: Number(row) || 1, column: Number(column) || 0, message};
    });
}

/**
 * The Lua file as Teal's lax mode sees it: the engine's `_ENV = Dora` line becomes, on the same line, locals
 * for the `Dora` names the code mentions, so that they keep their declared types.
 */
function luaForTypes(code: string): string {
  if (!doraEnv.test(code)) return code;
  const used = [...doraNames].filter((name) => new RegExp(`(?<![.:\\w])${name}\\b`).test(code.replace(doraEnv, '')));
  return code.replace(doraEnv, () =>
    used.length === 0 ? '' : `local ${used.join(', ')} = ${used.map((name) => `Dora.${name}`).join(', ')}`,
  );
}

/**
 * Lua files through the engine's Teal checker in lax mode (`tl-lax.lua`), in one Lua process: every type
 * error of each file.
 */
function laxTypeErrors(files: {name: string; code: string}[], dir: string): Map<string, Problem[]> {
  const problems = new Map<string, Problem[]>();
  if (files.length === 0) return problems;
  const paths = files.map(({name, code}) => {
    const path = join(dir, `${name}.types.lua`);
    writeFileSync(path, luaForTypes(code));
    return path;
  });
  for (const {path, kind, line, column, message} of tlCheck(paths, declarationPath, true)) {
    if (kind !== 'type') continue;
    const name = path.slice(dir.length + 1, -'.types.lua'.length);
    if (!problems.has(name)) problems.set(name, []);
    problems.get(name)!.push({line, column, message});
  }
  return problems;
}

/** `Sprite | nil`: an engine type that may be nil, which Lua code indexes without a check. */
const nilUnion = /^cannot index key '(\w+)' in union '[^']*' of type (\w+) \| nil$/;

/**
 * Of the lax checker's type errors in one Lua sample, those that mean a mistake in Lua too: a member that a
 * known engine type lacks, or a call with the wrong number of arguments to a function the sample does not
 * define (Lua lets a caller leave out trailing arguments of its own functions). Teal's stricter rules on nil,
 * unions and return counts are Lua's business to ignore. `lacks(type, key)` answers for `T | nil` values.
 */
function luaTypeProblem(
  code: string,
  problems: Problem[],
  lacks: (type: string, key: string) => boolean,
): Problem | undefined {
  const lines = code.split('\n');
  return problems.find(({line, column = 0, message}) => {
    if (/^invalid key '\w+' in (?:record '[^']*' of )?type \w+$/.test(message)) return true;
    const union = nilUnion.exec(message);
    if (union) return lacks(union[2], union[1]);
    if (!message.startsWith('wrong number of arguments')) return false;
    // the callee: the name before the call's column on its line
    const callee = /(\w+)\s*$/.exec((lines[line - 1] ?? '').slice(0, Math.max(0, column - 1)));
    const own =
      callee &&
      new RegExp(`function\\s+(?:[\\w.]+[.:])?${callee[1]}\\s*\\(|\\b${callee[1]}\\s*=\\s*function\\b`).test(code);
    return !own;
  });
}

// ── Teal ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Every file through the engine's tl.lua and declarations, in one Lua process; type and syntax errors count.
 * `modules` are the page's own files that the code may require (`Script/Config` → `require("Script.Config")`).
 */
export function checkTeal(
  files: {name: string; code: string}[],
  dir: string,
  modules: Map<string, string> = new Map(),
): Map<string, Problem> {
  const problems = new Map<string, Problem>();
  if (files.length === 0) return problems;
  const paths = files.map(({name, code}) => {
    const path = join(dir, `${name}.tl`);
    writeFileSync(path, code);
    return path;
  });
  let searchPath = declarationPath;
  if (modules.size > 0) {
    const project = mkdtempSync(join(dir, 'project-'));
    for (const [name, code] of modules) {
      mkdirSync(dirname(join(project, name)), {recursive: true});
      writeFileSync(join(project, `${name}.tl`), code);
    }
    searchPath = `${project}/?.lua;${searchPath}`;
  }
  const seen = new Set<string>();
  for (const {path, kind, line, message} of tlCheck(paths, searchPath)) {
    seen.add(path);
    const name = path.slice(dir.length + 1, -'.tl'.length);
    if (kind === 'crash') problems.set(name, {line: 1, message: 'the Teal compiler stopped on this file'});
    if (!['parsing', 'syntax', 'type'].includes(kind) || problems.has(name)) continue;
    problems.set(name, {line, message});
  }
  for (const [i, path] of paths.entries()) {
    if (!seen.has(path)) problems.set(files[i].name, {line: 1, message: 'not reported by the Teal compiler'});
  }
  return problems;
}

/**
 * Which of the `type.key` pairs name a member the engine's declarations do not give that type, asked of the
 * Teal checker with one probe line per pair (`v.key` for a `v: T`). A type with no module of its own name,
 * or a probe that fails for another reason, is not taken as lacking the key.
 */
function engineTypesLack(pairs: {type: string; key: string}[], dir: string): Set<string> {
  const modules = [...new Set(pairs.map((p) => p.type))].filter((type) =>
    existsSync(join(declarations, `${type}.d.tl`)),
  );
  const asked = pairs.filter((p) => modules.includes(p.type));
  const lacking = new Set<string>();
  if (asked.length === 0) return lacking;
  const header = modules.map((type, i) => `local T${i} = require("${type}")`);
  const probes = asked.map(
    ({type, key}, i) => `local function probe${i}(v: T${modules.indexOf(type)}.Type): any return v.${key} end`,
  );
  const code = [...header, ...probes].join('\n');
  const name = 'lua-member-probe';
  const path = join(dir, `${name}.tl`);
  writeFileSync(path, code);
  for (const {kind, line, message} of tlCheck([path])) {
    const probe = asked[line - 1 - header.length];
    if (kind === 'type' && probe && message.startsWith(`invalid key '${probe.key}'`))
      lacking.add(`${probe.type}.${probe.key}`);
  }
  return lacking;
}

/**
 * Lua files against the engine's declarations, as the engine's Teal checker reads a `.lua` file: the first
 * error of each that means a mistake in Lua too (`luaTypeProblem`).
 */
export function checkLuaTypes(files: {name: string; code: string}[], dir: string): Map<string, Problem> {
  const errors = laxTypeErrors(files, dir);
  const nilMembers = [...errors.values()].flat().flatMap(({message}) => {
    const m = nilUnion.exec(message);
    return m ? [{type: m[2], key: m[1]}] : [];
  });
  const lacking = engineTypesLack(nilMembers, dir);
  const problems = new Map<string, Problem>();
  for (const {name, code} of files) {
    const problem = luaTypeProblem(code, errors.get(name) ?? [], (type, key) => lacking.has(`${type}.${key}`));
    const union = problem && nilUnion.exec(problem.message);
    if (problem)
      problems.set(name, union ? {...problem, message: `invalid key '${union[1]}' in type ${union[2]}`} : problem);
  }
  return problems;
}

// ── YueScript ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * The engine's YueScript compiler (built to WebAssembly from its sources, plugins/runner/assets.ts) with its
 * global-variable lint: reads must be Lua's, `Dora`'s or the code's own.
 */
export async function checkYue(code: string): Promise<Problem | undefined> {
  const [status, ...rest] = (await nodeYue()).ccall('yue_check', 'string', ['string'], [code]).split('\n');
  const out = rest.join('\n');
  if (status !== 'ok') {
    const m = out.match(/^(\d+):\d+: (.*)$/m);
    return {line: m ? Number(m[1]) : 1, message: m ? m[2] : out.trim()};
  }
  const accesses = [...out.matchAll(/^(\d+):\d+: global (\S+) (\w+)$/gm)].map((m) => ({
    line: Number(m[1]),
    name: m[2],
    kind: m[3],
  }));
  const allowed = allowedGlobals(
    code,
    accesses.filter((a) => a.kind === 'write').map((a) => a.name),
  );
  const unknown = accesses.find((a) => a.kind !== 'write' && !allowed.has(a.name));
  return unknown && {line: unknown.line, message: `reads the undefined global "${unknown.name}"`};
}

// ── TypeScript ─────────────────────────────────────────────────────────────────────────────────────────

/** The engine Web IDE's compiler options. */
export const webIdeOptions: ts.CompilerOptions = {...webIdeTypeScriptOptions, baseUrl: declarations, noEmit: true};

/**
 * Every file in one program against the engine's .d.ts files; the first error of each. `modules` are the
 * page's own files that the code may import (`Script/Config` → `from 'Script/Config'`), found from `baseUrl`.
 */
type TsFile = {code: string; tsx: boolean; declaration?: boolean};
const extension = (f: TsFile) => (f.declaration ? 'd.ts' : f.tsx ? 'tsx' : 'ts');

export function checkTypeScript(
  files: ({name: string} & TsFile)[],
  modules: Map<string, TsFile> = new Map(),
): Map<string, Problem> {
  const problems = new Map<string, Problem>();
  if (files.length === 0) return problems;
  // With modules, the sample sits in the project beside them, so that `./inventory` is found as well.
  const folder = modules.size > 0 ? '/project' : '/samples';
  const virtual = new Map(files.map((f) => [`${folder}/${f.name}.${extension(f)}`, f]));
  const project = new Map([...modules].map(([name, m]) => [`/project/${name}.${extension(m)}`, {name, ...m}]));
  const options = modules.size > 0 ? {...webIdeOptions, baseUrl: '/project'} : webIdeOptions;
  const known = (path: string) => virtual.get(path) ?? project.get(path);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (path, language, ...rest) => {
    const sample = known(path);
    return sample ? ts.createSourceFile(path, sample.code, language) : getSourceFile(path, language, ...rest);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (path) => Boolean(known(path)) || fileExists(path);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => known(path)?.code ?? readFile(path);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (path) =>
    [...virtual.keys(), ...project.keys()].some((file) => file.startsWith(`${path.replace(/\/$/, '')}/`)) ||
    (directoryExists ? directoryExists(path) : true);
  const ambient = readdirSync(declarations)
    .filter((f) => f.endsWith('.d.ts'))
    .map((f) => join(declarations, f));
  const program = ts.createProgram([...ambient, ...virtual.keys()], options, host);
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length > 0)
    throw new Error(`TypeScript setup: ${ts.flattenDiagnosticMessageText(global[0].messageText, '\n')}`);
  for (const [path, sample] of virtual) {
    const source = program.getSourceFile(path)!;
    const [first] = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    if (!first) continue;
    const line = first.start === undefined ? 1 : source.getLineAndCharacterOfPosition(first.start).line + 1;
    problems.set(sample.name, {
      line,
      message: `TS${first.code}: ${ts.flattenDiagnosticMessageText(first.messageText, ' ')}`,
    });
  }
  return problems;
}

export function scratchDir(): {dir: string; done: () => void} {
  const dir = mkdtempSync(join(tmpdir(), 'dora-samples-'));
  return {dir, done: () => rmSync(dir, {recursive: true, force: true})};
}
