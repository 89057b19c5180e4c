// Reading offline as a reader does it (README, "Reading offline"): a first visit, then the network off; search
// without a network; a new build reaching a returning reader. Both locales.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {areaStartPages} from '../../src/data/areas';
import {
  browserArgs,
  buildDir,
  chromePath,
  hydrated,
  navigateClientSide,
  openPage,
  revealDiagram,
  searchMenu,
  site,
  startServer,
  typeSearch,
} from './harness';

const server = site();

const locales = [
  {
    prefix: '',
    offline: 'You are offline',
    popup: 'New version available',
    refresh: 'Refresh',
    retry: 'Try again',
  },
  {
    prefix: '/zh-Hans',
    offline: '你已离线',
    popup: '文档已更新',
    refresh: '刷新',
    retry: '重试',
  },
] as const;

/**
 * The first visit is over: the site's service workers have activated and the page is read through its
 * locale's worker, as it is for a reader who comes back. (Activation includes keeping the pages open then.)
 */
async function firstVisitDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const workers = navigator.serviceWorker;
    // This locale's worker, then every other the visit registered (a locale under a sub-path also registers the root's).
    for (const registration of [await workers.ready, ...(await workers.getRegistrations())]) {
      for (;;) {
        const worker = registration.installing ?? registration.waiting ?? registration.active;
        if (!worker || worker.state === 'activated') break;
        await new Promise((resolve) => worker.addEventListener('statechange', resolve, {once: true}));
      }
    }
    if (!workers.controller)
      await new Promise((resolve) => workers.addEventListener('controllerchange', resolve, {once: true}));
  });
}

/** A fresh reader's browser on `url`, its first visit done. */
async function firstVisit(browser: Browser, url: string) {
  const watched = await openPage(browser);
  await watched.page.goto(url);
  await firstVisitDone(watched.page);
  return watched;
}

/** The title of a page as the server renders it (read online, before the test goes offline). */
async function titleOf(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  const html = await response.text();
  const title = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]?.trim();
  assert.ok(title, `${url} has an h1`);
  return title;
}

const offlineHeading = (page: Page, text: string) => page.locator('main h1', {hasText: text});

