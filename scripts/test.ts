// Runs every check — typecheck, unit tests, production build of both locales, browser tests — and sums them up.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

type Tally = {passed: number; failed: number};
const total: Tally = {passed: 0, failed: 0};
const started = Date.now();
const args = new Set(process.argv.slice(2));
const skipBuild = args.has('--no-build'); // reuse build/ when iterating on tests

function run(cmd: string, cmdArgs: string[]): boolean {
  const result = spawnSync(cmd, cmdArgs, {stdio: 'inherit', env: process.env});
  return result.status === 0;
}

let stepStarted = Date.now();
/** Seconds since the previous step ended, for each step's line. */
function took(): string {
  const seconds = (Date.now() - stepStarted) / 1000;
  stepStarted = Date.now();
  return `(${seconds.toFixed(0)} s)`;
}

function step(name: string, ok: boolean): void {
  console.log(`\n${ok ? '✔' : '✖'} ${name} ${took()}`);
  if (ok) total.passed += 1;
  else total.failed += 1;
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * How long a test file may run before node:test fails it, so that a hung test fails instead of stalling `npm test`. Node 20
 * applies `--test-timeout` to a whole test file, not to each test (nodejs/node#57656, per test in later releases), and a test's
 * own `timeout` does not lift it, so these are sized on the slowest files with room for a machine at half speed:
 * tests/e2e/a11y.test.ts takes 95–105 s (four suites of 22–26 s), tests/unit/upstream.test.ts about 40 s (it runs a production
 * build), the other unit files 10 s at most.
 */
const fileTimeout = {unit: 300_000, e2e: 300_000};

/** Runs node's test runner with a TAP copy of the results, and adds its counts to the total. */
function nodeTests(name: string, files: string[], timeout: number): void {
  if (files.length === 0) {
    step(`${name}: no test files found`, false);
    return;
  }
  const tap = join(mkdtempSync(join(tmpdir(), 'dora-tests-')), 'results.tap');
  const ok = run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    `--test-timeout=${timeout}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (key: string) => Number(report.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  total.passed += passed;
  total.failed += failed;
  if (!ok && failed === 0) total.failed += 1; // the runner itself failed
  console.log(`\n${name}: ${passed} passed, ${failed} failed ${took()}`);
}

step('typecheck (tsc)', run('npx', ['tsc']));
step('lint (ESLint, stylelint)', run('npm', ['run', '--silent', 'lint']));
step('format (Prettier, check only)', run('npm', ['run', '--silent', 'format:check']));
step('API reference check (api:check)', run('npm', ['run', 'api:check']));
step("code samples compile with the engine's toolchain (samples:check)", run('npm', ['run', 'samples:check']));
nodeTests('unit tests', testFiles('tests/unit'), fileTimeout.unit);
if (!skipBuild) step('production build, en and zh-Hans', run('npm', ['run', 'build']));
if (existsSync('build/index.html'))
  nodeTests(
    'end-to-end tests',
    testFiles('tests/e2e').filter((f) => !f.endsWith('harness.ts')),
    fileTimeout.e2e,
  );
else step('end-to-end tests: no build to test', false);

console.log(`\nall steps: ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
