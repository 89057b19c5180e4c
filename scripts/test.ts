// Runs every check — typecheck, unit tests, production build of both locales, browser tests — and sums them up.
// On a machine of two cores it keeps both busy: the checks and the unit tests run while the site builds, then the
// browser tests run two files at a time. Each step's output is printed whole when it ends.
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

type Tally = {passed: number; failed: number};
const total: Tally = {passed: 0, failed: 0};
const started = Date.now();
const args = new Set(process.argv.slice(2));
const skipBuild = args.has('--no-build'); // reuse build/ when iterating on tests

/** What a command printed (stdout and stderr, as they came) and whether it succeeded. */
type Ran = {ok: boolean; output: string};

function run(cmd: string, cmdArgs: string[]): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(cmd, cmdArgs, {env: {...process.env, FORCE_COLOR: '0'}});
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => done({ok: false, output: String(error)}));
    child.on('close', (code) => done({ok: code === 0, output: Buffer.concat(chunks).toString('utf8')}));
  });
}

/** Seconds since `since`, for each step's line. */
function took(since: number): string {
  return `(${((Date.now() - since) / 1000).toFixed(0)} s)`;
}

/** Runs a step, then prints its output and its line: ✔ or ✖, its name and how long it took. */
async function step(name: string, cmd: string, cmdArgs: string[]): Promise<boolean> {
  const since = Date.now();
  const {ok, output} = await run(cmd, cmdArgs);
  process.stdout.write(output);
  console.log(`\n${ok ? '✔' : '✖'} ${name} ${took(since)}`);
  if (ok) total.passed += 1;
  else total.failed += 1;
  return ok;
}

/** Runs the steps one after another (all of them, whatever fails). */
async function steps(list: [string, string, string[]][]): Promise<void> {
  for (const [name, cmd, cmdArgs] of list) await step(name, cmd, cmdArgs);
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
 * tests/e2e/offline.test.ts takes about 100 s alone, tests/unit/upstream.test.ts (it builds a one-page site) about 10 s alone,
 * the other unit files 15 s at most.
 */
const fileTimeout = {unit: 300_000, e2e: 300_000};

/** Runs node's test runner on `files`, `concurrency` files at a time, with a TAP copy of the results, and adds its counts to the total. */
async function nodeTests(name: string, files: string[], timeout: number, concurrency: number): Promise<void> {
  if (files.length === 0) {
    console.log(`\n✖ ${name}: no test files found`);
    total.failed += 1;
    return;
  }
  const since = Date.now();
  const tap = join(mkdtempSync(join(tmpdir(), 'dora-tests-')), 'results.tap');
  const {ok, output} = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    `--test-timeout=${timeout}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  process.stdout.write(output);
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (key: string) => Number(report.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  total.passed += passed;
  total.failed += failed;
  if (!ok && failed === 0) total.failed += 1; // the runner itself failed
  console.log(`\n${name}: ${passed} passed, ${failed} failed ${took(since)}`);
}

/**
 * The browser test files that take longest (reading offline waits for service workers; accessibility scans fourteen
 * pages), started first so that neither is left running alone at the end.
 */
const slowestFirst = ['offline', 'a11y'].map((name) => join('tests', 'e2e', `${name}.test.ts`));

/** The browser tests, on the production build in build/. */
async function browserTests(): Promise<void> {
  const files = testFiles('tests/e2e').sort(
    (a, b) => Number(slowestFirst.includes(b)) - Number(slowestFirst.includes(a)),
  );
  if (existsSync('build/index.html')) return nodeTests('end-to-end tests', files, fileTimeout.e2e, 2);
  console.log('\n✖ end-to-end tests: no build to test');
  total.failed += 1;
}

async function main(): Promise<void> {
  // The checks and most unit tests, one after another, while the site builds (the build is the longest step and
  // uses both cores in bursts).
  await Promise.all([
    (async () => {
      await steps([
        ['typecheck (tsc)', 'npx', ['tsc']],
        ['lint (ESLint, stylelint)', 'npm', ['run', '--silent', 'lint']],
        ['format (Prettier, check only)', 'npm', ['run', '--silent', 'format:check']],
        ['API reference check (api:check)', 'npm', ['run', 'api:check']],
        ["code samples compile with the engine's toolchain (samples:check)", 'npm', ['run', 'samples:check']],
      ]);
      await nodeTests('unit tests', testFiles('tests/unit'), fileTimeout.unit, 1);
    })(),
    skipBuild ? Promise.resolve() : step('production build, en and zh-Hans', 'npm', ['run', 'build']),
  ]);
  // Then the browser tests, two files at a time.
  await browserTests();
  console.log(`\nall steps: ${((Date.now() - started) / 60000).toFixed(1)} min`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