for (const locale of locales) {
  const {prefix} = locale;
  describe(`reading offline ${prefix || '/'}`, () => {
    test('after a first visit the page reloads offline with its content, the area start pages open, a page never opened says it is offline', async () => {
      const {page, errors, close} = await firstVisit(server.browser, `${server.url}${prefix}/docs/api/Class/Sprite`);
      // Offline, only the prefetches of pages that links in view lead to may fail (Docusaurus's, for pages not
      // kept offline); each also logs a failed load.
      const failed: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.headers()['sec-purpose'] !== 'prefetch') failed.push(request.url());
      });
      const quickStart = await titleOf(page, `${server.url}${prefix}${areaStartPages.tutorial}`);
      const creative = await titleOf(page, `${server.url}${prefix}${areaStartPages.creative}`);
      await page.context().setOffline(true);

      await page.reload();
      await page.locator('article h1', {hasText: 'Sprite'}).waitFor();
      await hydrated(page);
      assert.ok((await page.locator('article h2').count()) > 3, 'the whole page is there');

      // Inside the app, as a click on a link does.
      await navigateClientSide(page, `${prefix}${areaStartPages.tutorial}`);
      await page.locator('article h1', {hasText: quickStart}).waitFor();
      await revealDiagram(page);
      await page.locator('.docusaurus-mermaid-container svg').first().waitFor({timeout: 20_000});

      // By its address, as a bookmark does.
      await page.goto(`${server.url}${prefix}${areaStartPages.creative}`);
      await page.locator('article h1', {hasText: creative}).waitFor();
      await hydrated(page);

      // A link with a query, as a shared or bookmarked one may have.
      const label = `${server.url}${prefix}/docs/api/Class/Label?from=bookmark`;
      await page.goto(label);
      await offlineHeading(page, locale.offline).waitFor();
      assert.equal(await page.locator('article').count(), 0, 'no page content');
      assert.ok(
        (await page.locator(`main a[href="${prefix}${areaStartPages.api}"]`).count()) > 0,
        'links to the start pages that work offline',
      );
      // The offline page runs none of the site's scripts at the address of a page it cannot render.
      assert.notEqual(await page.evaluate(() => document.documentElement.dataset.hasHydrated), 'true');
      // Back online, "Try again" asks for the same address, query and all.
      await page.context().setOffline(false);
      await page.getByRole('link', {name: locale.retry, exact: true}).click();
      await page.locator('article h1', {hasText: 'Label'}).waitFor();
      assert.equal(page.url(), label);
      assert.deepEqual(failed, []);
      assert.deepEqual(
        errors.filter((e) => e !== 'Failed to load resource: net::ERR_FAILED'),
        [],
      );
      await close();
    });

    test('a host that answers with a server error shows the saved page, and its own error for a page never opened', async () => {
      const {page, errors, close} = await firstVisit(server.browser, `${server.url}${prefix}/docs/api/Class/Sprite`);
      await page.context().route(/\/docs\/api\/Class\/(Sprite|Label)$/, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'text/html',
          body: '<!doctype html><link rel="icon" href="data:,"><p>Down for maintenance</p>',
        }),
      );
      await page.reload();
      await page.locator('article h1', {hasText: 'Sprite'}).waitFor();
      await page.goto(`${server.url}${prefix}/docs/api/Class/Label`);
      await page.getByText('Down for maintenance').waitFor();
      await page.unrouteAll({behavior: 'ignoreErrors'});
      assert.deepEqual(
        errors.filter((e) => !/status of 503/.test(e)),
        [],
      );
      await close();
    });

    test('offline, the navbar search box finds pages; a result opens its page when it is saved, else the offline page', async () => {
      const {page, errors, close} = await firstVisit(server.browser, `${server.url}${prefix}/`);
      const title = await titleOf(page, `${server.url}${prefix}${areaStartPages.tutorial}`);
      await page.context().setOffline(true);
      await page.reload();
      await hydrated(page);

      // A saved page: the tutorial's start page, found by its title.
      await typeSearch(page, title);
      const hit = page.locator(`${searchMenu} [role="option"]`, {hasText: title}).first();
      await hit.waitFor({timeout: 15_000});
      await hit.click();
      await page.locator('article h1', {hasText: title}).waitFor();

      // A page never opened.
      await page.locator('.navbar input.navbar__search-input:visible').fill('');
      await typeSearch(page, 'Label');
      const label = page.locator(`${searchMenu} [role="option"]`, {hasText: 'Label'}).first();
      await label.waitFor({timeout: 15_000});
      await label.click();
      await offlineHeading(page, locale.offline).waitFor();
      // The page's code could not load (the browser logs it), after which the site reloads the page.
      assert.deepEqual(
        errors.filter((e) => !/Failed to load resource|ChunkLoadError/.test(e)),
        [],
      );
      await close();
    });

    test('a new build reaches a returning reader: the popup offers it in the locale, and Refresh loads it', async () => {
      // A deployment of its own: a copy of the build that the test changes as a new build would.
      const root = mkdtempSync(join(tmpdir(), 'dora-deploy-'));
      cpSync(buildDir, root, {recursive: true});
      const deployment = await startServer(root);
      try {
        const {page, errors, close} = await firstVisit(server.browser, `${deployment.url}${prefix}/`);

        // Online, a page comes from the network, though the worker has it precached: a changed home page shows
        // at the next load, before any new worker (the note sits outside the part React renders).
        const home = join(root, prefix, 'index.html');
        const rendered = /<div id="?__docusaurus"?>/;
        assert.match(readFileSync(home, 'utf8'), rendered);
        writeFileSync(home, readFileSync(home, 'utf8').replace(rendered, '<p id="deploy-note">Deployed again</p>$&'));
        await page.reload();
        await page.locator('#deploy-note').waitFor();

        // The new build says something new on its offline page. Its worker differs from the old one as a new
        // build's does: the precache list gives the changed file's new revision (workbox's md5 of its content).
        const copy = join(root, prefix, 'offline.html');
        const changed = readFileSync(copy, 'utf8').replaceAll(locale.offline, `${locale.offline} (2)`);
        assert.ok(changed.includes(`${locale.offline} (2)`));
        writeFileSync(copy, changed);
        const worker = join(root, prefix, 'sw.js');
        const entry = /\{"revision":"([0-9a-f]{32})","url":"offline\.html"\}/;
        const before = readFileSync(worker, 'utf8');
        assert.match(before, entry, 'sw.js lists offline.html with its revision');
        const revision = createHash('md5').update(changed).digest('hex');
        writeFileSync(worker, before.replace(entry, `{"revision":"${revision}","url":"offline.html"}`));

        // The reader comes back.
        await page.reload();
        const popup = page.locator('.alert', {hasText: locale.popup});
        await popup.waitFor({timeout: 20_000});
        const reloaded = page.waitForEvent('load');
        await popup.getByRole('button', {name: locale.refresh}).click();
        await reloaded;
        await hydrated(page);
        assert.equal(await page.locator('.alert', {hasText: locale.popup}).count(), 0, 'no popup after the reload');

        // The new build is the one read offline now.
        await page.context().setOffline(true);
        await page.goto(`${deployment.url}${prefix}/docs/api/Class/Label`);
        await offlineHeading(page, `${locale.offline} (2)`).waitFor();
        assert.deepEqual(errors, []);
        await close();
      } finally {
        await deployment.close();
        rmSync(root, {recursive: true, force: true});
      }
    });
  });
}

test('offline, a page of the other locale that was never opened says so in its own locale', async () => {
  for (const [from, to] of [locales, [...locales].reverse()]) {
    const {page, errors, close} = await firstVisit(server.browser, `${server.url}${from.prefix}/`);
    await page.context().setOffline(true);
    await page.goto(`${server.url}${to.prefix}/docs/tutorial/using-ecs`);
    await offlineHeading(page, to.offline).waitFor();
    assert.deepEqual(errors, []);
    await close();
  }
});

test('the site can be installed as an app in both locales: Chromium finds nothing missing', async () => {
  // A profile of its own: Chromium offers no installation in the incognito-like contexts the other tests use.
  const profile = mkdtempSync(join(tmpdir(), 'dora-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath(),
    headless: true,
    args: browserArgs,
  });
  try {
    for (const {prefix} of locales) {
      const page = await context.newPage();
      await page.goto(`${server.url}${prefix}/`);
      await firstVisitDone(page);
      const cdp = await context.newCDPSession(page);
      const {installabilityErrors} = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, [], `${prefix || '/'}`);
      const {url, errors} = await cdp.send('Page.getAppManifest');
      assert.equal(new URL(url).pathname, `${prefix}/manifest.json`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(profile, {recursive: true, force: true});
  }
});
