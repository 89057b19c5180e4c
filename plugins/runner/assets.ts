/**
 * The in-page runner's files (src/runner): what plugins/runner serves under `runner/<version>/`, and what
 * `npm run samples:check` runs the samples with in Node. Every file comes from a package or from the
 * engine under DORA_ROOT, at build time; nothing here is committed but the code that assembles it.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {build, type Plugin as EsbuildPlugin} from 'esbuild';
import type {YueModule} from '../../src/runner/core';

const siteDir = join(__dirname, '..', '..');
const require = createRequire(__filename);

/** The engine beside the site (maintainers/code-samples.md). */
export const doraRoot = resolve(siteDir, process.env.DORA_ROOT ?? '../shared/engine');
const declarations = join(doraRoot, 'Assets/Script/Lib/Dora/en');
const tlSource = join(doraRoot, 'Source/Lua/Builtin/tl.lua');
const yueSources = join(doraRoot, 'Source/3rdParty/yuescript');

/** Where `build-yue-wasm.sh` writes the YueScript compiler of the runner and the sample check (ignored by git). */
const yueDir = join(siteDir, '.engine-tools', 'yue-wasm');
const yueScript = join(siteDir, 'scripts', 'runner', 'build-yue-wasm.sh');
const yueFront = join(siteDir, 'scripts', 'runner', 'yue-wasm.cpp');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

/**
 * The folder with the runner's YueScript compiler (yue.js, yue.wasm), built with Emscripten when missing or
 * older than its sources. Throws, saying what to install, when it cannot be built.
 */
export function yueRunnerDir(): string {
  const out = join(yueDir, 'yue.wasm');
  const newest = Math.max(...[yueSources, yueScript, yueFront].map(newestMtime));
  if (existsSync(out) && existsSync(join(yueDir, 'yue.js')) && statSync(out).mtimeMs >= newest) return yueDir;
  mkdirSync(yueDir, {recursive: true});
  console.log(`Building the engine's YueScript compiler to WebAssembly into ${yueDir} (about two minutes)…`);
  const result = spawnSync('sh', [yueScript, yueDir], {stdio: 'inherit', env: {...process.env, DORA_ROOT: doraRoot}});
  if (result.status !== 0) {
    throw new Error(
      "The runner's YueScript compiler did not build: it needs Emscripten (apt-get install -y emscripten)",
    );
  }
  return yueDir;
}

let yueModule: Promise<YueModule> | undefined;

/** The runner's YueScript compiler loaded in Node, once a process (the sample check compiles and runs with it). */
export function nodeYue(): Promise<YueModule> {
  yueModule ??= (async () => {
    const dir = yueRunnerDir();
    const createYue = require(join(dir, 'yue.js')) as (options: object) => Promise<YueModule>;
    return createYue({wasmBinary: readFileSync(join(dir, 'yue.wasm'))});
  })();
  return yueModule;
}

const lualibDir = join(dirname(require.resolve('typescript-to-lua/package.json')), 'dist', 'lualib', 'universal');

/** TypeScriptToLua's Lua library files, by name. */
export function lualibFiles(): Record<string, string> {
  return Object.fromEntries(readdirSync(lualibDir).map((name) => [name, readFileSync(join(lualibDir, name), 'utf8')]));
}

/** The engine's declarations a runnable TypeScript sample sees: Lua's library and the ES subset TypeScriptToLua supports. */
const typeScriptDeclarations = ['lua.d.ts', 'es6-subset.d.ts'];

/** Those declarations, by name. */
function typeScriptDeclarationFiles(): Record<string, string> {
  return Object.fromEntries(
    typeScriptDeclarations.map((name) => [name, readFileSync(join(declarations, name), 'utf8')]),
  );
}

/** The engine's Teal compiler and its Lua library declarations. */
export function tealFiles(): {tl: string; luaDeclarations: string} {
  return {tl: readFileSync(tlSource, 'utf8'), luaDeclarations: readFileSync(join(declarations, 'lua.d.tl'), 'utf8')};
}

/**
 * Node's built-in modules, which the bundles reach only in code that runs in Node (file access, module
 * resolution of Lua files a sample never has): empty in the browser. But `assert`, which TypeScriptToLua
 * calls while it compiles: a function that throws when its condition is false, as Node's does. And the npm
 * package `resolve`, which TypeScriptToLua uses only to load transformer plugins named in the compiler
 * options (the runner names none), and which asks Node for its version as soon as it loads; and
 * `enhanced-resolve`, with which TypeScriptToLua's Transpiler finds required Lua files (the runner calls the
 * compile step before it) and which reads Node's file system as soon as it loads.
 */
