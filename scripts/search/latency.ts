/**
 * How fast the navbar search answers, measured in headless Chromium against the production build
 * (`npm run bench`):
 *
 * - cold: from the first keystroke on a freshly loaded page (empty cache, the box clicked as soon as
 *   it shows) to the first suggestion on screen;
 * - warm: once the box has answered, from each keystroke to the suggestions updating for it.
 */
import type {Browser, Page} from 'playwright-core';
import {searchInput, searchMenu} from '../../tests/e2e/harness';

export type Latency = {coldMs: number[]; warmMs: number[]};

const median = (xs: number[]) => percentile(xs, 0.5);
export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** Records, in the page, the first keystroke and the first suggestion shown. */
function recordFirstSuggestion(menu: string): void {
  const w = window as unknown as {firstKeyAt?: number; firstSuggestionAt?: number};
  document.addEventListener('keydown', () => (w.firstKeyAt ??= performance.now()), true);
  new MutationObserver((_, observer) => {
    if (w.firstKeyAt === undefined || !document.querySelector(`${menu} [role="option"]`)) return;
    w.firstSuggestionAt = performance.now();
    observer.disconnect();
  }).observe(document, {childList: true, subtree: true});
}

async function cold(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 1366, height: 800}});
  const page = await context.newPage();
  await page.addInitScript(recordFirstSuggestion, searchMenu);
  await page.goto(url, {waitUntil: 'commit'});
  await page.locator(searchInput).click();
  await page.keyboard.type('sprite', {delay: 60});
  await page.waitForFunction(() => 'firstSuggestionAt' in window, undefined, {timeout: 30_000});
  const ms = await page.evaluate(() => {
    const w = window as unknown as {firstKeyAt: number; firstSuggestionAt: number};
    return w.firstSuggestionAt - w.firstKeyAt;
  });
  await context.close();
  return ms;
}

/** Each keystroke's time to the next change of the suggestion list, one key at a time. */
async function warm(page: Page, queries: string[]): Promise<number[]> {
  await page.evaluate((menu) => {
    const w = window as unknown as {keyAt?: number; lastMs?: number};
    document.addEventListener(
      'keydown',
      () => {
        w.keyAt = performance.now();
        w.lastMs = undefined;
      },
      true,
    );
    const list = document.querySelector(menu);
    if (!list) throw new Error('no suggestion list');
    new MutationObserver(() => {
      if (w.keyAt === undefined || w.lastMs !== undefined) return;
      w.lastMs = performance.now() - w.keyAt;
    }).observe(list, {childList: true, subtree: true, characterData: true});
  }, searchMenu);
  const times: number[] = [];
  for (const query of queries) {
    await page.locator(searchInput).fill('');
    for (const key of query) {
      await page.keyboard.type(key);
      const ms = await page.waitForFunction(() => (window as unknown as {lastMs?: number}).lastMs, undefined, {
        timeout: 10_000,
      });
      times.push(Number(await ms.jsonValue()));
      await page.waitForTimeout(30);
    }
  }
  return times;
}

/** Cold and warm figures for one locale's home page (`prefix` '' or '/zh-Hans'). */
export async function measureLatency(
  browser: Browser,
  baseUrl: string,
  prefix: string,
  coldRuns = 5,
): Promise<Latency> {
  const url = `${baseUrl}${prefix}/`;
  const coldMs: number[] = [];
  for (let i = 0; i < coldRuns; i += 1) coldMs.push(await cold(browser, url));
  const context = await browser.newContext({viewport: {width: 1366, height: 800}});
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(searchInput).click();
  await page.keyboard.type('node');
  await page.locator(`${searchMenu} [role="option"]`).first().waitFor();
  const warmMs = await warm(
    page,
    prefix ? ['精灵', 'addChild', '物理世界', 'sprite'] : ['addChild', 'physics world', 'sprite', 'play a sound'],
  );
  await context.close();
  return {coldMs, warmMs};
}

export function latencyReport(locale: string, {coldMs, warmMs}: Latency): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  return (
    `Search speed (${locale}): first suggestion ${ms(median(coldMs))} after the first keystroke on a cold page (median of ${coldMs.length}, worst ${ms(Math.max(...coldMs))}); ` +
    `warm updates ${ms(median(warmMs))} median, ${ms(percentile(warmMs, 0.95))} p95 over ${warmMs.length} keystrokes`
  );
}
