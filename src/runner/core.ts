/**
 * Runs a language tutorial's sample: compiles Teal, YueScript or TypeScript to Lua with the engine's own
 * compilers, then runs the Lua in Lua 5.4 built to WebAssembly (wasmoon), and returns what it printed.
 * The same code runs in the reader's browser (src/runner/worker.ts, in a Web Worker) and in Node for
 * `npm run samples:check` (scripts/samples/run.ts); each side says how it loads the compilers.
 */
import type {LuaEngine, LuaFactory} from 'wasmoon';
import {timeLimit, type RunLanguage} from './marks';

export type RunResult = {
  /** What `print` and `io.write` wrote. */
  output: string;
  /** `compile`: the code did not compile; `run`: it stopped with an error; `time`: it ran past the time limit. */
  error?: {stage: 'compile' | 'run' | 'time'; message: string};
};

/** A compiler to Lua: the Lua code, or the compiler's message. */
export type ToLua = (code: string) => {lua: string} | {error: string};

/** The engine's YueScript compiler built to WebAssembly (scripts/runner/yue-wasm.cpp), as Emscripten loads it. */
export type YueModule = {ccall: (name: string, result: 'string', args: 'string'[], values: string[]) => string};

/** Compiles YueScript to Lua with that module. */
export const yueToLua =
  (yue: YueModule): ToLua =>
  (code) =>
    fromMarked(yue.ccall('yue_compile', 'string', ['string'], [code]));

/** How a side (browser or Node) reaches the runtimes; each is asked for only when a sample needs it. */
export type Runtimes = {
  factory: () => Promise<LuaFactory>;
  /** The engine's tl.lua and its Lua standard library declarations (lua.d.tl). */
  teal: () => Promise<{tl: string; luaDeclarations: string}>;
  yue: () => Promise<ToLua>;
  ts: () => Promise<ToLua>;
};

/**
 * Sets up the engine's Teal compiler as the engine does (tl.dora_init), with the Lua standard library's
 * declarations as globals; the `Dora` module is left out, because a runnable sample uses nothing of the
 * engine. Each compile then gets a fresh environment (tl.dora_new_env) and the engine's tl.dora_to_lua.
 */
const tealSetup = String.raw`
local tl = require("tl")
local files = {["lua.d.tl"] = LUA_DECLARATIONS}
LUA_DECLARATIONS = nil
function tl.file_exist(name) return files[name] ~= nil end
function tl.read_file(name) return files[name] end
package.path = "?.lua"
local env = assert(tl.init_env(false, false, tl.target_from_lua_version(_VERSION), {"lua"}))
for name, typ in pairs(env.modules["lua"].def.fields) do
	env.globals[name] = {t = typ, attribute = "const"}
	if typ.typename == "record" then env.modules[name] = typ end
end
env.modules["lua"] = nil
env.loaded = {}
local function copy(t) local c = {} for k, v in pairs(t) do c[k] = v end return c end
tl.dora_globals, tl.dora_modules, tl.dora_loaded = copy(env.globals), copy(env.modules), copy(env.loaded)
tl.dora_loaded_order = copy(env.loaded_order)
tl.package_loader_env = env
function TEAL_TO_LUA(code)
	local base = tl.package_loader_env
	tl.package_loader_env = tl.dora_new_env()
	local ok, lua, err = pcall(tl.dora_to_lua, code, "main.tl")
	tl.package_loader_env = base
	if not ok then return "error\n" .. tostring(lua) end
	if lua then return "ok\n" .. lua end
	return "error\n" .. tostring(err)
end
`;

/** print and io.write into a buffer that survives an error, as the engine's console shows both. */
const capture = String.raw`
local out, line = {}, {}
local function flush() out[#out + 1] = table.concat(line) line = {} end
local tostring, select, concat = tostring, select, table.concat
function print(...)
	local n = select("#", ...)
	local parts = {}
	for i = 1, n do parts[i] = tostring((select(i, ...))) end
	line[#line + 1] = concat(parts, "\t")
	flush()
end
io.write = function(...)
	for i = 1, select("#", ...) do
		local text = tostring((select(i, ...)))
		for piece, newline in text:gmatch("([^\n]*)(\n?)") do
			if piece ~= "" then line[#line + 1] = piece end
			if newline ~= "" then flush() end
		end
	end
	return io.stdout
end
function __OUTPUT()
	local all = {table.unpack(out)}
	if #line > 0 then all[#all + 1] = concat(line) end
	return concat(all, "\n")
end
`;

