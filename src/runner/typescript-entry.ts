/**
 * The TypeScript runtime's bundle (plugins/runner writes it as `runner/<version>/typescript.js`): the
 * compiler with the engine's declarations and TypeScriptToLua's Lua library built in. The worker loads it
 * with importScripts the first time a TypeScript sample runs.
 */
import declarations from 'dora-runner:typescript-declarations';
import lualib from 'dora-runner:lualib';
import {typeScriptToLua} from './typescript';

(self as unknown as {doraTypeScriptToLua: unknown}).doraTypeScriptToLua = typeScriptToLua(
  declarations,
  (name) => lualib[name],
);
