/**
 * How fast the navbar search answers, measured in headless Chromium against the production build
 * (`npm run bench`):
 *
 * - cold: from the first keystroke on a freshly loaded page (empty cache, the box clicked as soon as
 *   it shows) to the first suggestion on screen;
 * - warm: once the box has answered, from each keystroke to the suggestions updating for it, by the length of
 *   the query after that keystroke (the goal: within 100 ms at the 95th percentile up to 30 characters).
 */
import type {Browser, Page} from 'playwright-core';
import {searchInput, searchMenu} from '../../tests/e2e/harness';

/** A warm keystroke: the query's length after it, and the time to the suggestions. */
export type Keystroke = {length: number; ms: number};
export type Latency = {coldMs: number[]; warm: Keystroke[]};

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
async function warm(page: Page, queries: string[]): Promise<Keystroke[]> {
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
  const times: Keystroke[] = [];
  for (const query of queries) {
    await page.locator(searchInput).fill('');
    for (const [at, key] of Array.from(query).entries()) {
      await page.keyboard.type(key);
      const ms = await page.waitForFunction(() => (window as unknown as {lastMs?: number}).lastMs, undefined, {
        timeout: 10_000,
      });
      times.push({length: at + 1, ms: Number(await ms.jsonValue())});
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
  // Names, short words, and the long questions that used to take seconds (Chinese typed a character at a time,
  // as an input method commits them).
  const warmQueries = prefix
    ? [
        '精灵',
        'addChild',
        '物理世界',
        '怎么让一个精灵在屏幕上来回移动',
        '如何在游戏里保存玩家的存档数据到数据库',
        '为什么我的刚体从高处掉下去以后不会和地面发生碰撞呢',
      ]
    : ['addChild', 'physics world', 'sprite', 'how do I show text on the screen', 'play background music in a loop'];
  const warmTimes = await warm(page, warmQueries);
  await context.close();
  return {coldMs, warm: warmTimes};
}

export function latencyReport(locale: string, {coldMs, warm: keys}: Latency): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const buckets = [
    [1, 10],
    [11, 20],
    [21, 30],
  ].map(([from, to]) => {
    const times = keys.filter((k) => k.length >= from && k.length <= to).map((k) => k.ms);
    return `${from}–${to} characters ${ms(median(times))} median, ${ms(percentile(times, 0.95))} p95 (${times.length})`;
  });
  const all = keys.map((k) => k.ms);
  return (
    `Search speed (${locale}): first suggestion ${ms(median(coldMs))} after the first keystroke on a cold page (median of ${coldMs.length}, worst ${ms(Math.max(...coldMs))}); ` +
    `warm updates ${ms(median(all))} median, ${ms(percentile(all, 0.95))} p95 over ${all.length} keystrokes; by query length: ${buckets.join('; ')}`
  );
}