export class Runner {
  private factory?: Promise<LuaFactory>;
  private teal?: Promise<LuaEngine>;
  private compilers = new Map<'yue' | 'ts', Promise<ToLua>>();

  constructor(private readonly runtimes: Runtimes) {}

  private lua(): Promise<LuaFactory> {
    this.factory ??= this.runtimes.factory();
    return this.factory;
  }

  private async tealToLua(code: string): Promise<{lua: string} | {error: string}> {
    this.teal ??= (async () => {
      const [factory, {tl, luaDeclarations}] = await Promise.all([this.lua(), this.runtimes.teal()]);
      const engine = await factory.createEngine({injectObjects: false, enableProxy: false});
      engine.global.set('TL_SOURCE', tl);
      engine.global.set('LUA_DECLARATIONS', luaDeclarations);
      await engine.doString('package.preload.tl = load(TL_SOURCE, "@tl.lua") TL_SOURCE = nil');
      await engine.doString(tealSetup);
      return engine;
    })();
    const engine = await this.teal;
    return fromMarked((engine.global.get('TEAL_TO_LUA') as (c: string) => string)(code));
  }

  /** Compiles the sample to Lua, or returns the compiler's message. */
  async toLua(language: RunLanguage, code: string): Promise<{lua: string} | {error: string}> {
    if (language === 'lua') return {lua: code};
    if (language === 'teal') return this.tealToLua(code);
    let compiler = this.compilers.get(language);
    if (!compiler) {
      compiler = this.runtimes[language]();
      this.compilers.set(language, compiler);
    }
    return (await compiler)(code);
  }

  /** Compiles and runs a sample; `running` is told when the compiled code starts. */
  async run(language: RunLanguage, code: string, limit = timeLimit, running?: () => void): Promise<RunResult> {
    const compiled = await this.toLua(language, code);
    if ('error' in compiled) return {output: '', error: {stage: 'compile', message: compiled.error}};
    const factory = await this.lua();
    // A fresh Lua state for every run: nothing a sample defines reaches the next one.
    const engine = await factory.createEngine({injectObjects: false, enableProxy: false, functionTimeout: limit});
    try {
      await engine.doString(capture);
      let error: RunResult['error'];
      engine.global.set('__CODE', compiled.lua);
      const loadError = (await engine.doString(
        'local chunk, err = load(__CODE, "=main") __CODE = nil __RUN = chunk return err',
      )) as string | undefined;
      if (loadError) error = {stage: 'compile', message: loadError};
      else {
        try {
          // Called from JavaScript, the chunk runs under wasmoon's time limit (an instruction-count hook).
          running?.();
          (engine.global.get('__RUN') as () => void)();
        } catch (thrown) {
          const message = thrown instanceof Error ? thrown.message : String(thrown);
          error = /timeout exceeded/.test(message)
            ? {stage: 'time', message: `stopped after ${limit / 1000} s`}
            : {stage: 'run', message: cleanError(message)};
        }
      }
      const output = (engine.global.get('__OUTPUT') as () => string)();
      return error ? {output, error} : {output};
    } finally {
      engine.global.close();
    }
  }
}

/** A compiler's answer as "ok\n" and the Lua code, or "error\n" and its message. */
export function fromMarked(answer: string): {lua: string} | {error: string} {
  const [status, ...rest] = answer.split('\n');
  return status === 'ok' ? {lua: rest.join('\n')} : {error: rest.join('\n')};
}

/** An error as Lua reports it, without wasmoon's stack of JavaScript frames. */
function cleanError(message: string): string {
  return message.split('\n')[0].replace(/^Error: /, '');
}
