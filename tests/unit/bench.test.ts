// The bench's command line and the statistics it prints (scripts/bench.ts); the bench itself is too slow for a test.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lighthousePages, median, parseArgs, UsageError} from '../../scripts/bench';

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

test('--only-lighthouse reuses the build; --no-build and --no-lighthouse skip their parts', () => {
  assert.deepEqual(
    {...parseArgs(['--only-lighthouse']), pages: []},
    {help: false, build: false, lighthouse: true, onlyLighthouse: true, runs: 5, pages: []},
  );
  assert.equal(parseArgs(['--no-build']).build, false);
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
