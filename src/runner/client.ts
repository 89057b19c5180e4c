/**
 * The page's side of the runner: one Web Worker (src/runner/worker.ts) started on the first Run. A sample
 * that keeps running past the time limit after it compiled (wasmoon's own limit can be caught by the
 * sample's pcall) is stopped by ending the worker; the next Run starts a new one.
 */
import type {RunResult} from './core';
import {timeLimit, type RunLanguage} from './marks';

type Reply = {id: number; result?: RunResult; failure?: string; running?: true};

let worker: Worker | undefined;
let next = 0;
const waiting = new Map<number, {settle: (result: RunResult) => void; timer?: ReturnType<typeof setTimeout>}>();

function end(): void {
  worker?.terminate();
  worker = undefined;
}

function start(folder: string): Worker {
  const started = new Worker(`${folder}worker.js`);
  started.onmessage = (event: MessageEvent<Reply>) => {
    const {id, result, failure, running} = event.data;
    const entry = waiting.get(id);
    if (!entry) return;
    if (running) {
      // The sample compiled and runs now: past the limit and a margin, the worker is ended.
      entry.timer = setTimeout(() => {
        end();
        entry.settle({output: '', error: {stage: 'time', message: `stopped after ${timeLimit / 1000} s`}});
      }, timeLimit + 2000);
      return;
    }
    clearTimeout(entry.timer);
    waiting.delete(id);
    entry.settle(result ?? {output: '', error: {stage: 'run', message: String(failure)}});
  };
  started.onerror = (event) => {
    event.preventDefault();
    end();
    for (const [id, entry] of waiting) {
      clearTimeout(entry.timer);
      waiting.delete(id);
      entry.settle({output: '', error: {stage: 'run', message: event.message || 'the runner did not start'}});
    }
  };
  return started;
}

/** Runs a sample in the worker whose files are in `folder` (`/runner/<version>/`). */
export function runSample(folder: string, language: RunLanguage, code: string): Promise<RunResult> {
  worker ??= start(folder);
  const id = (next += 1);
  return new Promise((settle) => {
    waiting.set(id, {settle});
    worker!.postMessage({id, language, code});
  });
}
