// Upstream modules the site replaces stay replaced in the browser (UPGRADING.md): the theme's nprogress bar
// never shows beside the site's own route progress bar.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, navigateClientSide, openPage, site} from './harness';

const server = site();

test("a slow route change shows the site's progress bar and no second, theme-made bar", async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/`);
  await hydrated(page);
  // Every bar that appears during the navigation is recorded, whenever it comes and goes.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {__bars: string[]}).__bars = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLElement && (node.id === 'nprogress' || node.classList.contains('route-progress'))) {
            seen.push(node.id || node.className);
          }
        }
      }
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await navigateClientSide(page, '/docs/api/Class/Node');
  await page.locator('.route-progress').waitFor({state: 'attached'});
  await page.locator('article h1', {hasText: 'Node'}).first().waitFor();
  const bars = await page.evaluate(() => (window as unknown as {__bars: string[]}).__bars);
  assert.ok(
    bars.some((bar) => bar.startsWith('route-progress')),
    "the site's bar showed",
  );
  assert.deepEqual(
    bars.filter((bar) => bar === 'nprogress'),
    [],
    'nprogress drew no bar',
  );
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await close();
});
