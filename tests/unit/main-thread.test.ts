// The page's main thread read from a Lighthouse trace (scripts/main-thread.ts), and how the bench sums it up.
import {existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mainThreadTime, onCpuTime, type TraceEvent} from '../../scripts/main-thread';
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
    task(7, 7, 2000 + 5000, 20, 5), // a RunTask nested in the one before: part of it, not a task of its own
    task(7, 7, 100_000, 30, 20), // 70 on wall, 30 on CPU
    task(7, 7, 200_000, 10, 10), // 40 on wall: not blocking
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
      onCpuTime: {performance: 99, tbt: 20},
    },
    {page: '/', run: 2, timestamp: 't2', ...base},
    {
      page: '/',
      run: 3,
      timestamp: 't3',
      ...base,
      mainThread: {tasks: 9, wall: 600, cpu: 450, blockingWall: 500, blockingCpu: 300},
      onCpuTime: {performance: 96, tbt: 160},
    },
  ];
  const [home] = summarise(runs, ['/']);
  assert.deepEqual(home.mainThread, {
    runs: 2,
    blockingWall: {median: 700, min: 500, max: 900},
    blockingCpu: {median: 250, min: 200, max: 300},
    cpuShare: {median: 62.5, min: 50, max: 75},
  });
  assert.deepEqual(home.onCpuTime, {
    runs: 2,
    performance: {median: 97.5, min: 96, max: 99},
    tbt: {median: 90, min: 20, max: 160},
  });
  const untraced = summarise([{page: '/', run: 1, timestamp: 't', ...base}], ['/'])[0];
  assert.equal(untraced.mainThread, undefined);
  assert.equal(untraced.onCpuTime, undefined);
});

test("on CPU time, each of the page's main-thread tasks lasts its CPU time and what ran inside it moves in proportion", () => {
  const inside = (name: string, ts: number, ms?: number): TraceEvent => ({
    name,
    ph: ms === undefined ? 'I' : 'X',
    pid: 7,
    tid: 7,
    ts,
    ...(ms === undefined ? {} : {dur: ms * 1000, tdur: ms * 1000}),
  });
  const events: TraceEvent[] = [
    navigation(7, url, 1000),
    task(7, 7, 500, 80, 20), // before the navigation: as it was
    task(7, 7, 2000, 100, 25), // ran a quarter of its wall time
    inside('Layout', 2000 + 40_000, 40), // 40 ms in, for 40 ms
    inside('firstContentfulPaint', 2000 + 80_000), // an instant, 80 ms in
    {...task(7, 7, 2000 + 90_000, 8, 8), name: 'RunTask'}, // a task nested in the first: moves with it
    task(7, 7, 200_000, 30, 30), // ran all its wall time: as it was
    task(7, 8, 2000, 200, 50), // another thread of the renderer: as it was
  ];
  const moved = onCpuTime(events, url);
  assert.equal(moved.length, events.length);
  assert.deepEqual(moved[0], events[0]);
  assert.deepEqual(moved[1], events[1]);
  assert.deepEqual(
    moved.slice(2, 6).map((e) => [e.name, e.ts, e.dur]),
    [
      ['RunTask', 2000, 25_000],
      ['Layout', 12_000, 10_000],
      ['firstContentfulPaint', 22_000, undefined],
      ['RunTask', 24_500, 2000],
    ],
  );
  assert.deepEqual(moved.slice(6), events.slice(6));
  assert.equal(events[2].dur, 100_000, 'the events given are left as they were');
  // The blocking sum on wall time of the result is the sum on CPU time of the original, for the page's tasks.
  assert.equal(mainThreadTime(moved, url).blockingWall, mainThreadTime(events, url).blockingCpu);
});

test('on CPU time, a task that starts the moment the one before ends keeps its own share', () => {
  // Chromium's microsecond clock can give one task's end and the next one's start the same time stamp.
  const events: TraceEvent[] = [
    navigation(7, url, 1000),
    task(7, 7, 2000, 10, 5), // ran half of its wall time, ends at 12,000
    task(7, 7, 12_000, 40, 10), // starts as it ends, ran a quarter
  ];
  const moved = onCpuTime(events, url);
  assert.deepEqual(
    moved.slice(1).map((e) => [e.ts, e.dur]),
    [
      [2000, 5000],
      [12_000, 10_000],
    ],
  );
});

test('on CPU time, a trace without the navigation or without thread times is an error', () => {
  assert.throws(() => onCpuTime([task(7, 7, 0, 10, 10)], url), /no navigation/);
  const noCpu = {...task(7, 7, 2000, 40, 0), tdur: undefined};
  assert.throws(() => onCpuTime([navigation(7, url, 1000), noCpu], url), /no thread times/);
});

test("Lighthouse's saved artifacts keep the trace in trace.json, which its audit mode reads back (the bench's second audit)", async () => {
  // scripts/bench.ts has Lighthouse save each run's artifacts (gather mode), rewrites trace.json and audits again.
  const {saveArtifacts, loadArtifacts} = await import('lighthouse/core/lib/asset-saver.js');
  const dir = mkdtempSync(join(tmpdir(), 'bench-artifacts-'));
  try {
    const events = [navigation(7, url, 1000), task(7, 7, 2000, 100, 25)];
    await saveArtifacts({Trace: {traceEvents: events}} as never, dir);
    const file = join(dir, 'trace.json');
    assert.ok(existsSync(file), `Lighthouse saved ${readdirSync(dir).join(', ')}, no trace.json: see UPGRADING.md`);
    writeFileSync(file, JSON.stringify({traceEvents: onCpuTime(events, url)}));
    const loaded = loadArtifacts(dir) as {Trace: {traceEvents: TraceEvent[]}};
    assert.equal(loaded.Trace.traceEvents[1].dur, 25_000);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
