// Local search as a reader uses it: typing at once, the shortcut, input methods, the results page,
// highlighted landings, the empty page, and bad or hostile addresses. No test waits for hydration or for
// the plugin's box before acting: a reader types as soon as the box shows.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page, Route} from 'playwright-core';
import {areaStartPages} from '../../src/data/areas';
import {hydrated, openPage, searchInput, searchMenu, site, typeSearch} from './harness';

const server = site();
const option = `${searchMenu} [role="option"]`;

/** Waits until the suggestions mark `term` (so they answer the whole query, not a prefix of it), and returns their texts. */
async function suggestionsFor(page: Page, term: string): Promise<string[]> {
  await page.waitForFunction(
    ({menu, want}) =>
      Array.from(document.querySelectorAll(`${menu} [role="option"] mark`)).some(
        (m) => m.textContent?.toLowerCase() === want,
      ),
    {menu: searchMenu, want: term.toLowerCase()},
    {timeout: 15_000},
  );
  return page.locator(option).allInnerTexts();
}

/** Holds back every response whose URL matches until `release` is called; returns that function. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

describe('typing into the search box at once', () => {
  for (const prefix of ['', '/zh-Hans']) {
    for (const width of [1366, 390]) {
      test(`${prefix || '/'} at ${width} px: every key ${width < 500 ? 'tapped' : 'typed'} at once reaches the box and the suggestions answer the whole query`, async () => {
        const {page, errors, close} = await openPage(server.browser, {
          viewport: {width, height: 800},
          isMobile: width < 500,
          hasTouch: width < 500,
        });
        await page.goto(`${server.url}${prefix}/`, {waitUntil: 'commit'});
        if (width < 500) {
          // On a phone the reader taps the box, then types.
          await page.locator(searchInput).tap();
          await page.keyboard.type('sprite', {delay: 60});
        } else {
          await typeSearch(page, 'sprite', 60);
        }
        const hits = await suggestionsFor(page, 'sprite');
        assert.equal(await page.locator(searchInput).inputValue(), 'sprite');
        assert.ok(hits.length >= 1 && hits.length <= 8, `1..8 suggestions, got ${hits.length}`);
        assert.ok(
          await page.locator(searchInput).evaluate((el) => el === document.activeElement),
          'the box keeps the focus',
        );
        assert.deepEqual(errors, []);
        await close();
      });
    }
  }

  test('keys typed before the scripts arrive and while the index loads are all kept, caret included', async () => {
    const {page, errors, close} = await openPage(server.browser);
    // A slow network: the site's scripts and the index arrive only after the reader has started typing.
    const releaseScripts = await holdBack(page, /\/assets\/js\/.*\.js$/);
    const releaseIndex = await holdBack(page, /search-index.*\.json/);
    await page.goto(`${server.url}/docs/tutorial/quick-start`, {waitUntil: 'commit'});
    await typeSearch(page, 'node', 40);
    assert.notEqual(
      await page.evaluate(() => document.documentElement.dataset.hasHydrated),
      'true',
      'typed before hydration',
    );
    releaseScripts();
    await hydrated(page);
    await page.keyboard.type(' spr', {delay: 40}); // the plugin's box is loading its index meanwhile
    releaseIndex();
    await page.keyboard.type('ite', {delay: 40});
    await page.keyboard.press('Home');
    await page.keyboard.type('add ', {delay: 40}); // in the middle: the caret came along
    await suggestionsFor(page, 'sprite');
    assert.equal(await page.locator(searchInput).inputValue(), 'add node sprite');
    assert.deepEqual(errors, []);
    await close();
  });

  test('Ctrl+K right after the page loads focuses the box, and typing goes into it', async () => {
    const {page, errors, close} = await openPage(server.browser);
    await page.goto(`${server.url}/`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('label', {delay: 40});
    await suggestionsFor(page, 'label');
    assert.equal(await page.locator(searchInput).inputValue(), 'label');
    assert.deepEqual(errors, []);
    await close();
  });

  test('pasting a query into the box shows its suggestions', async () => {
    const {page, close} = await openPage(server.browser);
    await page.goto(`${server.url}/`, {waitUntil: 'commit'});
    await page.locator(searchInput).click();
    await page.keyboard.insertText('physics world');
    await suggestionsFor(page, 'physics');
    assert.equal(await page.locator(searchInput).inputValue(), 'physics world');
    await close();
  });

  test('Chinese typed through an input method is kept once, even when the box is swapped mid-composition', async () => {
    const {page, errors, close} = await openPage(server.browser);
    const releaseIndex = await holdBack(page, /search-index.*\.json/);
    await page.goto(`${server.url}/zh-Hans/`, {waitUntil: 'commit'});
    await page.locator(searchInput).click();
    const cdp = await page.context().newCDPSession(page);
    for (const text of ['j', 'jing', 'jingl', 'jingling']) {
      await cdp.send('Input.imeSetComposition', {text, selectionStart: text.length, selectionEnd: text.length});
      await page.waitForTimeout(60);
    }
    await hydrated(page);
    releaseIndex(); // the plugin's box gets ready while the pinyin is still being composed
    await page.waitForTimeout(500);
    await cdp.send('Input.insertText', {text: '精灵'});
    await suggestionsFor(page, '精灵');
    assert.equal(await page.locator(searchInput).inputValue(), '精灵');
    assert.deepEqual(errors, []);
    await close();
  });

  test('a query with no hits says No results', async () => {
    const {page, close} = await openPage(server.browser);
    await page.goto(`${server.url}/`, {waitUntil: 'commit'});
    await typeSearch(page, 'qwzxvbnmkj');
    await page.locator(searchMenu, {hasText: 'No results'}).waitFor();
    assert.equal(await page.locator(option).count(), 0);
    await close();
  });

  test('Enter before the suggestions are ready opens the results page for the query', async () => {
    const {page, close} = await openPage(server.browser);
    await holdBack(page, /search-index.*\.json/); // never arrives in the navbar box
    await page.goto(`${server.url}/`, {waitUntil: 'commit'});
    await typeSearch(page, 'sprite');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=sprite$/);
    await close();
  });
});

describe('landing on a hit', () => {
  test('a result on /search opens its page with "sprite" marked in the article', async () => {
    const {page, errors, close} = await openPage(server.browser);
    await page.goto(`${server.url}/search?q=sprite`);
    const first = page.locator('article[class*="searchResultItem"] h2 a').first();
    await first.waitFor();
    assert.equal(await page.locator('main input[type="search"][name="q"]').inputValue(), 'sprite');
    await first.click();
    await page.waitForURL(/_highlight=sprite/);
    await page.locator('article mark').first().waitFor();
    assert.match((await page.locator('article mark').first().innerText()).toLowerCase(), /sprite/);
    assert.deepEqual(errors, []);
    await close();
  });

  test('a suggestion opens its page with the term marked', async () => {
    const {page, close} = await openPage(server.browser);
    await page.goto(`${server.url}/docs/tutorial/quick-start`, {waitUntil: 'commit'});
    await typeSearch(page, 'sprite');
    await suggestionsFor(page, 'sprite');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/_highlight=sprite/);
    await page.locator('article mark').first().waitFor();
    await close();
  });

  const landings: [string, string, string][] = [
    ['an API page', '/docs/api/Class/Sprite?_highlight=sprite', 'sprite'],
    ['a guide', '/docs/tutorial/quick-start?_highlight=node', 'node'],
    ['a Chinese guide', `/zh-Hans/docs/tutorial/quick-start?_highlight=${encodeURIComponent('节点')}`, '节点'],
  ];
  for (const [what, path, term] of landings) {
    test(`a pasted link to ${what} with _highlight marks the term`, async () => {
      const {page, errors, close} = await openPage(server.browser);
      await page.goto(`${server.url}${path}`);
      await page.locator('article mark').first().waitFor();
      const marked = await page.locator('article mark').allInnerTexts();
      assert.ok(
        marked.every((m) => m.toLowerCase().includes(term)),
        JSON.stringify(marked.slice(0, 5)),
      );
      assert.deepEqual(errors, []);
      await close();
    });
  }

  test('a link with a heading scrolls to that heading, and leaving the page takes the marks away', async () => {
    const {page, close} = await openPage(server.browser);
    await page.goto(`${server.url}/docs/api/Class/Node?_highlight=addchild#addchild`);
    await page.locator('article mark').first().waitFor();
    const top = await page.locator('#addchild').evaluate((h) => h.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 300, `the heading is at the top of the window (${top})`);
    await hydrated(page);
    await page.locator('a[href="/docs/api/Class/Sprite"]').first().click();
    await page.waitForURL(/\/docs\/api\/Class\/Sprite$/);
    await page.locator('article h1', {hasText: 'Sprite'}).waitFor();
    assert.equal(await page.locator('article mark').count(), 0);
    await close();
  });
});

describe('the search page', () => {
  for (const [prefix, heading, areaLink] of [
    ['', /What you can search/, 'Tutorial'],
    ['/zh-Hans', /可以搜索什么/, '教程'],
  ] as const) {
    test(`${prefix}/search with no query shows what can be searched and the areas`, async () => {
      const {page, errors, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/search`);
      await page.locator('main h2', {hasText: heading}).waitFor();
      const links = await page
        .locator('main a[href]')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const route of [...Object.values(areaStartPages).map(encodeURI), '/blog']) {
        assert.ok(links.includes(`${prefix}${route}`), `links to ${route}`);
      }
      assert.ok(await page.locator('main a', {hasText: areaLink}).count());
      // Typing a query there replaces the guide with results.
      await page.locator('main input[type="search"]').fill('sprite');
      await page.locator('article[class*="searchResultItem"]').first().waitFor();
      assert.equal(await page.locator('main h2', {hasText: heading}).count(), 0);
      assert.deepEqual(errors, []);
      await close();
    });
  }

  test("a query typed into the page's box before the scripts ran stays in the box and is searched", async () => {
    const {page, errors, close} = await openPage(server.browser);
    // The scripts are held back, so the typing surely lands before hydration (a slow phone's first second).
    const release = await holdBack(page, /\/assets\/js\//);
    await page.goto(`${server.url}/search`, {waitUntil: 'commit'});
    await page.locator('main input[type="search"]').fill('sprite');
    release();
    await page.locator('article[class*="searchResultItem"]').first().waitFor();
    assert.equal(await page.locator('main input[type="search"]').inputValue(), 'sprite');
    assert.deepEqual(errors, []);
    await close();
  });

  test('an unknown version falls back to the current index with a note, and logs no error', async () => {
    const {page, errors, close} = await openPage(server.browser);
    await page.goto(`${server.url}/search?q=sprite&version=nosuch`);
    await page.locator('main [role="status"]', {hasText: 'nosuch'}).waitFor();
    await page.locator('article[class*="searchResultItem"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(errors, []);
    await close();
  });

  test('hostile q, ctx and _highlight values are shown as text and never run', async () => {
    const {page, errors, close} = await openPage(server.browser);
    const hostile = '<img src=x onerror="window.__ran=1">';
    const q = encodeURIComponent(hostile);
    await page.goto(`${server.url}/search?q=${q}&ctx=${q}`);
    await page.locator('main h1', {hasText: 'onerror'}).waitFor();
    await page.goto(`${server.url}/docs/tutorial/quick-start?_highlight=${q}&_highlight=sprite`);
    await page.locator('article mark').first().waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as {__ran?: number}).__ran), undefined);
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await close();
  });
});
