/**
 * The in-page runner's Web Worker (bundled by plugins/runner into `runner/<version>/worker.js`). The page
 * (src/runner/client.ts) posts `{id, language, code}` and gets `{id, result}` back. Each runtime is fetched
 * from the worker's own folder the first time a sample needs it; the page terminates the worker when a
 * sample runs past the time limit and wasmoon's own limit did not stop it.
 */
import {LuaFactory} from 'wasmoon';
import {Runner, yueToLua, type ToLua, type YueModule} from './core';
import {timeLimit, type RunLanguage} from './marks';

/** The worker's global scope, as far as the runner uses it (the site's TypeScript has no WebWorker library). */
declare const self: {
  location: Location;
  importScripts: (...urls: string[]) => void;
  postMessage: (message: unknown) => void;
  onmessage: ((event: MessageEvent<{id: number; language: RunLanguage; code: string}>) => void) | null;
  doraTypeScriptToLua?: ToLua;
  createYue?: (options: {locateFile: (file: string) => string}) => Promise<YueModule>;
};

const base = new URL('./', self.location.href).href;

async function text(file: string): Promise<string> {
  const response = await fetch(base + file);
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return response.text();
}

const runner = new Runner({
  factory: async () => new LuaFactory(base + 'glue.wasm'),
  teal: async () => {
    const [tl, luaDeclarations] = await Promise.all([text('tl.lua'), text('lua.d.tl')]);
    return {tl, luaDeclarations};
  },
  ts: async () => {
    self.importScripts(base + 'typescript.js');
    return self.doraTypeScriptToLua!;
  },
  yue: async () => {
    self.importScripts(base + 'yue.js');
    return yueToLua(await self.createYue!({locateFile: (file) => base + file}));
  },
});

self.onmessage = async (event) => {
  const {id, language, code} = event.data;
  try {
    self.postMessage({
      id,
      result: await runner.run(language, code, timeLimit, () => self.postMessage({id, running: true})),
    });
  } catch (error) {
    self.postMessage({id, failure: error instanceof Error ? error.message : String(error)});
  }
};
