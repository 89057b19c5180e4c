// The API reference in the browser: the links between pages. (Finding names through search: the ranking check,
// tests/e2e/search-ranking.test.ts, and a real browser's search for each kind of query, tests/e2e/search-kinds.test.ts.)
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, openPage, site, whenSettled} from './harness';

const server = site();

describe('API pages', () => {
  test('a class page shows its member index with working anchors', async () => {
    const {page, close} = await openPage(server.browser);
    await page.goto(`${server.url}/docs/api/Class/Sprite`);
    await hydrated(page);
    const index = page.locator('#member-index');
    await index.waitFor();
    const links = page.locator('.api-member-list:has(h2#member-index) a');
    assert.ok((await links.count()) > 5);
    const href = (await links.first().getAttribute('href')) as string;
    assert.equal(await page.locator(`[id="${href.replace(/^.*#/, '')}"]`).count(), 1);
    await close();
  });

  test('a class page links to its class object, and the class object links back', async () => {
    const {page, close} = await openPage(server.browser);
    await page.goto(`${server.url}/zh-Hans/docs/api/Class/Sprite`);
    await hydrated(page);
    await page.locator('article a', {hasText: 'Sprite 类对象'}).first().click();
    await page.waitForURL('**/zh-Hans/docs/api/Class%20Object/Sprite');
    await page.locator('article a[href$="/docs/api/Class/Sprite"]').first().click();
    await page.waitForURL('**/zh-Hans/docs/api/Class/Sprite');
    await close();
  });

  test('an inherited member links to the page that defines it', async () => {
    const {page, close} = await openPage(server.browser);
    await page.goto(`${server.url}/docs/api/Class/Sprite`);
    await hydrated(page);
    await page.locator('.api-member-list:has(h2#inherited-members) a[href="/docs/api/Class/Node#addchild"]').click();
    await page.waitForURL('**/docs/api/Class/Node#addchild');
    await page.locator('h2#addchild').waitFor();
    await close();
  });

  for (const [locale, prefix, label, guide] of [
    ['en', '', 'Used in:', 'How to Create a Game Scene › Building a hierarchy'],
    ['zh-Hans', '/zh-Hans', '示例中的用法：', '如何创建游戏场景 › 构建层次结构'],
  ] as const) {
    test(`a member lists the guides whose samples use it, and a link leads to the sample's section (${locale})`, async () => {
      const {page, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/docs/api/Class/Node#addchild`);
      // The "Used in" line of a member's section (up to the next member's heading), as its place among all lines.
      const lineOf = (id: string) =>
        page.evaluate((heading) => {
          let node = document.getElementById(heading)?.nextElementSibling;
          while (node && node.tagName !== 'H2') {
            if (node.classList.contains('api-used-in'))
              return Array.from(document.querySelectorAll('.api-used-in')).indexOf(node);
            node = node.nextElementSibling;
          }
          return -1;
        }, id);
      await page.locator('h2#addchild').waitFor();
      const at = await lineOf('addchild');
      assert.ok(at >= 0, 'addChild lists the guides that call it');
      const section = page.locator('.api-used-in').nth(at);
      assert.match(await section.innerText(), new RegExp(`^${label}`));
      assert.equal(await lineOf('moveandcullitems'), -1, 'moveAndCullItems, which no sample calls, lists no guide');
      await section.getByRole('link', {name: guide}).click();
      await page.waitForURL(`**${prefix}/docs/tutorial/setup-scene#building-a-hierarchy`);
      await page.locator('h2#building-a-hierarchy').waitFor();
      await close();
    });
  }

  test('an event page shows how to subscribe in four languages', async () => {
    const {page, close} = await openPage(server.browser);
    await page.goto(`${server.url}/docs/api/Node%20Event/Node`);
    await hydrated(page);
    const tabs = await page.locator('#subscribe ~ div [role="tab"]').allInnerTexts();
    assert.deepEqual(tabs.slice(0, 4), ['Lua', 'Teal', 'YueScript', 'TypeScript']);
    await close();
  });

  test('a code block far down gets its copy button when the reader scrolls to it, and the button copies', async () => {
    const {page, errors, close} = await openPage(server.browser, {permissions: ['clipboard-read', 'clipboard-write']});
    await page.goto(`${server.url}/docs/api/Class/Node`);
    await hydrated(page);
    const copyButtons = page.locator('article .theme-code-block button[aria-label]');
    const blocks = await page.locator('article .theme-code-block').count();
    assert.ok((await copyButtons.count()) < blocks / 4, 'only blocks near the screen have their buttons at first');
    // The last block a reader sees: the Teal signature of the last member (its TypeScript form is hidden).
    const last = page.locator('article .api-sig-teal .theme-code-block').last();
    await last.scrollIntoViewIfNeeded();
    const button = last.locator('button[aria-label]').last();
    await button.waitFor({state: 'attached'});
    await last.hover();
    await button.click();
    assert.equal(
      (await page.evaluate(() => navigator.clipboard.readText())).trim(),
      (await last.locator('pre').innerText()).trim(),
    );
    assert.deepEqual(errors, []);
    await close();
  });

  test('links in view prefetch the code of the pages they open', async () => {
    // Scripts a page has run (webpack removes a chunk's script element after it runs; the timing entry stays).
    const running = (p: Page, since = 0) =>
      p.evaluate(
        (from) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' && e.startTime >= from)
            .map((e) => new URL(e.name).pathname),
        since,
      );
    // What the Node page runs, from a visit of its own. Each page is read once its idle-time work is done:
    // every page then also runs the service worker's registration code, which is no page's own.
    const direct = await openPage(server.browser);
    const directSettled = whenSettled(direct.page);
    await direct.page.goto(`${server.url}/docs/api/Class/Node`);
    await hydrated(direct.page);
    await directSettled();
    const nodeFiles = await running(direct.page);
    await direct.close();

    const {page, errors, close} = await openPage(server.browser);
    const settled = whenSettled(page);
    await page.goto(`${server.url}/docs/api/Class/Sprite`);
    await hydrated(page);
    await settled();
    const before = await running(page);
    const needed = nodeFiles.filter((f) => !before.includes(f));
    assert.ok(needed.length > 0, 'the Node page has code of its own');
    // The link to Node (Inherits from) is in view: its files get prefetched.
    await page.waitForFunction(
      (files) => files.every((f) => document.querySelector(`head link[rel="prefetch"][href="${f}"]`)),
      needed,
      {timeout: 15_000},
    );
    const prefetched = await page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // Docusaurus's prefetch adds a link for each file of each route in view, also for files shared by several
    // routes or already run, which the browser takes from its cache (maintainers/performance.md).
    // Opening the linked Node page needs only files that were prefetched. (The search box's code loads
    // when the pointer crosses the navbar, as it may on the way: only the Node page's own files count.)
    const clickedAt = await page.evaluate(() => performance.now());
    await page.locator('article a[href="/docs/api/Class/Node"]').first().click();
    await page.waitForURL(/\/docs\/api\/Class\/Node$/);
    await page.locator('h1', {hasText: 'Node'}).waitFor();
    const added = (await running(page, clickedAt)).filter((f) => !before.includes(f));
    assert.ok(
      added.some((f) => nodeFiles.includes(f)),
      'the Node page loads its own code',
    );
    assert.deepEqual(
      added.filter((f) => nodeFiles.includes(f) && !prefetched.includes(f)),
      [],
      'every file of the Node page it loads was prefetched',
    );
    assert.deepEqual(errors, []);
    await close();
  });

  test('on a phone, a wide signature gets the word-wrap button when it comes into view, and the button wraps it', async () => {
    const {page, errors, close} = await openPage(server.browser, {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${server.url}/docs/api/Class/Node`);
    await hydrated(page);
    const wide = page.locator('article .theme-code-block').filter({hasText: 'schedule: function'}).first();
    await wide.scrollIntoViewIfNeeded();
    const wrap = wide.locator('button[aria-label="Toggle word wrap"]');
    await wrap.waitFor({state: 'attached'});
    const pre = wide.locator('pre');
    assert.ok(await pre.evaluate((e) => e.scrollWidth > e.clientWidth), 'the signature is wider than a phone');
    await wrap.dispatchEvent('click');
    await page.waitForFunction((e) => e!.scrollWidth <= e!.clientWidth, await pre.elementHandle());
    assert.equal(await pre.locator('code').evaluate((e) => getComputedStyle(e).whiteSpace), 'pre-wrap');
    assert.deepEqual(errors, []);
    await close();
  });
});
