// Accessibility (axe-core) and a quiet console on the pages readers land on, in both locales and both colour modes:
// every rule in dark mode, the default; colour contrast in light mode, switched to with the navbar's toggle (the rest
// of axe's rules read markup that is the same in both modes).
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';
import {hydrated, navigateClientSide, openPage, site, whenSettled} from './harness';

const axeSource = readFileSync(createRequire(import.meta.filename).resolve('axe-core/axe.min.js'), 'utf8');

const server = site();

const pages = [
  '/',
  '/docs/tutorial/quick-start',
  '/docs/api/Class/Node',
  '/blog',
  '/blog/2024/4/25/tsx-dev-intro',
  '/search?q=sprite',
  '/no-such-page',
];

type Violation = {id: string; impact: string; nodes: {target: string[]}[]};
type Axe = {run: (context: Document, options: object) => Promise<{violations: Violation[]}>};

/** The critical, serious and moderate violations axe finds in the page as it is now, named with a few of their elements. */
async function violations(page: Page, options: object): Promise<string[]> {
  const found = (await page.evaluate(
    async (opts) => (await (window as unknown as {axe: Axe}).axe.run(document, opts)).violations,
    options,
  )) as Violation[];
  return found
    .filter((v) => ['critical', 'serious', 'moderate'].includes(v.impact))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

for (const prefix of ['', '/zh-Hans']) {
  describe(`accessibility, ${prefix || '/'}`, () => {
    for (const path of pages) {
      test(`${prefix}${path}: no critical, serious or moderate axe violation in dark mode, none of colour contrast once the reader switches to light, and no console warning`, async () => {
        const {page, errors, warnings, close} = await openPage(server.browser);
        const settled = whenSettled(page);
        await page.goto(`${server.url}${prefix}${path}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        await page.addScriptTag({content: axeSource});
        // Every rule in dark mode, the site's default.
        assert.deepEqual(await violations(page, {resultTypes: ['violations']}), [], 'dark mode');
        // Light mode, switched to as a reader does: colour contrast, the one rule whose answer depends on the mode.
        await page.click('.navbar [class*="toggleButton"]');
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
        await settled();
        // The colours change through CSS transitions: axe reads them once they have ended.
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        assert.deepEqual(
          await violations(page, {resultTypes: ['violations'], runOnly: {type: 'rule', values: ['color-contrast']}}),
          [],
          'light mode',
        );
        assert.deepEqual(
          errors.filter((e) => !path.startsWith('/no-such') || !/404/.test(e)),
          [],
        );
        assert.deepEqual(warnings, []);
        await close();
      });
    }
  });
}

test('navigating between the main pages logs no error or warning', async () => {
  const {page, errors, warnings, close} = await openPage(server.browser);
  await page.goto(`${server.url}/`);
  await hydrated(page);
  for (const path of [
    '/docs/tutorial/quick-start',
    '/docs/api/Class/Node',
    '/blog',
    '/blog/2024/4/25/tsx-dev-intro',
    '/docs/api/intro',
  ]) {
    await navigateClientSide(page, path);
    await page.waitForFunction((p) => decodeURI(location.pathname) === p, path);
    await page.locator('article h1, main h1').first().waitFor();
  }
  assert.deepEqual(errors, []);
  assert.deepEqual(warnings, []);
  await close();
});
