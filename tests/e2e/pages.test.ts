// What a reader sees on content pages, and how the site answers bad input and failures.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {hydrated, navigateClientSide, openPage, revealDiagram, site, whenSettled} from './harness';

const server = site();

/** The scripts the page receives whose code passes `test`; the function returned lists them once every body so far is read. */
function scriptsWith(page: Page, test: (code: string) => boolean): () => Promise<string[]> {
  const found: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    const read = response.text().then(
      (code) => void (test(code) && found.push(response.url())),
      () => {}, // the page may close before a late prefetch is read
    );
    reads.push(read);
  });
  return async () => {
    await Promise.all(reads);
    return [...found];
  };
}

/**
 * The words of the h1 a page always renders, as the server writes them. Its content chunk renders them as the children of the
 * h1 element, which lets a test find that chunk without quoting the page's prose.
 */
async function headingOf(path: string): Promise<string> {
  const {page, close} = await openPage(server.browser, {javaScriptEnabled: false});
  await page.goto(`${server.url}${path}`);
  const heading = (await page.locator('article h1').textContent())?.trim() ?? '';
  await close();
  assert.ok(heading, `${path} has an h1`);
  return heading;
}

/** Whether a script is the content chunk that renders an h1 with these words. */
const rendersHeading = (code: string, heading: string) => code.includes(`children:${JSON.stringify(heading)}`);

const quickStart = '/docs/tutorial/quick-start';

for (const prefix of ['', '/zh-Hans']) {
  describe(`content pages ${prefix || '/'}`, () => {
    test('a docs page has an edit link into Docs/ and a last-updated line', async () => {
      const {page, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}${quickStart}`);
      const edit = await page.locator('a.theme-edit-this-page').getAttribute('href');
      assert.ok(edit?.startsWith('https://github.com/ippclub/Dora-SSR/tree/main/Docs/'), String(edit));
      assert.ok(
        edit?.includes(
          prefix ? 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/tutorial/' : 'Docs/docs/tutorial/',
        ),
      );
      const updated = await page.locator('.theme-last-updated').innerText();
      assert.match(updated, prefix ? /最后.*更新/ : /Last updated .*by /);
      await close();
    });

    test('a Mermaid diagram renders as an SVG, and lua, teal, yue and bash blocks are highlighted', async () => {
      const {page, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}${quickStart}`);
      await hydrated(page);
      await revealDiagram(page);
      await page.locator('.docusaurus-mermaid-container svg').first().waitFor({timeout: 20_000});
      for (const lang of ['lua', 'teal', 'yue', 'bash']) {
        const block = page.locator(`pre.language-${lang}`).first();
        assert.ok((await block.count()) > 0, `a ${lang} block exists`);
        const tokens = await block.locator('.token.keyword, .token.function, .token.string, .token.comment').count();
        assert.ok(tokens > 0, `${lang} block has highlighted tokens`);
      }
      await close();
    });

    test('an unknown path shows the not-found page with search and the four areas', async () => {
      const {page, errors, close} = await openPage(server.browser);
      const response = await page.goto(`${server.url}${prefix}/docs/no-such-page`);
      assert.equal(response?.status(), 404);
      await hydrated(page);
      assert.match(await page.locator('h1').first().innerText(), prefix ? /找不到页面/ : /Page Not Found/);
      assert.equal(await page.locator('.main-wrapper form[role="search"] input[name="q"]').count(), 1);
      const areas = await page
        .locator('a[href]')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const route of [
        '/docs/tutorial/quick-start',
        '/docs/api/intro',
        '/docs/example/First%20Game%20Tutorial/start',
        '/docs/creative/art-i',
      ]) {
        assert.ok(areas.includes(`${prefix}${route}`), `links to ${route}`);
      }
      assert.deepEqual(
        errors.filter((e) => !/404/.test(e)),
        [],
      );
      await close();
    });
  });
}

