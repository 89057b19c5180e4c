// The article of a generated API page opened first in a visit keeps the server's HTML (src/static-article):
// what a reader does with it works as in a hydrated article, and pages reached afterwards are hydrated
// articles as before. Every other article hydrates, so a writer's component works on the first page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Locator, Page} from 'playwright-core';
import {hydrated, openPage, site} from './harness';

const server = site();

/** The article's text as the server sent it, read from the page's own HTML. */
async function serverText(page: Page, selector: string): Promise<string> {
  return page.evaluate(async (sel) => {
    const html = await (await fetch(location.href)).text();
    const article = new DOMParser().parseFromString(html, 'text/html').querySelector(sel);
    return article?.textContent ?? '';
  }, selector);
}

/** Clicks `link` and waits for its page; true when the page opened in the same document (client-side). */
async function openInPlace(page: Page, link: Locator): Promise<boolean> {
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForFunction((path) => decodeURI(location.pathname) === decodeURI(path), href);
  await page.locator('h1').first().waitFor();
  return page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument === true);
}

for (const prefix of ['', '/zh-Hans']) {
  test(`${prefix || '/'}: a link in the first API page's article opens its page in place, and the page is whole`, async () => {
    const {page, errors, close} = await openPage(server.browser);
    await page.goto(`${server.url}${prefix}/docs/api/Class/Vec2`);
    const article = page.locator('.theme-doc-markdown');
    await hydrated(page);
    assert.equal(await article.textContent(), await serverText(page, '.theme-doc-markdown'), 'the HTML is kept');
    assert.equal(await openInPlace(page, article.locator('a[href*="/docs/"]:not([href*="#"])').first()), true);
    // The page reached is rendered by React, so its own links are the theme's.
    assert.ok((await page.locator('.theme-doc-markdown p').count()) > 0);
    await page.goBack();
    await page.waitForFunction(() => location.pathname.endsWith('Vec2'));
    await page.locator('.theme-doc-markdown h1').first().waitFor();
    assert.equal(
      await page.locator('.theme-doc-markdown').textContent(),
      await serverText(page, '.theme-doc-markdown'),
    );
    assert.deepEqual(errors, []);
    await close();
  });
}

test("a link clicked as soon as the first page shows opens its page, whether the page's code has run or not", async () => {
  const {page, close} = await openPage(server.browser, {viewport: {width: 390, height: 800}});
  await page.goto(`${server.url}/docs/api/Class/Node`, {waitUntil: 'commit'});
  const link = page.locator('.theme-doc-markdown a[href="/docs/api/Class/Vec2"]').first();
  await link.click();
  await page.waitForFunction(() => location.pathname === '/docs/api/Class/Vec2');
  await page.locator('h1', {hasText: 'Vec2'}).waitFor();
  await close();
});

test("the first API page's code blocks get their buttons near the screen, and Copy copies the block as shown", async () => {
  const {page, errors, close} = await openPage(server.browser, {permissions: ['clipboard-read', 'clipboard-write']});
  await page.goto(`${server.url}/docs/api/Class/Node`);
  // The last block a reader sees, far below the first screen.
  const block = page.locator('.theme-doc-markdown .theme-code-block:visible').last();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
  await copy.click();
  assert.equal(
    await page.evaluate(() => navigator.clipboard.readText()),
    (await block.locator('pre').innerText()).replace(/\n$/, ''),
  );
  await block.getByRole('button', {name: 'Copied'}).waitFor();
  assert.deepEqual(errors, []);
  await close();
});

for (const [prefix, term] of [
  ['', 'sprite'],
  ['/zh-Hans', '图元'],
] as const) {
  test(`${prefix || '/'}: a writer's component works on the first page: the glossary's filter keeps what the reader types at once`, async () => {
    const {page, errors, close} = await openPage(server.browser);
    await page.goto(`${server.url}${prefix}/docs/tutorial/glossary`, {waitUntil: 'commit'});
    const box = page.locator('input.glossary-filter');
    // Typed as soon as the box shows, whether the page's code has run or not.
    await box.pressSequentially(term);
    await page.locator('.theme-doc-markdown table tbody tr').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.theme-doc-markdown tbody tr').length < 10);
    const rows = await page.locator('.theme-doc-markdown tbody tr th').allTextContents();
    assert.ok(rows.includes('sprite'), `the sprite row is kept: ${rows.join(', ')}`);
    assert.equal(await box.inputValue(), term);
    await box.fill('zzzz');
    await page.locator('[role="status"]', {hasText: prefix ? '没有匹配的术语' : 'No term matches'}).waitFor();
    assert.equal(await page.locator('.theme-doc-markdown tbody tr').count(), 0);
    assert.deepEqual(errors, []);
    await close();
  });
}

test("a post's diagrams draw", async () => {
  const {page, errors, close} = await openPage(server.browser);
  await page.goto(`${server.url}/blog/2024/4/25/tsx-dev-intro`);
  await page.locator('#__blog-post-container [data-mermaid-pending]').first().scrollIntoViewIfNeeded();
  await page.locator('#__blog-post-container .docusaurus-mermaid-container svg').first().waitFor({timeout: 20_000});
  assert.deepEqual(errors, []);
  await close();
});

test('in an article with a collapsible section, the section opens and shows its code', async () => {
  const {page, errors, close} = await openPage(server.browser);
  await page.goto(`${server.url}/docs/example/Platformer%20Tutorial/init`);
  await hydrated(page);
  const details = page.locator('.theme-doc-markdown details').first();
  await details.locator('summary').click();
  await page.waitForFunction(() => document.querySelector('.theme-doc-markdown details')?.hasAttribute('open'));
  await details.locator('pre').first().waitFor({state: 'visible'});
  assert.deepEqual(errors, []);
  await close();
});

test("the blog list shows each post's excerpt, and a link in one opens its page in place", async () => {
  const {page, errors, close} = await openPage(server.browser);
  await page.goto(`${server.url}/blog`);
  await hydrated(page);
  assert.ok((await page.locator('article > .markdown').count()) >= 5, 'posts listed');
  assert.equal(await openInPlace(page, page.locator('article > .markdown a[href^="/"]').first()), true);
  assert.deepEqual(errors, []);
  await close();
});
