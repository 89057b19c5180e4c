// The bench's command line and the statistics it prints (scripts/bench.ts); the bench itself is too slow for a test.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildLine, lighthousePages, median, parseArgs, UsageError} from '../../scripts/bench';

test('the median is the middle value, or the mean of the middle two', () => {
  assert.equal(median([7]), 7);
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([100, 90, 95, 99, 98]), 98);
  assert.equal(median([120, 180]), 150);
  assert.ok(Number.isNaN(median([])));
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
