// The bench's command line and the statistics it prints (scripts/bench.ts); the bench itself is too slow for a test.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildLine,
  checkGoals,
  lighthousePages,
  median,
  parseArgs,
  range,
  runFigures,
  schedule,
  summarise,
  UsageError,
  type LighthouseRun,
  type Report,
} from '../../scripts/bench';

test('the median is the middle value, or the mean of the middle two', () => {
  assert.equal(median([7]), 7);
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([100, 90, 95, 99, 98]), 98);
  assert.equal(median([120, 180]), 150);
  assert.ok(Number.isNaN(median([])));
});

test('the range is the smallest and the largest value', () => {
  assert.deepEqual(range([98, 100, 91, 95]), {min: 91, max: 100});
  assert.deepEqual(range([5]), {min: 5, max: 5});
  assert.deepEqual(range([]), {min: NaN, max: NaN});
});

test('the median leaves its list as it was', () => {
  const values = [3, 1, 2];
  median(values);
  assert.deepEqual(values, [3, 1, 2]);
});

test('with no option the bench builds, measures everything and runs Lighthouse five times a page', () => {
  assert.deepEqual(parseArgs([]), {
    help: false,
    build: true,
    localeBuilds: true,
    lighthouse: true,
    onlyLighthouse: false,
    runs: 5,
    pages: lighthousePages,
  });
});

test('--help asks for the usage only', () => {
  assert.equal(parseArgs(['--help']).help, true);
  assert.equal(parseArgs(['-h']).help, true);
});

test('--runs and --pages set what Lighthouse does', () => {
  assert.equal(parseArgs(['--runs', '3']).runs, 3);
  assert.equal(parseArgs(['--runs=1']).runs, 1);
  assert.deepEqual(parseArgs(['--pages', '/,/blog, /docs/api/Class/Node']).pages, [
    '/',
    '/blog',
    '/docs/api/Class/Node',
  ]);
});

test('--only-lighthouse reuses the build; --no-build, --no-locale-builds and --no-lighthouse skip their parts', () => {
  assert.deepEqual(
    {...parseArgs(['--only-lighthouse']), pages: []},
    {help: false, build: false, localeBuilds: true, lighthouse: true, onlyLighthouse: true, runs: 5, pages: []},
  );
  assert.equal(parseArgs(['--no-build']).build, false);
  assert.deepEqual(
    [parseArgs(['--no-locale-builds']).build, parseArgs(['--no-locale-builds']).localeBuilds],
    [true, false],
  );
  assert.equal(parseArgs(['--no-lighthouse']).lighthouse, false);
});

test('an option the bench does not know, or a value it cannot use, is a usage error', () => {
  for (const args of [
    ['--bogus'],
    ['build'],
    ['--runs'],
    ['--runs', '0'],
    ['--runs', '2.5'],
    ['--runs', 'many'],
    ['--pages', 'blog'],
    ['--pages', ''],
    ['--only-lighthouse', '--no-lighthouse'],
  ])
    assert.throws(() => parseArgs(args), UsageError, args.join(' '));
});

test('a build line gives the peak in MiB and GB, and passes up to 1.5 GB', () => {
  const at = (peakBytes: number | undefined) => buildLine('npm run build', {seconds: 61.4, peakBytes});
  assert.match(at(1.5e9), /\b61 s +peak 1431 MiB \(1\.50 GB\) +PASS\b/);
  assert.match(at(1.5e9 + 1024), /\(1\.50 GB\) +FAIL\b/);
  assert.match(at(1117 * 2 ** 20), /peak 1117 MiB \(1\.17 GB\) +PASS\b/);
  assert.match(at(undefined), /peak n\/a$/);
});

/** A finished run of `page` with these figures; every other category at 100 and nothing failing. */
function run(
  page: string,
  n: number,
  figures: {performance?: number; tbt?: number; accessibility?: number},
): LighthouseRun {
  const {performance = 100, tbt = 50, accessibility = 100} = figures;
  return {
    page,
    run: n,
    timestamp: `2026-11-27T10:00:0${n}Z`,
    scores: {performance, accessibility, 'best-practices': 100, seo: 100},
    lcp: 1200 + n * 10,
    tbt,
    bi: 1900 + n * 50,
    failing: {
      accessibility: accessibility < 100 ? ['color-contrast'] : [],
      'best-practices': [],
      seo: [],
    },
  };
}

const verdicts = (runs: LighthouseRun[], pages: string[]) =>
  Object.fromEntries(checkGoals(summarise(runs, pages)).map((g) => [g.goal, g.misses]));

test('runs are taken in turns: the first of every page, then the second of every page', () => {
  assert.deepEqual(schedule(['/', '/blog'], 2), [
    {page: '/', run: 1},
    {page: '/blog', run: 1},
    {page: '/', run: 2},
    {page: '/blog', run: 2},
  ]);
});

