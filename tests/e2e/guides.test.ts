// Guides in the browser: the reader's language choice follows them, and diagrams render in both colour modes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Locator, Page} from 'playwright-core';
import {glossary} from '../../src/data/glossary';
import {hydrated, navigateClientSide, openPage, site, revealDiagram, whenSettled} from './harness';

const server = site();

const selectedTab = (page: Page) =>
  page
    .locator('[role="tab"][aria-selected="true"]', {hasText: /^(Lua|Teal|YueScript|TypeScript|TSX)$/})
    .first()
    .innerText();

/**
 * Scrolls to a tab and lets what that brings near the screen settle before the reader clicks: a diagram above
 * the quick start's first tab group is drawn once it nears the screen, and grows by about 400 px, which moved the
 * tab from under a click made at once (the reader sees it move; the maintainers' notes list it).
 */
async function scrollToAndSettle(tab: Locator, settled: () => Promise<void>): Promise<void> {
  await tab.scrollIntoViewIfNeeded();
  await settled();
  await tab.scrollIntoViewIfNeeded();
}

test('the chosen code language is remembered across pages and reloads', async () => {
  const {page, close} = await openPage(server.browser);
  const settled = whenSettled(page);
  await page.goto(`${server.url}/docs/tutorial/quick-start`);
  await hydrated(page);
  assert.equal(await selectedTab(page), 'Lua', 'Lua is the default');
  const yue = page.locator('[role="tab"]', {hasText: /^YueScript$/}).first();
  await scrollToAndSettle(yue, settled);
  await yue.click();
  // The choice is stored by the click's handler; wait for it rather than read it the instant the click returns.
  await page.waitForFunction(() => localStorage.getItem('docusaurus.tab.language-select') === 'yue', undefined, {
    timeout: 5_000,
  });
  await navigateClientSide(page, '/docs/tutorial/Using%20Nodes/using-sprite');
  await page.locator('article h1').first().waitFor();
  await page.waitForFunction(() => location.pathname.includes('using-sprite'));
  assert.equal(await selectedTab(page), 'YueScript');
  await page.reload();
  await hydrated(page);
  assert.equal(await selectedTab(page), 'YueScript');
  await close();
});

test('a code sample in another language tab gets its copy button when the reader opens that tab', async () => {
  const {page, close} = await openPage(server.browser);
  const settled = whenSettled(page);
  await page.goto(`${server.url}/docs/tutorial/quick-start`);
  await hydrated(page);
  const tabs = page
    .locator('.tabs-container')
    .filter({has: page.locator('[role="tab"]', {hasText: /^Teal$/})})
    .first();
  await scrollToAndSettle(tabs, settled);
  assert.equal(
    await tabs.locator('[role="tabpanel"]:not([hidden]) .theme-code-block.language-lua').count(),
    1,
    'Lua shows first',
  );
  await tabs.locator('[role="tab"]', {hasText: /^Teal$/}).click();
  const teal = tabs.locator('[role="tabpanel"]:not([hidden])');
  // The click's re-render may land a moment later: wait for the Teal sample to show, then check it is the only one.
  await teal.locator('.theme-code-block.language-teal').first().waitFor();
  assert.equal(await teal.locator('.theme-code-block.language-teal').count(), 1);
  await teal.locator('button[aria-label="Copy code to clipboard"]').first().waitFor({state: 'attached'});
  await close();
});

test("a guide's tabs work before the page's code has run, by pointer and by keyboard, and a stored choice shows from the first paint", async () => {
  const {page, errors, close} = await openPage(server.browser);
  // Only the HTML and its inline script are there: the page's scripts never arrive.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${server.url}/docs/tutorial/quick-start`, {waitUntil: 'domcontentloaded'});
  const group = page.locator('[data-tabs-group="language-select"]').first();
  const shown = () => group.locator('[role="tabpanel"]:visible').getAttribute('data-tab-value');
  assert.equal(await shown(), 'lua');
  await group.locator('[role="tab"]', {hasText: /^Teal$/}).click();
  assert.equal(await shown(), 'teal');
  assert.equal(await group.locator('[role="tab"][aria-selected="true"]').textContent(), 'Teal');
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.language-select')), 'teal');
  // Every group of the page follows, hidden panels included.
  assert.equal(
    await page.locator('[data-tabs-group="language-select"] [role="tabpanel"][data-tab-value="teal"][hidden]').count(),
    0,
  );
  // Keyboard: the arrow moves the focus, Enter chooses.
  await group.locator('[role="tab"][aria-selected="true"]').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'YueScript');
  await page.keyboard.press('Enter');
  assert.equal(await shown(), 'yue');
  // A new visit shows the stored choice as soon as the page is parsed, before any script of the page runs.
  await page.goto(`${server.url}/docs/tutorial/Using%20Nodes/using-sprite`, {waitUntil: 'domcontentloaded'});
  assert.equal(
    await page
      .locator('[data-tabs-group="language-select"]')
      .first()
      .locator('[role="tabpanel"]:visible')
      .getAttribute('data-tab-value'),
    'yue',
  );
  assert.deepEqual(
    errors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e)),
    [],
  );
  await close();
});

for (const mode of ['dark', 'light'] as const) {
  test(`a tutorial's Mermaid diagram renders in ${mode} mode`, async () => {
    const {page, close} = await openPage(server.browser);
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(`${server.url}/zh-Hans/docs/tutorial/quick-start`);
    await hydrated(page);
    assert.equal(await page.getAttribute('html', 'data-theme'), mode);
    await revealDiagram(page);
    const svg = page.locator('.docusaurus-mermaid-container svg').first();
    await svg.waitFor({timeout: 20_000});
    const box = await svg.boundingBox();
    assert.ok(box && box.width > 100 && box.height > 50, 'the diagram has a real size');
    assert.ok((await svg.locator('text, foreignObject').count()) > 0, 'the diagram has labels');
    await close();
  });
}

test('the glossary lists every term in both locales, with its API page, and Chinese emphasis stands upright', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/docs/tutorial/glossary`);
  const rows = page.locator('article table tbody tr');
  await rows.first().waitFor();
  assert.equal(await rows.count(), glossary.length);
  assert.equal(
    await page
      .locator('article em')
      .first()
      .evaluate((e) => getComputedStyle(e).fontStyle),
    'italic',
    'English keeps italics',
  );
  await page.goto(`${server.url}/zh-Hans/docs/tutorial/glossary`);
  const sprite = page.locator('article table tbody tr', {has: page.locator('th', {hasText: /^sprite$/})});
  await sprite.waitFor();
  assert.equal(await page.locator('article table tbody tr').count(), glossary.length);
  assert.equal((await sprite.locator('td').first().innerText()).trim(), '精灵');
  assert.equal(await sprite.locator('a').getAttribute('href'), '/zh-Hans/docs/api/Class/Sprite');
  const em = await page
    .locator('article em')
    .first()
    .evaluate((e) => {
      const style = getComputedStyle(e);
      return {fontStyle: style.fontStyle, emphasis: style.getPropertyValue('text-emphasis-style')};
    });
  assert.equal(em.fontStyle, 'normal', 'CJK fonts have no italic');
  assert.match(em.emphasis, /dot/, 'emphasis dots mark the words instead');
  await close();
});
