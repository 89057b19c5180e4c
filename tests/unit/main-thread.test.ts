// The page's main thread read from a Lighthouse trace (scripts/main-thread.ts), and how the bench sums it up.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mainThreadTime, type TraceEvent} from '../../scripts/main-thread';
import {summarise, type LighthouseRun} from '../../scripts/bench';

const url = 'http://127.0.0.1:4000/blog';
const navigation = (pid: number, page: string, ts: number): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  pid,
  tid: pid,
  ts,
  args: {data: {documentLoaderURL: page, isLoadingMainFrame: true}},
});
const task = (pid: number, tid: number, ts: number, ms: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: ms * 1000,
  tdur: cpuMs * 1000,
});

test("only the page's main thread counts, from its navigation on; blocking is 4 x the task less 50 ms, on wall and on CPU time", () => {
  const events: TraceEvent[] = [
    navigation(9, 'about:blank', 0),
    task(9, 9, 10, 100, 100), // the blank page before: not counted
    navigation(7, url, 1000),
    task(7, 7, 500, 80, 80), // before the navigation
    task(7, 7, 2000, 40, 10), // 160 - 50 = 110 on wall time; 40 on CPU time is not over 50
    task(7, 7, 3000, 30, 20), // 70 on wall, 30 on CPU
    task(7, 7, 4000, 10, 10), // 40 on wall: not blocking
    task(7, 8, 2000, 200, 200), // another thread of the renderer
    {name: 'Layout', ph: 'X', pid: 7, tid: 7, ts: 2001, dur: 30_000, tdur: 30_000}, // inside a task
  ];
  assert.deepEqual(mainThreadTime(events, url), {tasks: 3, wall: 80, cpu: 40, blockingWall: 180, blockingCpu: 30});
});

test('a trace without the navigation, or without thread times, is an error, not a zero', () => {
  assert.throws(() => mainThreadTime([task(7, 7, 0, 10, 10)], url), /no navigation/);
  const noCpu = {...task(7, 7, 2000, 40, 0), tdur: undefined};
  assert.throws(() => mainThreadTime([navigation(7, url, 1000), noCpu], url), /no thread times/);
});

test("a page's summary gives the median and range of both blocking sums and of the CPU share, over the runs with a trace", () => {
  const base = {
    scores: {performance: 90, accessibility: 100, 'best-practices': 100, seo: 100},
    lcp: 1200,
    tbt: 300,
    bi: 1500,
    failing: {accessibility: [], 'best-practices': [], seo: []},
  };
  const runs: LighthouseRun[] = [
    {
      page: '/',
      run: 1,
      timestamp: 't1',
      ...base,
      mainThread: {tasks: 9, wall: 800, cpu: 400, blockingWall: 900, blockingCpu: 200},
    },
    {page: '/', run: 2, timestamp: 't2', ...base},
    {
      page: '/',
      run: 3,
      timestamp: 't3',
      ...base,
      mainThread: {tasks: 9, wall: 600, cpu: 450, blockingWall: 500, blockingCpu: 300},
    },
  ];
  const [home] = summarise(runs, ['/']);
  assert.deepEqual(home.mainThread, {
    runs: 2,
    blockingWall: {median: 700, min: 500, max: 900},
    blockingCpu: {median: 250, min: 200, max: 300},
    cpuShare: {median: 62.5, min: 50, max: 75},
  });
  assert.equal(summarise([{page: '/', run: 1, timestamp: 't', ...base}], ['/'])[0].mainThread, undefined);
});