test('a page sums up as the median and range of its runs; failed runs are counted apart', () => {
  const runs = [
    run('/', 1, {performance: 97, tbt: 120}),
    run('/blog', 1, {}),
    run('/', 2, {performance: 93, tbt: 180}),
    {page: '/', run: 3, timestamp: '2026-11-27T10:00:03Z', error: 'NO_FCP: no paint'},
    run('/', 4, {performance: 99, tbt: 90}),
    run('/', 5, {performance: 96, tbt: 140}),
  ];
  const [home, blog] = summarise(runs, ['/', '/blog']);
  assert.equal(home.page, '/');
  assert.equal(home.runs, 4);
  assert.equal(home.failedRuns, 1);
  assert.deepEqual(home.scores.performance, {median: 96.5, min: 93, max: 99});
  assert.deepEqual(home.tbt, {median: 130, min: 90, max: 180});
  assert.deepEqual(home.lcp, {median: 1230, min: 1210, max: 1250});
  assert.deepEqual(home.bi, {median: 2050, min: 1950, max: 2150});
  assert.deepEqual(home.scores.seo, {median: 100, min: 100, max: 100});
  assert.equal(blog.runs, 1);
  assert.equal(blog.failedRuns, 0);
});

test('the audits that fell short are named once, for the categories below 100 in some run', () => {
  const runs = [run('/', 1, {accessibility: 96}), run('/', 2, {}), run('/', 3, {accessibility: 95})];
  const [home] = summarise(runs, ['/']);
  assert.equal(home.scores.accessibility.median, 96);
  assert.deepEqual(home.failing, {accessibility: ['color-contrast']});
  assert.deepEqual(summarise([run('/', 1, {})], ['/'])[0].failing, {});
});

test('performance passes at a median of 95 and fails at 94', () => {
  const runs = [run('/', 1, {performance: 95}), run('/blog', 1, {performance: 94})];
  assert.deepEqual(verdicts(runs, ['/', '/blog'])['performance median ≥ 95'], ['/blog (94)']);
  assert.equal(checkGoals(summarise([runs[0]], ['/']))[0].pass, true);
});

test('total blocking time passes at a median of 150 ms and fails at 151 ms', () => {
  const runs = [run('/', 1, {tbt: 150}), run('/blog', 1, {tbt: 151})];
  assert.deepEqual(verdicts(runs, ['/', '/blog'])['TBT median ≤ 150 ms'], ['/blog (151 ms)']);
  assert.deepEqual(verdicts([runs[0]], ['/'])['TBT median ≤ 150 ms'], []);
});

test('accessibility, best practices and SEO must have a median of 100; a page with no finished run misses every goal', () => {
  const failed: LighthouseRun = {page: '/blog', run: 1, timestamp: '2026-11-27T10:00:01Z', error: 'timeout'};
  const checks = checkGoals(summarise([run('/', 1, {accessibility: 99}), failed], ['/', '/blog']));
  assert.deepEqual(
    checks.map((g) => [g.goal, g.pass, g.misses]),
    [
      ['performance median ≥ 95', false, ['/blog (no run)']],
      ['TBT median ≤ 150 ms', false, ['/blog (no run)']],
      ['accessibility median 100', false, ['/ (99)', '/blog (no run)']],
      ['best practices median 100', false, ['/blog (no run)']],
      ['SEO median 100', false, ['/blog (no run)']],
    ],
  );
});

test("a report's figures: rounded, and the weighted audits below 1 of the categories whose goal is 100", () => {
  const category = (score: number, auditRefs: {id: string; weight: number}[]) => ({score, auditRefs});
  const report: Report = {
    categories: {
      performance: category(0.946, [{id: 'total-blocking-time', weight: 30}]),
      accessibility: category(0.93, [
        {id: 'color-contrast', weight: 7},
        {id: 'image-alt', weight: 10},
        {id: 'video-caption', weight: 10},
        {id: 'tabindex', weight: 0},
      ]),
      'best-practices': category(1, [{id: 'errors-in-console', weight: 1}]),
      seo: category(1, []),
    },
    audits: {
      'largest-contentful-paint': {score: 0.98, numericValue: 1234.6},
      'total-blocking-time': {score: 0.9, numericValue: 150.4},
      'color-contrast': {score: 0},
      'image-alt': {score: 1},
      'video-caption': {score: null},
      tabindex: {score: 0},
      'errors-in-console': {score: 1},
    },
    environment: {benchmarkIndex: 1987.5},
  };
  assert.deepEqual(runFigures(report), {
    scores: {performance: 95, accessibility: 93, 'best-practices': 100, seo: 100},
    lcp: 1235,
    tbt: 150,
    bi: 1988,
    failing: {accessibility: ['color-contrast'], 'best-practices': [], seo: []},
  });
  assert.throws(() => runFigures({...report, runtimeError: {code: 'NO_FCP', message: 'no paint'}}), /NO_FCP/);
});
