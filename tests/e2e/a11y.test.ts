// Accessibility (axe-core) and a quiet console on the pages readers land on, in both colour modes and locales (in
// light mode, colour contrast: the rest of axe's rules read markup that is the same in both modes).
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {hydrated, navigateClientSide, openPage, site} from './harness';

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

/**
 * Every axe rule in dark mode, the site's default; in light mode only colour contrast, the one rule whose answer
 * depends on the mode (the pages' markup is the same in both).
 */
const axeOptions = (mode: 'dark' | 'light') => ({
  resultTypes: ['violations'],
  ...(mode === 'light' ? {runOnly: {type: 'rule', values: ['color-contrast']}} : {}),
});

for (const mode of ['dark', 'light'] as const) {
  for (const prefix of ['', '/zh-Hans']) {
    describe(`accessibility, ${mode} mode, ${prefix || '/'}`, () => {
      for (const path of pages) {
        test(`${prefix}${path} has no critical, serious or moderate axe violation${mode === 'light' ? ' of colour contrast' : ''} and no console warning`, async () => {
          const {page, errors, warnings, close} = await openPage(server.browser);
          await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
          await page.goto(`${server.url}${prefix}${path}`);
          await hydrated(page);
          await page.waitForLoadState('networkidle');
          await page.addScriptTag({content: axeSource});
          const violations = (await page.evaluate(async (options) => {
            const axe = (
              window as unknown as {axe: {run: (ctx: Document, opts: object) => Promise<{violations: Violation[]}>}}
            ).axe;
            return (await axe.run(document, options)).violations;
          }, axeOptions(mode))) as Violation[];
          const bad = violations
            .filter((v) => ['critical', 'serious', 'moderate'].includes(v.impact))
            .map(
              (v) =>
                `${v.id} (${v.impact}): ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(' '))
                  .join(', ')}`,
            );
          assert.deepEqual(bad, []);
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