const nodeBuiltins: EsbuildPlugin = {
  name: 'node-builtins',
  setup(b) {
    const builtins =
      /^(node:)?(assert|constants|crypto|fs|inspector|module|os|perf_hooks|stream|url|util|resolve|enhanced-resolve)$/;
    b.onResolve({filter: builtins}, (a) => ({path: a.path.replace(/^node:/, ''), namespace: 'builtin'}));
    b.onLoad({filter: /.*/, namespace: 'builtin'}, (a) => ({
      contents:
        a.path === 'assert'
          ? 'function assert(value, message) { if (!value) throw new Error(message || "assertion failed"); }\n' +
            'module.exports = Object.assign(assert, {ok: assert});'
          : a.path === 'resolve'
            ? 'module.exports = {sync() { throw new Error("no transformer plugins in the browser"); }};'
            : a.path === 'enhanced-resolve'
              ? 'module.exports = {ResolverFactory: {createResolver: () => ({})}, CachedInputFileSystem: function () {}};'
              : 'module.exports = {};',
      loader: 'js',
    }));
  },
};

/** Modules made at build time: the declarations and the Lua library, as JSON. */
function generated(modules: Record<string, () => unknown>): EsbuildPlugin {
  return {
    name: 'generated',
    setup(b) {
      b.onResolve({filter: /^dora-runner:/}, (a) => ({path: a.path, namespace: 'generated'}));
      b.onLoad({filter: /.*/, namespace: 'generated'}, (a) => ({
        contents: JSON.stringify(modules[a.path]()),
        loader: 'json',
      }));
    },
  };
}

async function bundle(entry: string, plugins: EsbuildPlugin[]): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [join(siteDir, 'src', 'runner', entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    alias: {path: 'path-browserify'},
    // Packages written for Node name `global`, and TypeScriptToLua finds its Lua library from `__dirname` (the
    // runner serves that library by file name); path-browserify asks `process` for the current folder, and
    // TypeScript asks it whether it runs in Node.
    define: {global: 'globalThis', __dirname: '"/"'},
    banner: {js: 'var process={env:{NODE_ENV:"production"},browser:true,cwd:function(){return"/"}};'},
    logLevel: 'error',
    plugins,
  });
  return result.outputFiles[0].contents;
}

/** The TypeScript runtime's bundle (`typescript.js`), as the page's worker loads it. */
export function typeScriptBundle(): Promise<Uint8Array> {
  return bundle('typescript-entry.ts', [
    nodeBuiltins,
    generated({
      'dora-runner:typescript-declarations': typeScriptDeclarationFiles,
      'dora-runner:lualib': lualibFiles,
    }),
  ]);
}

/**
 * The runner's files by name, and a version made of their contents (the folder they are served from).
 * With `yueOptional` (the dev server), a YueScript compiler that cannot be built here is left out with a
 * warning, and YueScript samples then say that their runtime did not load.
 */
export async function runnerFiles({yueOptional = false} = {}): Promise<{
  version: string;
  files: Map<string, Uint8Array | string>;
}> {
  let yue: string | undefined;
  try {
    yue = yueRunnerDir();
  } catch (error) {
    if (!yueOptional) throw error;
    console.warn(`[runner] ${(error as Error).message}; YueScript samples will not run on this dev server.`);
  }
  const {tl, luaDeclarations} = tealFiles();
  const files = new Map<string, Uint8Array | string>([
    ['worker.js', await bundle('worker.ts', [nodeBuiltins])],
    ['typescript.js', await typeScriptBundle()],
    ['glue.wasm', readFileSync(require.resolve('wasmoon/dist/glue.wasm'))],
    ['tl.lua', tl],
    ['lua.d.tl', luaDeclarations],
  ]);
  if (yue) {
    files.set('yue.js', readFileSync(join(yue, 'yue.js')));
    files.set('yue.wasm', readFileSync(join(yue, 'yue.wasm')));
  }
  const hash = createHash('sha256');
  for (const [name, content] of files) hash.update(name).update(content);
  return {version: hash.digest('hex').slice(0, 10), files};
}
