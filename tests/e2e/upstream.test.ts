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
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await navigateClientSide(page, '/docs/api/Class/Node');
  await page.locator('.route-progress').waitFor({state: 'attached'});
  // nprogress would draw its #nprogress after a 200 ms delay: look again later, while the site's bar still runs.
  await page.waitForTimeout(400);
  assert.equal(
    await page.locator('.route-progress.route-progress--running').count(),
    1,
    "the site's bar is still running",
  );
  assert.equal(await page.locator('#nprogress, .nprogress-busy').count(), 0);
  await page.locator('article h1').first().waitFor();
  assert.equal(await page.locator('#nprogress').count(), 0);
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await close();
});
