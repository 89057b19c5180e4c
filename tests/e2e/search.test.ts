// Local search in both languages: suggestions, shortcut, the results page, highlighting on the target page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, openPage, searchInput, searchMenu, site, typeSearch} from './harness';

const server = site();

async function suggest(page: Page, query: string): Promise<string[]> {
  await typeSearch(page, query);
  await page.locator(searchMenu).waitFor({state: 'visible'});
  await page.locator(`${searchMenu} [role="option"]`).first().waitFor();
  return page.locator(`${searchMenu} [role="option"]`).allInnerTexts();
}

test('an English word suggests English pages, at most 8, with See all results', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/docs/tutorial/quick-start`);
  await hydrated(page);
  const hits = await suggest(page, 'sprite');
  assert.ok(hits.length >= 1 && hits.length <= 8, `1..8 suggestions, got ${hits.length}`);
  assert.ok(hits.some((h) => /sprite/i.test(h)));
  assert.match(await page.locator(searchMenu).innerText(), /See all results/);
  await close();
});

test('a Chinese word on /zh-Hans/ suggests Chinese pages', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/zh-Hans/docs/tutorial/quick-start`);
  await hydrated(page);
  const hits = await suggest(page, '精灵');
  assert.ok(hits.length >= 1 && hits.length <= 8, `1..8 suggestions, got ${hits.length}`);
  assert.ok(hits.some((h) => h.includes('精灵')));
  assert.match(await page.locator(searchMenu).innerText(), /查看全部结果/);
  await close();
});

test('Ctrl+K focuses the search box', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/`);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), searchInput, {timeout: 5000});
  await close();
});

test('a query with no hits says No results', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/`);
  await hydrated(page);
  await typeSearch(page, 'qwzxvbnmkj');
  await page.locator(searchMenu, {hasText: 'No results'}).waitFor();
  assert.equal(await page.locator(`${searchMenu} [role="option"]`).count(), 0);
  await close();
});

test('the search page reads q from the address and lists hits', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/search?q=sprite`);
  await hydrated(page);
  const hits = page.locator('article[class*="searchResultItem"] h2 a');
  await hits.first().waitFor();
  assert.equal(await page.inputValue('input[type="search"][name="q"]'), 'sprite');
  assert.match((await hits.first().getAttribute('href')) ?? '', /_highlight=sprite/);
  await close();
});

test('opening a hit lands with the highlight parameter and marks the term', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/docs/tutorial/quick-start`);
  await hydrated(page);
  await suggest(page, 'sprite');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/_highlight=sprite/);
  await page.locator('article mark').first().waitFor();
  assert.match((await page.locator('article mark').first().innerText()).toLowerCase(), /sprite/);
  await close();
});
