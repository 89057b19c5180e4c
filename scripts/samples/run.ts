// The runnable samples (fences marked `run`, src/runner/marks.ts) run in Node with the runner the page uses
// (src/runner/core.ts): the same Lua 5.4 in WebAssembly, the engine's Teal compiler, TypeScriptToLua and the
// engine's YueScript compiler built to WebAssembly. What a sample prints must be what the page shows in the
// block marked `output` right after it.
import {LuaFactory} from 'wasmoon';
import vm from 'node:vm';
import {nodeYue, tealFiles, typeScriptBundle} from '../../plugins/runner/assets';
import {Runner, yueToLua, type RunResult, type ToLua} from '../../src/runner/core';

/** The page's runner, with its runtimes read from the packages and DORA_ROOT. */
export function nodeRunner(): Runner {
  return new Runner({
    factory: async () => new LuaFactory(),
    teal: async () => tealFiles(),
    ts: async () => {
      // The bundle the page's worker loads, run in a context with a worker's globals and none of Node's, so
      // that what works here works in the reader's browser.
      const self: {doraTypeScriptToLua?: ToLua} = {};
      const code = Buffer.from(await typeScriptBundle()).toString('utf8');
      vm.runInNewContext(code, {self, TextEncoder, TextDecoder, URL}, {filename: 'typescript.js'});
      return self.doraTypeScriptToLua!;
    },
    yue: async () => yueToLua(await nodeYue()),
  });
}

/** Printed text as the page's output block is compared with it: without spaces at line ends or at the end. */
const trimmed = (text: string) => text.replace(/\s+$/gm, '').trimEnd();

/** What a run printed, as it is compared with the page's output block. */
export const shownOutput = (result: RunResult): string => trimmed(result.output);

/** Why a run does not match the page, or undefined when it does. */
export function runProblem(result: RunResult, expected: string | undefined): string | undefined {
  if (result.error) return `does not run: ${result.error.stage}: ${result.error.message.split('\n')[0]}`;
  if (expected === undefined) return undefined;
  const want = trimmed(expected);
  const got = shownOutput(result);
  if (got === want) return undefined;
  const wantLines = want.split('\n');
  const gotLines = got.split('\n');
  const at = wantLines.findIndex((line, i) => line !== gotLines[i]);
  const line = at === -1 ? wantLines.length : at;
  return `prints ${JSON.stringify(gotLines[line] ?? '(nothing)')} on output line ${line + 1}, where the page shows ${JSON.stringify(wantLines[line] ?? '(nothing)')}`;
}
