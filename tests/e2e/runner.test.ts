// The language tutorials' samples run in the page (issue 38): Run on a Teal, Lua, TypeScript and YueScript block
// in both locales prints what the page shows; a type error, an endless loop and an edit are answered; and no page's
// first visit loads a runtime.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from 'playwright-core';
import {budgetPages} from '../../scripts/budgets';
import {buildDir, hydrated, openPage, site, whenSettled} from './harness';

const server = site();
const tutorial = '/docs/tutorial/Language%20Tutorial';

/** The words of the runner's controls and answers in each locale (i18n/zh-Hans/code.json). */
const words = {
  en: {
    run: 'Run',
    edit: 'Edit',
    reset: 'Reset',
    output: 'Output of this run',
    compile: 'Did not compile',
    time: /ran past the 3-second limit/,
  },
  'zh-Hans': {
    run: '运行',
    edit: '编辑',
    reset: '还原',
    output: '本次运行的输出',
    compile: '未能编译',
    time: /超过了 3 秒的时限/,
  },
} as const;
type Locale = keyof typeof words;
const prefix = (locale: Locale) => (locale === 'en' ? '' : '/zh-Hans');

/**
 * The first runnable block whose code contains `text`, with its controls, found by its place on the page: once
 * the reader edits it, its code is in a text box, which its text no longer shows.
 */
async function runnable(page: Page, text: string): Promise<Locator> {
  const all = page.locator('[data-runnable-sample]');
  await all.filter({hasText: text}).first().waitFor();
  const index = await all.evaluateAll((blocks, t) => blocks.findIndex((b) => b.textContent?.includes(t)), text);
  return all.nth(index);
}

/** What the reader's run printed, once the run has answered. */
async function runOutput(block: Locator, locale: Locale): Promise<string> {
  const result = block.getByRole('status');
  await result.getByText(words[locale].output).waitFor({timeout: 30_000});
  return result.innerText();
}

const samples = [
  // [page, a line of the block, its language, what the page shows it printing in English and in Chinese]
  [`${tutorial}/teal-tutorial`, 'print(add(10, 32))', 'Teal', '42', '42'],
  [`${tutorial}/Using%20TypeScript%20in%20Dora/self-parameter`, 'local function twice(____, x)', 'Lua', '5', '5'],
  // This one needs TypeScriptToLua's Lua library (Object.keys).
  [
    `${tutorial}/Using%20TypeScript%20in%20Dora/caveats`,
    'print(Object.keys(wallet).length)',
    'TypeScript',
    'false\n1',
    'false\n1',
  ],
  [`${tutorial}/yuescript-15min`, 'if 1 + 1 == 2', 'YueScript', 'back outside', '回到了块外面'],
] as const;

for (const locale of ['en', 'zh-Hans'] as const) {
  test(`Run on a Teal, a Lua, a TypeScript and a YueScript block prints what the page shows (${locale})`, async () => {
    const {page, errors, close} = await openPage(server.browser);
    for (const [path, line, language, en, zh] of samples) {
      const printed = locale === 'en' ? en : zh;
      await page.goto(`${server.url}${prefix(locale)}${path}`, {waitUntil: 'domcontentloaded'});
      // As a reader does: press Run as soon as the block shows, hydrated or not.
      const block = await runnable(page, line);
      await block.getByRole('button', {name: words[locale].run}).click();
      assert.match(await runOutput(block, locale), new RegExp(printed), `${language} on ${path}`);
    }
    assert.deepEqual(errors, []);
    await close();
  });
}

test('an edited Teal block with a type error shows the compiler’s error, and Reset brings the page’s code back', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/zh-Hans${tutorial}/teal-tutorial`, {waitUntil: 'domcontentloaded'});
  const block = await runnable(page, 'print(add(10, 32))');
  await block.getByRole('button', {name: words['zh-Hans'].edit}).click();
  const editor = block.locator('textarea');
  await editor.fill((await editor.inputValue()).replace('add(10, 32)', 'add(10, "32")'));
  await block.getByRole('button', {name: words['zh-Hans'].run}).click();
  const result = block.getByRole('status');
  await result.getByText(words['zh-Hans'].compile).waitFor({timeout: 30_000});
  assert.match(await result.innerText(), /got string "32", expected number/);
  await block.getByRole('button', {name: words['zh-Hans'].reset}).click();
  await block.locator('textarea').waitFor({state: 'detached'});
  assert.match(await block.locator('.theme-code-block').innerText(), /print\(add\(10, 32\)\)/);
  await close();
});

test('an endless loop is stopped after the time limit, and the next run works', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}${tutorial}/Using%20TypeScript%20in%20Dora/self-parameter`);
  await hydrated(page);
  const block = await runnable(page, 'local function twice(____, x)');
  await block.getByRole('button', {name: words.en.edit}).click();
  const editor = block.locator('textarea');
  await editor.fill('print("before the loop")\nwhile true do end');
  await block.getByRole('button', {name: words.en.run}).click();
  const result = block.getByRole('status');
  await result.getByText(words.en.time).waitFor({timeout: 30_000});
  assert.match(await result.innerText(), /before the loop/);
  await editor.fill('print("after")');
  await block.getByRole('button', {name: words.en.run}).click();
  await result.getByText('after', {exact: true}).waitFor({timeout: 30_000});
  await close();
});

test('no first visit loads a runtime: not the budget pages, not a tutorial with runnable blocks, not the precache', async () => {
  const {page, close} = await openPage(server.browser);
  const runtimes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/runner/')) runtimes.push(request.url());
  });
  const settled = whenSettled(page);
  for (const locale of ['en', 'zh-Hans'] as const) {
    for (const path of [...budgetPages, `${tutorial}/teal-tutorial`]) {
      await page.goto(`${server.url}${prefix(locale)}${path}`);
      await hydrated(page);
      await settled();
    }
    const worker = readFileSync(join(buildDir, prefix(locale), 'sw.js'), 'utf8');
    assert.doesNotMatch(worker, /runner\//, `${locale}: the service worker does not precache the runner`);
  }
  assert.deepEqual(runtimes, []);
  await close();
});
