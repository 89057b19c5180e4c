// How long the page's main thread ran, against how long its tasks took, from the trace of a Lighthouse run.
//
// Lighthouse's simulated blocking time starts from each task's wall time, so a task whose thread was waiting
// (for a core the browser, its compositor or Lighthouse itself held, or for a synchronous answer from the
// browser process) counts as if the page had been working. Trace events carry both: `dur` is wall time and
// `tdur` the thread's own CPU time. The bench prints the two sums side by side, and has Lighthouse audit each
// run again on a copy of its trace in which the page's tasks last their CPU time (`onCpuTime`).

/** The fields of a Chromium trace event this module reads. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {data?: {documentLoaderURL?: string; isLoadingMainFrame?: boolean}};
};

/** Milliseconds on the page's main thread, from its navigation to the end of the trace. */
export type MainThreadTime = {
  /** Top-level tasks. */
  tasks: number;
  /** Their wall time. */
  wall: number;
  /** The main thread's CPU time within them. */
  cpu: number;
  /** The sum over tasks of (4 × wall − 50) where positive: blocking time at Lighthouse's 4× slowdown, every task counted. */
  blockingWall: number;
  /** The same sum on each task's CPU time. */
  blockingCpu: number;
};

/** Lighthouse's default mobile CPU slowdown, and the length past which (after it) a task blocks. */
const slowdown = 4;
const blockingFrom = 50;

/** The main thread's tasks after the navigation to `url`; throws when the trace has no such navigation or no CPU times. */
export function mainThreadTime(events: readonly TraceEvent[], url: string): MainThreadTime {
  const tasks = pageTasks(events, findNavigation(events, url));
  const ms = (us: number) => us / 1000;
  const blocking = (d: number) => Math.max(0, slowdown * d - blockingFrom);
  let wall = 0;
  let cpu = 0;
  let blockingWall = 0;
  let blockingCpu = 0;
  for (const task of tasks) {
    const w = ms(task.dur ?? 0);
    const c = ms(task.tdur ?? 0);
    wall += w;
    cpu += c;
    blockingWall += blocking(w);
    blockingCpu += blocking(c);
  }
  const round = Math.round;
  return {
    tasks: tasks.length,
    wall: round(wall),
    cpu: round(cpu),
    blockingWall: round(blockingWall),
    blockingCpu: round(blockingCpu),
  };
}

/**
 * The same trace with each of the page's main-thread tasks (from its navigation) shortened to the CPU time its
 * thread ran in it, the events inside a task moved in proportion. Lighthouse audits such a trace as if nothing
 * else had held the machine's cores: what the page itself asks of the thread, in Lighthouse's own terms.
 * Events on other threads, between tasks, or in tasks that ran all their wall time, are returned as they were.
 */
export function onCpuTime<E extends TraceEvent>(events: readonly E[], url: string): E[] {
  const navigation = findNavigation(events, url);
  const onThread = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const tops = pageTasks(events, navigation);
  /**
   * The top-level task whose span holds the time `ts`, found by bisection. Spans are half-open, [start, end): a
   * task that starts the moment the one before ends is its own, not the end of that one.
   */
  const enclosing = (ts: number): E | undefined => {
    let lo = 0;
    let hi = tops.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const task = tops[mid];
      if (ts < task.ts) hi = mid - 1;
      else if (ts >= task.ts + (task.dur ?? 0)) lo = mid + 1;
      else return task;
    }
    return undefined;
  };
  return events.map((e) => {
    if (!onThread(e)) return e;
    const task = enclosing(e.ts);
    if (!task?.dur || task.tdur === undefined || task.tdur >= task.dur) return e;
    const share = task.tdur / task.dur;
    const moved = {...e, ts: Math.round(task.ts + (e.ts - task.ts) * share)};
    if (e.dur !== undefined) moved.dur = Math.round(e.dur * share);
    return moved;
  });
}

/**
 * The page's top-level tasks on its main thread from its navigation, in order (a RunTask nested in another is
 * part of it); throws when a task has no CPU time.
 */
function pageTasks<E extends TraceEvent>(events: readonly E[], navigation: TraceEvent): E[] {
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ts >= navigation.ts &&
        e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  if (tasks.some((t) => t.tdur === undefined)) throw new Error('the trace has no thread times (tdur)');
  const tops: E[] = [];
  for (const task of tasks) {
    const last = tops.at(-1);
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) tops.push(task);
  }
  return tops;
}

function findNavigation(events: readonly TraceEvent[], url: string): TraceEvent {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL === url &&
      e.args.data.isLoadingMainFrame === true,
  );
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  return navigation;
}