test('code is highlighted at build time: no Prism loads, on a first visit or after navigating', async () => {
  const {page, errors, close} = await openPage(server.browser);
  // Only Prism and its grammars (the chunks of the theme's renderer) extend Prism's languages.
  const prismScripts = scriptsWith(page, (code) => code.includes('languages.insertBefore'));
  const settled = whenSettled(page);
  await page.goto(`${server.url}/`);
  await hydrated(page);
  await navigateClientSide(page, '/docs/api/Class/Node');
  await page.locator('h1', {hasText: 'Node'}).waitFor();
  const blocks = page.locator('article pre.language-teal');
  assert.ok((await blocks.count()) > 50, 'the API page has its signatures');
  assert.ok((await blocks.first().locator('.token-line .token').count()) > 0, 'tokens after client-side navigation');
  await page.goto(`${server.url}${quickStart}`);
  await hydrated(page);
  await page.mouse.wheel(0, 20_000);
  // The blocks the wheel brought near the screen have had their chance to load what they need.
  await page.waitForFunction(() => window.scrollY > 0);
  await settled();
  assert.deepEqual(await prismScripts(), []);
  assert.deepEqual(errors, []);
  await close();
});

test('a crashed page shows the error chain, and Try again renders it again', async () => {
  const heading = await headingOf('/docs');
  const {page, close} = await openPage(server.browser);
  // Rewrite the chunk that renders the /docs page's h1 in flight so that rendering it throws, with a cause, while a flag is set.
  let rewritten = false;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!rendersHeading(body, heading)) return route.fulfill({response, body});
    rewritten = true;
    const children = `children:${JSON.stringify(heading)}`;
    const crash = `(window.__crash?(()=>{throw new Error("Scene failed to render",{cause:new Error("Texture atlas missing")})})():${JSON.stringify(heading)})`;
    return route.fulfill({response, body: body.replace(children, `children:${crash}`)});
  });
  await page.goto(`${server.url}/`);
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, {__crash: true}));
  await navigateClientSide(page, '/docs');
  const crashed = page.locator('h1', {hasText: 'This page crashed'});
  await crashed.or(page.locator('article h1', {hasText: heading})).waitFor();
  assert.ok(rewritten, `a chunk renders the h1 "${heading}"`);
  await crashed.waitFor();
  const text = await page.locator('main').innerText();
  assert.match(text, /Scene failed to render/);
  assert.match(text, /Cause:\s*Texture atlas missing/);
  await page.evaluate(() => Object.assign(window, {__crash: false}));
  await page.getByRole('button', {name: 'Try again'}).click();
  await page.locator('article h1', {hasText: heading}).waitFor();
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await close();
});

test('a diagram far down the page loads Mermaid only when the reader scrolls near it', async () => {
  const {page, close} = await openPage(server.browser, {viewport: {width: 390, height: 700}});
  const mermaid = scriptsWith(page, (code) => code.includes('mermaidAPI'));
  const settled = whenSettled(page);
  await page.goto(`${server.url}${quickStart}`);
  await hydrated(page);
  await settled();
  assert.ok((await page.locator('[data-mermaid-pending]').count()) > 0, 'the diagrams wait');
  assert.equal(await page.locator('.docusaurus-mermaid-container').count(), 0);
  assert.deepEqual(await mermaid(), [], 'no Mermaid before the reader scrolls');
  await revealDiagram(page);
  await page.locator('.docusaurus-mermaid-container svg').first().waitFor({timeout: 20_000});
  assert.ok((await mermaid()).length > 0, 'Mermaid loaded on the way');
  await close();
});

test('a diagram within a screen below the first waits while the page loads, and is drawn ahead once the reader scrolls', async () => {
  // The page is made just short enough that its first diagram lies between one and two screens down.
  const measure = await openPage(server.browser, {viewport: {width: 390, height: 844}});
  await measure.page.goto(`${server.url}/zh-Hans${quickStart}`, {waitUntil: 'domcontentloaded'});
  const top = await measure.page
    .locator('[data-mermaid-pending]')
    .first()
    .evaluate((e) => e.getBoundingClientRect().top);
  await measure.close();
  const height = Math.round(top / 1.6);
  const {page, close} = await openPage(server.browser, {viewport: {width: 390, height}});
  const mermaid = scriptsWith(page, (code) => code.includes('mermaidAPI'));
  const settled = whenSettled(page);
  await page.goto(`${server.url}/zh-Hans${quickStart}`);
  await hydrated(page);
  await settled();
  assert.deepEqual(await mermaid(), [], 'no Mermaid while the page loads');
  assert.equal(await page.locator('.docusaurus-mermaid-container').count(), 0);
  await page.mouse.wheel(0, Math.round(height * 0.3));
  const svg = page.locator('.docusaurus-mermaid-container svg').first();
  await svg.waitFor({timeout: 20_000});
  assert.ok((await mermaid()).length > 0, 'Mermaid loaded');
  const drawnAt = await svg.evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(
    drawnAt > height,
    `drawn before it reached the screen (its top ${Math.round(drawnAt)} px, the screen ${height} px)`,
  );
  await close();
});

