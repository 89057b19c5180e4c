// Builds the site and prints what readers and maintainers feel: build time and memory, first-visit bytes, search index, Lighthouse.
import {spawnSync} from 'node:child_process';
import {chromeFlags} from './chrome-flags';
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {budgetPages as benchPages, firstVisit, locales, precacheOf, searchIndexFiles} from './budgets';
import {report, scoreLocale} from './search/evaluate';
import {latencyReport, measureLatency} from './search/latency';

const build = 'build';
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const gz = (buf: Buffer) => gzipSync(buf, {level: 9}).length;

/** The heap limit `npm run build` sets: it makes Node collect garbage before the build's peak memory passes 1.5 GB. */
const buildNodeOptions =
  JSON.parse(readFileSync('package.json', 'utf8')).scripts.build.match(/NODE_OPTIONS=(\S+)/)?.[1] ?? '';

/** One locale's production build, timed, with the peak resident memory GNU time reports. */
function timedBuild(locale: string): {seconds: number; peakMiB: number | undefined} {
  const started = Date.now();
  // A cold build, as on a fresh clone: no persistent bundler cache.
  rmSync(join('node_modules', '.cache'), {recursive: true, force: true});
  const args = ['-v', 'npx', 'docusaurus', 'build', '--locale', locale, '--out-dir', join(build, '.bench', locale)];
  const hasTime = existsSync('/usr/bin/time');
  const result = hasTime
    ? spawnSync('/usr/bin/time', args, {
        encoding: 'utf8',
        env: {...process.env, NODE_OPTIONS: buildNodeOptions, NO_UPDATE_NOTIFIER: '1'},
      })
    : spawnSync('npx', args.slice(2), {encoding: 'utf8', env: {...process.env, NODE_OPTIONS: buildNodeOptions}});
  if (result.status !== 0) throw new Error(`build of ${locale} failed:\n${result.stderr}`);
  const peak = result.stderr.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1];
  return {seconds: (Date.now() - started) / 1000, peakMiB: peak ? Number(peak) / 1024 : undefined};
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

async function lighthouse(pages: string[]): Promise<Map<string, Record<string, number>>> {
  const chrome = await findChromium();
  const scores = new Map<string, Record<string, number>>();
  if (!chrome) {
    console.log('\nLighthouse: no Chromium found, skipped.');
    return scores;
  }
  const {default: run} = await import('lighthouse');
  const {launch} = await import('chrome-launcher');
  const {startServer} = await import('../tests/e2e/harness');
  const server = await startServer();
  try {
    for (const page of pages) {
      const runs: Record<string, number>[] = [];
      for (let i = 0; i < 3; i += 1) {
        const browser = await launch({
          chromePath: chrome,
          chromeFlags: ['--headless=new', ...chromeFlags],
        });
        try {
          const result = await run(`${server.url}${page}`, {
            port: browser.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          const categories = result?.lhr.categories ?? {};
          const audits = result?.lhr.audits ?? {};
          runs.push({
            ...Object.fromEntries(Object.entries(categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)])),
            // The metrics that move the performance score most here: simulated LCP and total blocking time.
            lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
            tbt: audits['total-blocking-time']?.numericValue ?? NaN,
            // Lighthouse's measure of this machine's speed at that moment: single runs here swing with it.
            bi: result?.lhr.environment.benchmarkIndex ?? NaN,
          });
        } finally {
          await browser.kill();
        }
      }
      const median = (k: string) => runs.map((r) => r[k]).sort((a, b) => a - b)[1];
      scores.set(page, Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(k)])));
    }
  } finally {
    await server.close();
  }
  return scores;
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
        // The scripts the HTML preloads (config/ssr-template.ts) and those the runtime loads; other `link`
        // entries are prefetches of pages that links in view lead to.
        const preloaded = new Set(
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'), (l) => l.href),
        );
        return performance
          .getEntriesByType('resource')
          .filter(
            (e) =>
              ((e as PerformanceResourceTiming).initiatorType === 'script' || preloaded.has(e.name)) &&
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

async function main(): Promise<void> {
  const started = Date.now();
  const builds = locales.map(({locale}) => ({locale, ...timedBuild(locale)}));
  // The browsable site (both locales under one root) for the byte counts and Lighthouse.
  const full = spawnSync('npm', ['run', 'build'], {stdio: 'ignore'});
  if (full.status !== 0) throw new Error('npm run build failed');
  console.log(
    `\nDora SSR docs bench, ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${(await import('node:os')).cpus().length} cores\n`,
  );
  for (const b of builds) {
    console.log(
      `build ${b.locale.padEnd(8)} ${b.seconds.toFixed(0).padStart(4)} s   peak ${b.peakMiB ? `${b.peakMiB.toFixed(0)} MiB` : 'n/a'}`,
    );
  }
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
  const beforeHydration = await jsBeforeHydration(
    locales.flatMap(({prefix}) => benchPages.map((p) => `${prefix}${p}`)),
  );
  if (beforeHydration.size)
    console.log('\nJavaScript run before the page is interactive (HTML scripts and route chunks), gzipped');
  for (const [page, bytes] of beforeHydration) console.log(`  ${page.padEnd(44)} ${kib(bytes).padStart(10)}`);
  for (const {locale} of locales) console.log(`\n${report(await scoreLocale(locale))}`);
  const chrome = await findChromium();
  if (chrome) {
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
  if (!process.argv.includes('--no-lighthouse')) {
    const pages = locales.flatMap(({prefix}) => benchPages.map((p) => `${prefix}${p}`));
    const scores = await lighthouse(pages);
    if (scores.size)
      console.log(
        '\nLighthouse (mobile, median of 3): performance / accessibility / best practices / SEO, and LCP, TBT',
      );
    for (const [page, s] of scores) {
      const metrics = `LCP ${(s.lcp / 1000).toFixed(1)} s, TBT ${Math.round(s.tbt)} ms, benchmark index ${Math.round(s.bi)}`;
      console.log(
        `  ${page.padEnd(44)} ${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}   ${metrics}`,
      );
    }
  }
  console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv[1]?.endsWith('bench.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
