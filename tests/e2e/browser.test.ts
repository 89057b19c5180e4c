// The browser the tests start (tests/e2e/harness.ts, `browserArgs`): Playwright's own switched-off features kept, and
// the address bar's hidden WebUI pages gone. Fails when Playwright or Chromium change under the flag.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {chromium, type Browser} from 'playwright-core';
import {chromeFlags} from '../../scripts/chrome-flags';
import {browserArgs, chromePath, playwrightDisabledFeatures} from './harness';

/** The command lines of the Chromium processes this test process started (Playwright spawns the browser itself). */
function childChromiumCommandLines(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (parent === process.pid && args.some((arg) => arg.includes('chromium') || arg.includes('chrome')))
        lines.push(args);
    } catch {
      // a process that ended while the list was read
    }
  }
  return lines;
}

/** The URLs of the pages the browser holds once a context has opened a page and loaded it. */
async function pagesAfterOpening(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<h1>Dora</h1>');
  await page.locator('h1').waitFor(); // a positive signal before the absence below is read
  const session = await browser.newBrowserCDPSession();
  const {targetInfos} = await session.send('Target.getTargets');
  await context.close();
  return targetInfos.map((target) => target.url);
}

const omnibox = (url: string) => url.startsWith('chrome://omnibox-popup');

test("the tests' browser keeps every feature Playwright switches off, and opens no address-bar pages", async (t) => {
  if (process.platform !== 'linux') {
    t.skip('reads the command line from /proc');
    return;
  }
  // Playwright's own launch: its `--disable-features`, and the address bar's pages that the tests' flag removes.
  const plain = await chromium.launch({executablePath: chromePath(), headless: true, args: chromeFlags});
  try {
    const lines = childChromiumCommandLines();
    assert.equal(lines.length, 1, 'one browser process started by this test');
    const switches = lines[0].filter((arg) => arg.startsWith('--disable-features='));
    assert.equal(switches.length, 1, "Playwright's one --disable-features");
    const playwrights = switches[0].slice('--disable-features='.length).split(',');
    const missing = playwrights.filter((name) => !playwrightDisabledFeatures.includes(name));
    assert.deepEqual(missing, [], 'add these to playwrightDisabledFeatures in tests/e2e/harness.ts');
    assert.ok(
      (await pagesAfterOpening(plain)).some(omnibox),
      "Chromium no longer opens the address bar's pages: the two WebUIOmnibox features can leave browserArgs",
    );
  } finally {
    await plain.close();
  }

  const ours = await chromium.launch({executablePath: chromePath(), headless: true, args: browserArgs});
  try {
    const urls = await pagesAfterOpening(ours);
    assert.ok(urls.includes('data:text/html,<h1>Dora</h1>'), 'the page is listed');
    assert.deepEqual(urls.filter(omnibox), [], 'Chromium renamed the features that open these pages');
  } finally {
    await ours.close();
  }
});