test('a failed diagram chunk shows the error box, and Retry loads it', async () => {
  const {page, close} = await openPage(server.browser);
  let blocked = false;
  // Chunk files are named by id, so the diagram chunk is the one that renders the Mermaid container.
  await page.route('**/assets/js/*.js', async (route) => {
    if (blocked) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('docusaurus-mermaid-container')) return route.fulfill({response, body});
    blocked = true;
    return route.abort('failed');
  });
  await page.goto(`${server.url}${quickStart}`);
  await hydrated(page);
  await revealDiagram(page);
  const box = page.locator('.alert--danger', {hasText: 'could not be loaded'});
  await box.waitFor();
  assert.match(await box.innerText(), /ChunkLoadError|Loading chunk/i);
  assert.equal(await page.locator('.docusaurus-mermaid-container').count(), 0);
  await box.getByRole('button', {name: 'Retry'}).click();
  await page.locator('.docusaurus-mermaid-container svg').first().waitFor({timeout: 20_000});
  assert.ok(blocked);
  await close();
});

test('a slow route change shows the progress bar along the top until the page is there', async () => {
  const {page, errors, close} = await openPage(server.browser);
  await page.goto(`${server.url}/`);
  await hydrated(page);
  // Hold back the next page's code and data for a second.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 1000));
    await route.continue();
  });
  await navigateClientSide(page, '/docs/api/Class/Sprite');
  const bar = page.locator('#nprogress .bar'); // the theme's bar, shown after 200 ms
  await bar.waitFor({state: 'attached', timeout: 900});
  const box = await bar.boundingBox();
  assert.ok(box && box.y === 0 && box.height > 0, 'a bar at the top edge');
  await page.locator('article h1', {hasText: 'Sprite'}).waitFor();
  await bar.waitFor({state: 'detached'});
  assert.deepEqual(errors, []);
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await close();
});

test('a page chunk that fails during navigation logs a warning and reloads the page', async () => {
  const heading = await headingOf('/docs');
  const {page, warnings, close} = await openPage(server.browser);
  await page.goto(`${server.url}/`);
  await hydrated(page);
  // The chunk that renders the /docs page's h1 fails once.
  let blocked = false;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!blocked && rendersHeading(body, heading)) {
      blocked = true;
      await route.abort('failed');
      return;
    }
    await route.fulfill({response, body});
  });
  const reloaded = page.waitForEvent('load').then(
    () => true,
    () => false,
  );
  await navigateClientSide(page, '/docs');
  await page.locator('article h1', {hasText: heading}).waitFor();
  assert.ok(blocked, `the chunk that renders the h1 "${heading}" was blocked once`);
  assert.ok(await reloaded, 'the page reloaded');
  await page.unrouteAll({behavior: 'ignoreErrors'});
  assert.ok(
    warnings.some((w) => /ChunkLoadError|Loading chunk/i.test(w)),
    warnings.join('\n'),
  );
  await close();
});

test('with localStorage unavailable the site still works and logs a warning', async () => {
  const {page, errors, warnings, close} = await openPage(server.browser);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  await page.goto(`${server.url}${quickStart}`);
  await hydrated(page);
  await page.click('.navbar [class*="toggleButton"]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light', 'the toggle still works in memory');
  assert.ok(
    warnings.some((w) => /storage/i.test(w)),
    warnings.join('\n'),
  );
  assert.deepEqual(errors, []);
  await close();
});

// The home, tutorial, API Node, blog, post, search and not-found pages are checked in both locales by
// tests/e2e/a11y.test.ts, console included; these are the other pages the navbar and the home page lead to.
test('the other main pages load without console errors', async () => {
  const {page, errors, close} = await openPage(server.browser);
  for (const path of ['/docs', '/docs/api/intro', '/blog/dora-ssr', '/search', '/zh-Hans/docs/api/intro']) {
    await page.goto(`${server.url}${path}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
  assert.deepEqual(errors, []);
  await close();
});
