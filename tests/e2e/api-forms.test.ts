// API signatures in the reader's language: the Teal form for Lua, Teal and YueScript readers, the TypeScript
// form for TypeScript and TSX readers, following the choice the guides' code tabs remember (plugins/code-language).
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {openPage, site} from './harness';

const server = site();

/** Which form each member section on the page shows: 'teal', 'ts', 'both' or 'none'. */
async function formsShown(page: Page): Promise<string[]> {
  return page.locator('.api-sig').evaluateAll((sigs) =>
    sigs.map((sig) => {
      // No named helpers in here: the browser has no bundler runtime to name them.
      const [teal, ts] = ['.api-sig-teal', '.api-sig-ts'].map((sel) => {
        const el = sig.querySelector(sel);
        return Boolean(el && getComputedStyle(el).display !== 'none');
      });
      return teal && ts ? 'both' : teal ? 'teal' : ts ? 'ts' : 'none';
    }),
  );
}

/**
 * The type of the parameter `order` in Node's `addChild` list, as it reads on screen: what its brackets hold
 * before "optional" ("order (integer, optional, default 0): …"; "integer (TypeScript: number)" without JavaScript).
 */
async function orderType(page: Page): Promise<string> {
  const text = await page
    .locator('#addchild ~ .api-params')
    .first()
    .locator('li', {hasText: /^order/})
    .innerText();
  const type = text.match(/^order\s*[(（](.+?)[,，]\s*(?:optional|可选)/)?.[1];
  assert.ok(type, `no type after the parameter's name in "${text}"`);
  return type;
}

const only = (forms: string[], form: string) => forms.length > 10 && forms.every((f) => f === form);

/** Clicks a guide's code tab until it is the selected one, as a reader clicks again when nothing happened. */
async function pickGuideTab(page: Page, label: string): Promise<void> {
  const tab = page.getByRole('tab', {name: label, exact: true}).first();
  await tab.waitFor();
  for (let i = 0; i < 50 && (await tab.getAttribute('aria-selected')) !== 'true'; i += 1) {
    await tab.click();
    await page.waitForTimeout(100);
  }
  assert.equal(await tab.getAttribute('aria-selected'), 'true', `the guide's ${label} tab never took the click`);
}

for (const prefix of ['', '/zh-Hans']) {
  describe(`API signature forms ${prefix || '/'}`, () => {
    test('a reader who picked TypeScript in a guide sees TypeScript signatures from the first paint, also after client-side navigation', async () => {
      const {page, errors, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/docs/tutorial/quick-start`);
      await pickGuideTab(page, 'TypeScript');
      await page.goto(`${server.url}${prefix}/docs/api/Class/Sprite`, {waitUntil: 'domcontentloaded'});
      assert.ok(
        only(await formsShown(page), 'ts'),
        'every member shows its TypeScript form as soon as the page is parsed',
      );
      assert.match(await page.locator('#depthwrite ~ .api-sig .api-sig-ts').first().innerText(), /depthWrite: boolean/);
      // On to Node by the page's own link (Sprite inherits from Node), client-side once the page's code runs.
      await page.locator(`main a[href="${prefix}/docs/api/Class/Node"]`).first().click();
      await page.locator('#addchild').waitFor();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[data-api-form-choice="ts"]')).every(
          (t) => t.getAttribute('aria-selected') === 'true',
        ),
      );
      assert.ok(only(await formsShown(page), 'ts'));
      assert.match(await page.locator('#addchild ~ .api-sig .api-sig-ts').first().innerText(), /order\?: number/);
      // The parameter lists give the types of the form shown: TypeScript's `number` for Teal's `integer`.
      assert.equal((await orderType(page)).trim(), 'number');
      // Back to Lua in a guide: the signatures follow.
      await page.goto(`${server.url}${prefix}/docs/tutorial/quick-start`);
      // The guide shows the reader's TypeScript choice first (its tabs start on Lua in the HTML).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[role="tab"]')).some(
          (t) => t.textContent === 'TypeScript' && t.getAttribute('aria-selected') === 'true',
        ),
      );
      await pickGuideTab(page, 'Lua');
      await page.goto(`${server.url}${prefix}/docs/api/Class/Node`, {waitUntil: 'domcontentloaded'});
      assert.ok(only(await formsShown(page), 'teal'));
      assert.equal((await orderType(page)).trim(), 'integer');
      assert.deepEqual(errors, []);
      await close();
    });

    test("a click on a signature tab works before the page's code has run, and the guides follow the choice", async () => {
      const {page, close} = await openPage(server.browser);
      // The page's scripts never arrive: only the HTML and the inline script in it are there for the click.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${server.url}${prefix}/docs/api/Class/Node`, {waitUntil: 'domcontentloaded'});
      assert.ok(only(await formsShown(page), 'teal'), 'a first visit shows the Teal form');
      const tab = page.locator('#addchild ~ .api-sig [data-api-form-choice="ts"]').first();
      await tab.scrollIntoViewIfNeeded();
      const top = (await tab.boundingBox())?.y ?? 0;
      await tab.click();
      assert.ok(only(await formsShown(page), 'ts'), 'one click switches every member');
      assert.equal(await tab.getAttribute('aria-selected'), 'true');
      assert.ok(Math.abs(((await tab.boundingBox())?.y ?? 0) - top) < 2, 'the clicked tab stays where it was');
      await page.unroute('**/*.js');
      await page.goto(`${server.url}${prefix}/docs/tutorial/quick-start`);
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('[role="tab"]')).some(
          (t) => t.textContent === 'TypeScript' && t.getAttribute('aria-selected') === 'true',
        ),
      );
      await close();
    });

    test("the event pages' example tabs and the signature tabs move together", async () => {
      const {page, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/docs/api/Node Event/Node`);
      const exampleTs = page
        .locator('#subscribe ~ div [role="tab"]')
        .filter({hasText: /^TypeScript$/})
        .first();
      await exampleTs.waitFor();
      for (let i = 0; i < 50 && (await exampleTs.getAttribute('aria-selected')) !== 'true'; i += 1) {
        await exampleTs.click();
        await page.waitForTimeout(100);
      }
      await page.waitForFunction(() => document.documentElement.getAttribute('data-api-form') === 'ts');
      assert.ok(only(await formsShown(page), 'ts'), "the example's TypeScript tab switches the signatures");
      await page.locator('.api-sig [data-api-form-choice="teal"]').first().click();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('#subscribe ~ div [role="tab"]')).some(
          (t) => t.textContent === 'Teal' && t.getAttribute('aria-selected') === 'true',
        ),
      );
      assert.ok(only(await formsShown(page), 'teal'));
      await close();
    });

    test('without JavaScript both forms show, and a storage that throws still lets the tabs switch', async () => {
      const off = await openPage(server.browser, {javaScriptEnabled: false});
      await off.page.goto(`${server.url}${prefix}/docs/api/Class/Sprite`);
      assert.ok(only(await formsShown(off.page), 'both'));
      assert.equal(await off.page.locator('.api-sig-choice').first().isVisible(), false);
      // A type that differs between the forms reads as both, labelled.
      await off.page.goto(`${server.url}${prefix}/docs/api/Class/Node`);
      assert.equal(
        (await orderType(off.page)).replace(/\s+/g, ' ').trim(),
        prefix ? 'integer（TypeScript：number）' : 'integer (TypeScript: number)',
      );
      await off.close();

      const {page, errors, close} = await openPage(server.browser);
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new Error('storage refused');
          },
        });
      });
      await page.goto(`${server.url}${prefix}/docs/api/Class/Sprite`, {waitUntil: 'domcontentloaded'});
      await page.locator('[data-api-form-choice="ts"]').first().click();
      assert.ok(only(await formsShown(page), 'ts'));
      assert.deepEqual(
        errors.filter((e) => !/storage/i.test(e)),
        [],
      );
      await close();
    });
  });
}
