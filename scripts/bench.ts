// Builds the site and prints what readers and maintainers feel: build time and memory, first-visit bytes, search index, Lighthouse.
import {spawnSync} from 'node:child_process';
import {chromeFlags} from './chrome-flags';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {cpus, tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {parseArgs as parseFlags} from 'node:util';
import {gzipSync} from 'node:zlib';
import {budgetPages as benchPages, firstVisit, locales, precacheOf, searchIndexFiles} from './budgets';
import {mainThreadTime, onCpuTime, type MainThreadTime, type TraceEvent} from './main-thread';

/** The pages Lighthouse scores unless `--pages` names others: the budget pages, the blog index, and two in Chinese. */
export const lighthousePages = [
  '/',
  '/docs/tutorial/quick-start',
  '/docs/api/Class/Node',
  '/blog',
  '/blog/2024/4/25/tsx-dev-intro',
  '/zh-Hans/docs/tutorial/quick-start',
  '/zh-Hans/docs/api/Class/Node',
];

export type BenchOptions = {
  help: boolean;
  /** Build the site (timed) before measuring it; false reuses build/. */
  build: boolean;
  /** Also time a cold build of each locale on its own. */
  localeBuilds: boolean;
  lighthouse: boolean;
  /** Nothing but Lighthouse, on the existing build/. */
  onlyLighthouse: boolean;
  /** Lighthouse runs a page. */
  runs: number;
  /** The pages Lighthouse scores. */
  pages: string[];
};

export const usage = `Usage: npm run bench -- [options]   (or: npx tsx scripts/bench.ts [options])

Builds the site, then prints build time and peak memory, first-visit bytes, the JavaScript run before
hydration, search index sizes, search ranking and speed, how long taps wait while the API Node page
hydrates at 4x CPU slowdown, and Lighthouse scores against the goals.
It measures and does not judge: it exits 0 even when a figure misses its goal (1 when something fails
to run, 2 on a bad option).

Options:
  --no-build          measure the existing build/ instead of building (no build timings)
  --no-locale-builds  skip the cold build of each locale on its own; \`npm run build\` is still timed
  --no-lighthouse     skip Lighthouse
  --only-lighthouse   run Lighthouse and nothing else, on the existing build/ (implies --no-build)
  --runs N            Lighthouse runs a page, taken in turns across the pages (default 5)
  --pages a,b,c       the pages Lighthouse scores, as comma-separated paths; by default
${lighthousePages.map((page) => `                        ${page}`).join('\n')}
  -h, --help          print this and exit

Builds are cold: node_modules/.cache is removed before each. The peak memory is GNU time's (/usr/bin/time),
that of the largest single process, against the 1.5 GB budget. Lighthouse's goals: a median performance of
at least 95, a median total blocking time of at most 150 ms, and 100 in accessibility, best practices and
SEO, on every page. From each run's own trace it also prints the page's main thread: its tasks' blocking time at
Lighthouse's 4x on their wall time and on the thread's CPU time (every task from the navigation), and the share
of wall time the thread ran; the difference is time it waited (scripts/main-thread.ts). Then Lighthouse audits
each run again with the page's main-thread tasks lasting their CPU time, and prints that performance and TBT
beside the goals, which stay on the figures as measured. Every run's figures are written to
build/.bench/lighthouse.json.`;

/** A command line the bench cannot follow; the message says why. */
export class UsageError extends Error {}

/** Something that stops the bench for a reason the message gives in full (no stack trace needed). */
class Stop extends Error {}

/** Reads the bench's options from its arguments (without `node` and the script), or throws a UsageError. */
export function parseArgs(argv: string[]): BenchOptions {
  let values;
  try {
    ({values} = parseFlags({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        help: {type: 'boolean', short: 'h'},
        'no-build': {type: 'boolean'},
        'no-locale-builds': {type: 'boolean'},
        'no-lighthouse': {type: 'boolean'},
        'only-lighthouse': {type: 'boolean'},
        runs: {type: 'string'},
        pages: {type: 'string'},
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const onlyLighthouse = values['only-lighthouse'] === true;
  if (onlyLighthouse && values['no-lighthouse'])
    throw new UsageError('--only-lighthouse and --no-lighthouse exclude each other');
  const runs = Number(values.runs ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError(`--runs wants a whole number of at least 1, not ${values.runs}`);
  const pages = values.pages === undefined ? lighthousePages : values.pages.split(',').map((p) => p.trim());
  const notPaths = pages.filter((p) => !p.startsWith('/'));
  if (notPaths.length > 0)
    throw new UsageError(
      `--pages wants paths that start with /, not ${notPaths.map((p) => JSON.stringify(p)).join(', ')}`,
    );
  return {
    help: values.help === true,
    build: !onlyLighthouse && !values['no-build'],
    localeBuilds: !values['no-locale-builds'],
    lighthouse: !values['no-lighthouse'],
    onlyLighthouse,
    runs,
    pages: [...pages],
  };
}

const build = 'build';
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const gz = (buf: Buffer) => gzipSync(buf, {level: 9}).length;

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/** The smallest and largest value; NaN for none. */
export function range(values: readonly number[]): {min: number; max: number} {
  if (values.length === 0) return {min: NaN, max: NaN};
  return {min: Math.min(...values), max: Math.max(...values)};
}

export type Spread = {median: number; min: number; max: number};
const spread = (values: readonly number[]): Spread => ({median: median(values), ...range(values)});

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const categoryNames: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
/** The categories whose goal is 100: for them the bench names the audits that fell short. */
const fullMarks = ['accessibility', 'best-practices', 'seo'] as const;
type FullMarks = (typeof fullMarks)[number];
const byCategory = <C extends Category, T>(list: readonly C[], value: (category: C) => T) =>
  Object.fromEntries(list.map((c) => [c, value(c)])) as Record<C, T>;

/** What the bench keeps of one Lighthouse run: scores out of 100, LCP and TBT in ms, the benchmark index. */
export type RunFigures = {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  bi: number;
  /** For each category whose goal is 100, the audits that count in its score and did not pass in full. */
  failing: Record<FullMarks, string[]>;
  /** The page's main thread in the run's own trace (scripts/main-thread.ts), where the trace could be read. */
  mainThread?: MainThreadTime;
  /** Lighthouse's performance score and TBT (ms) for the same run, audited again with each main-thread task lasting its CPU time. */
  onCpuTime?: {performance: number; tbt: number};
};
export type LighthouseRun = {page: string; run: number; timestamp: string} & (RunFigures | {error: string});
const finished = (run: LighthouseRun): run is LighthouseRun & RunFigures => !('error' in run);

/** The parts of a Lighthouse report the bench reads. */
export type Report = {
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]} | undefined>;
  audits: Record<string, {score: number | null; numericValue?: number} | undefined>;
  environment: {benchmarkIndex: number};
  runtimeError?: {code: string; message: string};
};

/** The figures of one run, whole numbers; throws when Lighthouse could not measure the page. */
export function runFigures(report: Report): RunFigures {
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const shortOf = (id: string) => {
    const score = report.audits[id]?.score;
    return typeof score === 'number' && score < 1; // null: not applicable, or only informative
  };
  return {
    scores: byCategory(categories, (c) => Math.round((report.categories[c]?.score ?? NaN) * 100)),
    lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    bi: Math.round(report.environment.benchmarkIndex),
    failing: byCategory(fullMarks, (c) =>
      (report.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && shortOf(ref.id)).map((ref) => ref.id),
    ),
  };
}

/** The order of the runs: the first of every page, then the second of every page, and so on. */
export function schedule(pages: readonly string[], runs: number): {page: string; run: number}[] {
  return Array.from({length: runs}, (_, i) => pages.map((page) => ({page, run: i + 1}))).flat();
}

export type PageSummary = {
  page: string;
  runs: number;
  failedRuns: number;
  scores: Record<Category, Spread>;
  lcp: Spread;
  tbt: Spread;
  bi: Spread;
  /** For each category whose goal is 100 and that scored less in some run, the audits that fell short, each once. */
  failing: Partial<Record<FullMarks, string[]>>;
  /** Over the runs whose trace was read: blocking time on wall and on CPU time (ms), and CPU time as a share of wall time (%). */
  mainThread?: {runs: number; blockingWall: Spread; blockingCpu: Spread; cpuShare: Spread};
  /** Over the runs audited again on CPU time: Lighthouse's performance score and TBT (ms). */
  onCpuTime?: {runs: number; performance: Spread; tbt: Spread};
};

/** Each page's figures over its runs (failed runs counted apart), in the order of `pages`. */
export function summarise(runs: readonly LighthouseRun[], pages: readonly string[]): PageSummary[] {
  return pages.map((page) => {
    const ofPage = runs.filter((r) => r.page === page);
    const done = ofPage.filter(finished);
    const failing = fullMarks
      .filter((c) => done.some((r) => r.scores[c] < 100))
      .map((c) => [c, [...new Set(done.flatMap((r) => r.failing[c]))]]);
    const traced = done.flatMap((r) => (r.mainThread ? [r.mainThread] : []));
    const mainThread = traced.length
      ? {
          runs: traced.length,
          blockingWall: spread(traced.map((t) => t.blockingWall)),
          blockingCpu: spread(traced.map((t) => t.blockingCpu)),
          cpuShare: spread(traced.map((t) => Math.round((100 * t.cpu) / t.wall))),
        }
      : undefined;
    const remodelled = done.flatMap((r) => (r.onCpuTime ? [r.onCpuTime] : []));
    const onCpu = remodelled.length
      ? {
          runs: remodelled.length,
          performance: spread(remodelled.map((m) => m.performance)),
          tbt: spread(remodelled.map((m) => m.tbt)),
        }
      : undefined;
    return {
      page,
      runs: done.length,
      failedRuns: ofPage.length - done.length,
      scores: byCategory(categories, (c) => spread(done.map((r) => r.scores[c]))),
      lcp: spread(done.map((r) => r.lcp)),
      tbt: spread(done.map((r) => r.tbt)),
      bi: spread(done.map((r) => r.bi)),
      failing: Object.fromEntries(failing),
      ...(mainThread ? {mainThread} : {}),
      ...(onCpu ? {onCpuTime: onCpu} : {}),
    };
  });
}

/** A score as Lighthouse shows it, with the half a median of an even count of runs can bring. */
const scoreText = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const msText = (n: number) => `${Math.round(n)} ms`;

/** Issue 17's goals, each met by a page's median over its runs. */
const goals: {
  goal: string;
  figure: (s: PageSummary) => number;
  met: (n: number) => boolean;
  text: (n: number) => string;
}[] = [
  {goal: 'performance median ≥ 95', figure: (s) => s.scores.performance.median, met: (n) => n >= 95, text: scoreText},
  {goal: 'TBT median ≤ 150 ms', figure: (s) => s.tbt.median, met: (n) => n <= 150, text: msText},
  ...fullMarks.map((c) => ({
    goal: `${categoryNames[c]} median 100`,
    figure: (s: PageSummary) => s.scores[c].median,
    met: (n: number) => n >= 100,
    text: scoreText,
  })),
];

export type GoalCheck = {goal: string; pass: boolean; misses: string[]};

/** Each goal, passed when every page meets it; the pages that miss it, with their figure. A page with no run misses all. */
export function checkGoals(summaries: readonly PageSummary[]): GoalCheck[] {
  return goals.map(({goal, figure, met, text}) => {
    const missed = summaries.filter((s) => !met(figure(s)));
    return {
      goal,
      pass: missed.length === 0,
      misses: missed.map((s) => `${s.page} (${s.runs ? text(figure(s)) : 'no run'})`),
    };
  });
}

/** The heap limit `npm run build` sets: it makes Node collect garbage before the build's peak memory passes 1.5 GB. */
function buildNodeOptions(): string {
  return JSON.parse(readFileSync('package.json', 'utf8')).scripts.build.match(/NODE_OPTIONS=(\S+)/)?.[1] ?? '';
}

const gnuTime = '/usr/bin/time';
/** What the largest process of a build may hold in memory, in bytes (issue 6): the hosts' limit. */
const buildPeakBudget = 1.5e9;

type Timed = {seconds: number; peakBytes: number | undefined};

/**
 * Runs a build cold, as on a fresh clone (no persistent bundler cache), and times it. GNU time's peak resident
 * memory is that of the largest single process the command started, the figure the memory budget is about.
 */
function timedColdBuild(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Timed {
  rmSync(join('node_modules', '.cache'), {recursive: true, force: true});
  const hasTime = existsSync(gnuTime);
  const started = Date.now();
  const result = spawnSync(hasTime ? gnuTime : command, hasTime ? ['-v', command, ...args] : args, {
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20, // all of a build's log
    env: {...env, NO_UPDATE_NOTIFIER: '1'},
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    const log = `${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd().split('\n').slice(-40).join('\n');
    const why = result.error?.message ?? `exit code ${result.status}`;
    throw new Stop(`${[command, ...args].join(' ')} failed (${why}); the end of its log:\n${log}`);
  }
  const kbytes = [...result.stderr.matchAll(/Maximum resident set size \(kbytes\): (\d+)/g)].at(-1)?.[1];
  return {seconds, peakBytes: kbytes === undefined ? undefined : Number(kbytes) * 1024};
}

/** One line of the build figures: wall time, and peak memory against the budget. */
export function buildLine(label: string, {seconds, peakBytes}: Timed): string {
  const peak =
    peakBytes === undefined
      ? 'peak n/a'
      : `peak ${(peakBytes / 2 ** 20).toFixed(0)} MiB (${(peakBytes / 1e9).toFixed(2)} GB)  ` +
        `${peakBytes <= buildPeakBudget ? 'PASS' : 'FAIL'}, budget ${buildPeakBudget / 1e9} GB`;
  return `  ${label.padEnd(44)} ${seconds.toFixed(0).padStart(4)} s   ${peak}`;
}

function htmlPages(dir: string): number {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter(
    (f) => f.endsWith('.html') && !f.startsWith('zh-Hans/') && !f.startsWith('.bench'),
  ).length;
}

/** The Chromium the browser tests use (tests/e2e/harness.ts), or undefined when there is none. */
async function findChromium(): Promise<string | undefined> {
  const {chromePath} = await import('../tests/e2e/harness');
  try {
    return chromePath();
  } catch {
    return undefined;
  }
}

/**
 * All the JavaScript a first visit runs before the page is interactive: the scripts the HTML references
 * plus the route chunks the runtime fetches before hydrating (gzipped, read from the build).
 */
export async function jsBeforeHydration(pages: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (!(await findChromium())) return sizes;
  const {startServer, launchBrowser} = await import('../tests/e2e/harness');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const path of pages) {
      const page = await browser.newPage();
      // Note when Docusaurus marks the page hydrated, to count only the scripts requested before.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement?.dataset.hasHydrated !== 'true') return;
          Object.assign(window, {hydratedAt: performance.now()});
          observer.disconnect();
        }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
      });
      await page.goto(`${server.url}${path}`);
      await page.waitForFunction(() => 'hydratedAt' in window);
      const loaded = await page.evaluate(() => {
        // The scripts the page starts (config/ssr-template.ts) and those the runtime loads, both added by a
        // script; `link` entries are prefetches of pages that links in view lead to.
        return performance
          .getEntriesByType('resource')
          .filter(
            (e) =>
              (e as PerformanceResourceTiming).initiatorType === 'script' &&
              e.name.endsWith('.js') &&
              e.startTime <= (window as unknown as {hydratedAt: number}).hydratedAt,
          )
          .map((e) => new URL(e.name).pathname);
      });
      sizes.set(
        path,
        loaded.reduce((n, file) => n + gz(readFileSync(join(build, file))), 0),
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return sizes;
}

/**
 * Times a cold build of each locale on its own into build/.bench (unless told not to), then `npm run build` as a
 * host runs it, which writes build/ for the rest of the bench.
 */
function buildSite(localeBuilds: boolean): void {
  console.log('\nBuilds, cold: wall time, peak memory of the largest process');
  if (localeBuilds) {
    const env = {...process.env, NODE_OPTIONS: buildNodeOptions()};
    for (const {locale} of locales) {
      const outDir = join(build, '.bench', locale);
      const timed = timedColdBuild('npx', ['docusaurus', 'build', '--locale', locale, '--out-dir', outDir], env);
      console.log(buildLine(`build ${locale}`, timed));
    }
  }
  console.log(buildLine('npm run build (both locales, search index)', timedColdBuild('npm', ['run', 'build'])));
}

/** Stops the bench when there is no build to measure. */
function requireBuild(): void {
  if (!existsSync(join(build, 'index.html')))
    throw new Stop(`No ${build}/index.html to measure: run \`npm run build\` first, or the bench without --no-build.`);
}

/** Each locale's page count, first-visit bytes of the budget pages, search index and precache. */
function printWeights(): void {
  for (const {locale, prefix} of locales) {
    const dir = join(build, prefix);
    console.log(`\n${locale}: ${htmlPages(dir)} HTML pages`);
    for (const page of benchPages) {
      const f = firstVisit(build, prefix, page);
      console.log(
        `  ${(prefix + page).padEnd(44)} JS ${kib(f.js.gzip).padStart(10)} gz (${kib(f.js.raw)} raw, ${f.js.files} files)  CSS ${kib(f.css.gzip)} gz  HTML ${kib(f.html.gzip)} gz`,
      );
    }
    for (const {file} of searchIndexFiles(build, prefix)) {
      const buf = readFileSync(join(dir, file));
      console.log(`  ${file.padEnd(44)} ${(buf.length / 1e6).toFixed(2)} MB raw, ${(gz(buf) / 1e6).toFixed(2)} MB gz`);
    }
    const precache = precacheOf(build, prefix);
    if (precache) {
      const mb = (n: number) => (n / 1e6).toFixed(2);
      console.log(
        `  ${'precache (sw.js)'.padEnd(44)} ${precache.files} files, ${mb(precache.raw)} MB raw, ${mb(precache.gzip)} MB gz; with the search index ${mb(precache.raw + precache.index.raw)} MB raw, ${mb(precache.gzip + precache.index.gzip)} MB gz`,
      );
    }
  }
}

async function printBeforeHydration(): Promise<void> {
  const beforeHydration = await jsBeforeHydration(
    locales.flatMap(({prefix}) => benchPages.map((p) => `${prefix}${p}`)),
  );
  if (beforeHydration.size)
    console.log('\nJavaScript run before the page is interactive (HTML scripts and route chunks), gzipped');
  for (const [page, bytes] of beforeHydration) console.log(`  ${page.padEnd(44)} ${kib(bytes).padStart(10)}`);
}

/** Search ranking on the reader queries, then how fast suggestions show in the browser. */
async function printSearch(): Promise<void> {
  const {report, scoreLocale} = await import('./search/evaluate');
  const {querySets} = await import('./search/queries');
  for (const {locale} of locales) {
    console.log(`\n${report(await scoreLocale(locale))}`);
    for (const [kind, set] of Object.entries(querySets[locale])) {
      const score = await scoreLocale(locale, set);
      const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
      console.log(`  ${kind} (${score.total}): hit@1 ${pct(score.hit1)}, hit@8 ${pct(score.hit8)}`);
    }
  }
  if (!(await findChromium())) return;
  const {latencyReport, measureLatency} = await import('./search/latency');
  const {startServer, launchBrowser} = await import('../tests/e2e/harness');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    console.log('');
    for (const {locale, prefix} of locales)
      console.log(latencyReport(locale, await measureLatency(browser, server.url, prefix)));
  } finally {
    await browser.close();
    await server.close();
  }
}

/** How many times each locale's taps during hydration are measured. */
const tapRuns = 3;

/**
 * Taps on a signature tab of the API Node page while it hydrates, at 4× CPU slowdown (tests/e2e/taps-during-hydration.ts):
 * how long they waited for the page, median and slowest, over a few page loads per locale. Issue 17's goal is 100 ms.
 */
async function printTaps(): Promise<void> {
  if (!(await findChromium())) return;
  const {tapsDuringHydration} = await import('../tests/e2e/taps-during-hydration');
  const {startServer, launchBrowser} = await import('../tests/e2e/harness');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    console.log(
      `\nTaps during hydration of the API Node page at 4x, ms they waited (${tapRuns} loads a locale; goal: median 100)`,
    );
    for (const {prefix} of locales) {
      const delays: number[] = [];
      for (let run = 0; run < tapRuns; run += 1)
        delays.push(...(await tapsDuringHydration(browser, server.url, prefix)).delays);
      const sorted = delays.sort((a, b) => a - b);
      const page = `${prefix}/docs/api/Class/Node`;
      console.log(
        `  ${page.padEnd(44)} median ${whole(median(sorted)).padStart(4)}, slowest ${whole(sorted.at(-1) ?? NaN).padStart(4)} (${sorted.length} taps)`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * One Lighthouse run (mobile, its default) in a fresh Chromium; a run Lighthouse cannot finish gives its error.
 * Lighthouse also saves the run's artifacts (its documented gather mode), so that `auditOnCpuTime` can audit them again.
 */
async function lighthouseRun(url: string, chrome: string): Promise<RunFigures | {error: string}> {
  const {default: lighthouse} = await import('lighthouse');
  const {launch} = await import('chrome-launcher');
  const saved = mkdtempSync(join(tmpdir(), 'dora-bench-lighthouse-'));
  const browser = await launch({chromePath: chrome, chromeFlags: ['--headless=new', ...chromeFlags]});
  let open = true;
  const close = async () => {
    if (open) await browser.kill();
    open = false;
  };
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      gatherMode: saved,
      auditMode: saved,
    });
    await close(); // before the second audit, which needs no browser
    if (!result) return {error: 'Lighthouse gave no result'};
    let figures = runFigures(result.lhr);
    const trace = (result.artifacts as {Trace?: {traceEvents: TraceEvent[]}}).Trace;
    const unread = (what: string, error: unknown) =>
      console.error(`  ${what} of ${url} not read: ${error instanceof Error ? error.message : error}`);
    try {
      if (trace) figures = {...figures, mainThread: mainThreadTime(trace.traceEvents, url)};
    } catch (error) {
      unread('main thread', error);
    }
    try {
      if (trace) figures = {...figures, onCpuTime: await auditOnCpuTime(url, saved, trace.traceEvents)};
    } catch (error) {
      unread('Lighthouse on CPU time', error);
    }
    return figures;
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  } finally {
    await close();
    rmSync(saved, {recursive: true, force: true});
  }
}

/**
 * Lighthouse's performance score and TBT for a saved run, audited again (its audit mode) once the saved trace has
 * been replaced by the run's trace with the page's main-thread tasks shortened to their CPU time (scripts/main-thread.ts).
 */
async function auditOnCpuTime(
  url: string,
  saved: string,
  events: readonly TraceEvent[],
): Promise<{performance: number; tbt: number}> {
  const {default: lighthouse} = await import('lighthouse');
  // The file Lighthouse's gather mode writes the trace to: if a new Lighthouse names it otherwise, say so.
  const file = join(saved, 'trace.json');
  if (!existsSync(file)) {
    throw new Error(
      `no trace.json among Lighthouse's saved artifacts (${readdirSync(saved).join(', ')}): see UPGRADING.md`,
    );
  }
  writeFileSync(file, JSON.stringify({traceEvents: onCpuTime(events, url)}));
  // The same settings as the gathering's: Lighthouse refuses saved artifacts audited with others.
  const result = await lighthouse(url, {
    auditMode: saved,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error('Lighthouse gave no result');
  const {scores, tbt} = runFigures(result.lhr);
  return {performance: scores.performance, tbt};
}

/** Every run of every page, taken in turns (see schedule), so that a slow spell of the machine spreads over the pages. */
async function lighthouseRuns(pages: string[], runs: number, chrome: string): Promise<LighthouseRun[]> {
  const {startServer} = await import('../tests/e2e/harness');
  const server = await startServer();
  const done: LighthouseRun[] = [];
  const order = schedule(pages, runs);
  try {
    for (const {page, run} of order) {
      const timestamp = new Date().toISOString();
      const result: LighthouseRun = {page, run, timestamp, ...(await lighthouseRun(`${server.url}${page}`, chrome))};
      done.push(result);
      const figures = finished(result)
        ? `performance ${result.scores.performance}, TBT ${result.tbt} ms, benchmark index ${result.bi}`
        : `failed: ${result.error}`;
      console.error(`Lighthouse ${done.length}/${order.length}, run ${run} of ${page}: ${figures}`);
    }
  } finally {
    await server.close();
  }
  return done;
}

/** Writes every run's figures to build/.bench/lighthouse.json, for the README's table; returns the file's path. */
function saveRuns(runs: LighthouseRun[], pages: string[], runsPerPage: number): string {
  const file = join(build, '.bench', 'lighthouse.json');
  mkdirSync(dirname(file), {recursive: true});
  const machine = {platform: process.platform, arch: process.arch, cores: cpus().length};
  const units = {
    scores: 'out of 100',
    lcp: 'ms (simulated)',
    tbt: 'ms',
    bi: "Lighthouse's benchmark index",
    mainThread: 'ms on the page main thread in the trace: wall and CPU time, and the sums of (4 x task - 50) on each',
    onCpuTime:
      "Lighthouse's performance score and TBT (ms) for the same run, audited again with each main-thread task lasting its CPU time",
  };
  writeFileSync(file, `${JSON.stringify({machine, runsPerPage, pages, units, runs}, null, 2)}\n`);
  return file;
}

const whole = (n: number) => Math.round(n).toString();
const spreadText = ({median, min, max}: Spread, text: (n: number) => string) =>
  `${text(median)} (${text(min)}–${text(max)})`;

/** One row of the Lighthouse table, and a line for each category below 100 naming the audits that fell short. */
function lighthouseRows(s: PageSummary): string[] {
  const failed = s.failedRuns ? `   ${s.failedRuns} run(s) failed` : '';
  if (s.runs === 0) return [`  ${s.page.padEnd(44)} no run finished${failed}`];
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const others = fullMarks.map((c) => scoreText(s.scores[c].median));
  const row = [
    s.page.padEnd(44),
    spreadText(s.scores.performance, scoreText).padEnd(14),
    spreadText(s.lcp, seconds).padEnd(17),
    spreadText(s.tbt, whole).padEnd(17),
    others.join(' / ').padEnd(18),
    spreadText(s.bi, whole),
  ];
  const audits = Object.entries(s.failing).map(
    ([c, ids]) =>
      `  ${''.padEnd(44)} ${categoryNames[c as FullMarks]} below 100 in a run: ${ids.join(', ') || '(no audit named)'}`,
  );
  return [`  ${row.join(' ')}${failed}`, ...audits];
}

/** A table of the pages that have the figures: a title, then a header and a row a page, columns 20 wide. */
function printPageTable(title: string, columns: string[], rows: [page: string, cells: string[]][]): void {
  if (!rows.length) return;
  console.log(`\n${title}`);
  for (const [first, cells] of [['page', columns] as const, ...rows])
    console.log(`  ${first.padEnd(44)} ${cells.map((c, i) => (i < cells.length - 1 ? c.padEnd(20) : c)).join(' ')}`);
}

/**
 * The main thread's tasks in Lighthouse's own traces, each multiplied by four as its simulation does, every task from
 * the navigation counted: once on wall time, once on the thread's CPU time. The difference is time the thread waited.
 */
function printMainThread(summaries: readonly PageSummary[]): void {
  printPageTable(
    "The page's main thread in the same runs' traces, every task from the navigation, at 4x: median (min–max)" +
      "\n  blocking time on the tasks' wall time, on the thread's CPU time, and CPU time as a share of wall time",
    ['on wall time ms', 'on CPU time ms', 'CPU / wall %'],
    summaries.flatMap(({page, mainThread: t}) =>
      t ? [[page, [t.blockingWall, t.blockingCpu, t.cpuShare].map((x) => spreadText(x, whole))]] : [],
    ),
  );
}

/**
 * Lighthouse's own figures for the same runs, audited again with each of the page's main-thread tasks lasting the
 * CPU time its thread ran: what the page asks of a phone when nothing else holds this machine's cores. A model, beside
 * the goals, not instead of them.
 */
function printOnCpuTime(summaries: readonly PageSummary[]): void {
  printPageTable(
    'Lighthouse again on the same runs, each main-thread task lasting its CPU time: median (min–max)' +
      "\n  (the page's own work, without the time its thread waited for a core; not what the goals are judged on)",
    ['performance', 'TBT ms'],
    summaries.flatMap(({page, onCpuTime: m}) =>
      m ? [[page, [spreadText(m.performance, scoreText), spreadText(m.tbt, whole)]]] : [],
    ),
  );
}

async function printLighthouse(pages: string[], runs: number): Promise<void> {
  const chrome = await findChromium();
  if (!chrome) {
    console.log('\nLighthouse: no Chromium found, skipped.');
    return;
  }
  const cjk = spawnSync('fc-list', [':lang=zh', 'family'], {encoding: 'utf8'});
  if (pages.some((page) => page.startsWith('/zh-Hans')) && !cjk.stdout?.trim()) {
    // Every Chinese reader's device has them; without them Chromium looks up a fallback for each character,
    // and the Chinese pages measure several hundred milliseconds slower than on any reader's phone.
    console.log(
      '\nWarning: this machine has no Chinese fonts (fc-list :lang=zh is empty), so the Chinese pages measure slow.' +
        ' Install them first: apt-get install fonts-noto-cjk',
    );
  }
  // Lighthouse times the page's tasks on the machine's cores: a Chromium left running by another tool (a test
  // run, a crashed script) slows every run. Where pgrep is missing, nothing is said.
  const running = Number.parseInt(spawnSync('pgrep', ['-c', 'chromium'], {encoding: 'utf8'}).stdout ?? '', 10);
  if (running > 0) {
    console.log(
      `\nWarning: ${running} other Chromium process(es) are running, and they slow every run.` +
        ' Stop them first (pkill chromium) for figures that hold.',
    );
  }
  const all = await lighthouseRuns(pages, runs, chrome);
  const summaries = summarise(all, pages);
  console.log(`\nLighthouse, mobile, ${runs} run(s) a page taken in turns: median (min–max)`);
  const head = ['page'.padEnd(44), 'performance'.padEnd(14), 'LCP s'.padEnd(17), 'TBT ms'.padEnd(17)];
  console.log(`  ${[...head, 'a11y / BP / SEO'.padEnd(18), 'benchmark index'].join(' ')}`);
  for (const s of summaries) for (const line of lighthouseRows(s)) console.log(line);
  console.log('\nGoals, on the median of each page:');
  for (const {goal, pass, misses} of checkGoals(summaries))
    console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${goal} on every page${pass ? '' : `; missed by ${misses.join(', ')}`}`);
  printMainThread(summaries);
  printOnCpuTime(summaries);
  console.log(`\nEvery run's figures: ${saveRuns(all, pages, runs)}`);
}

async function main(options: BenchOptions): Promise<void> {
  const started = Date.now();
  if (!options.build) requireBuild();
  console.log(
    `\nDora SSR docs bench, ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${cpus().length} cores`,
  );
  if (options.build) buildSite(options.localeBuilds);
  if (!options.onlyLighthouse) {
    printWeights();
    await printBeforeHydration();
    await printSearch();
    await printTaps();
  }
  if (options.lighthouse) await printLighthouse(options.pages, options.runs);
  console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** True when this file is the script Node was asked to run, not a module a test imports. */
function runDirectly(): boolean {
  const script = process.argv[1];
  return (
    script !== undefined && existsSync(script) && realpathSync(resolve(script)) === realpathSync(import.meta.filename)
  );
}

if (runDirectly()) {
  let options: BenchOptions | undefined;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`bench: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) console.log(usage);
  else
    main(options).catch((error: unknown) => {
      console.error(error instanceof Stop ? `bench: ${error.message}` : error);
      process.exit(1);
    });
}
