// A reader on a slow phone taps a signature tab of the API Node page while it hydrates: what each tap waited.
// Used by tests/e2e/hydration.test.ts (every tap is handled) and by `npm run bench` (how long they waited).
import type {Browser} from 'playwright-core';
import {openPage} from './harness';

/** What the page records of each tap, and when React started and finished hydrating (ms on its clock). */
type Record = {taps: {delay: number; at: number}[]; hydrationStart?: number; hydratedAt?: number};

export type TapsDuringHydration = {
  /** Taps sent, and taps the page's first listener saw. */
  sent: number;
  seen: number;
  /** The form the last tap chose, and the form the page shows at the end. */
  lastTapped: string | null;
  shown: string | null;
  /** How long each tap that fell during hydration waited for the page, in ms, sorted. */
  delays: number[];
  errors: string[];
};

/**
 * Opens `${url}${prefix}/docs/api/Class/Node#addchild` at 390 px with 4× CPU slowdown and taps the member's
 * signature tabs, alternately, from the moment they show on the screen until a second after hydration.
 */
export async function tapsDuringHydration(browser: Browser, url: string, prefix: string): Promise<TapsDuringHydration> {
  const {page, errors, close} = await openPage(browser, {
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
  });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // Written as text: the test runner's compiler would wrap named functions in a helper the page lacks.
    await page.addInitScript({
      content: `(() => {
        const record = {taps: []};
        window.tapRecord = record;
        // How long each tap waited for the page: from the finger touching the screen to the page's first
        // listener (this one, on the window and added before the page's own) running.
        window.addEventListener('pointerdown', (event) => record.taps.push({delay: performance.now() - event.timeStamp, at: event.timeStamp}), true);
        // Only to sort the taps afterwards (nothing waits for these): React marks its root container when
        // it starts hydrating, Docusaurus marks <html> once hydration's effects have run.
        const watch = () => {
          const container = document.getElementById('__docusaurus');
          if (record.hydrationStart === undefined && container && Object.keys(container).some((k) => k.startsWith('__reactContainer$')))
            record.hydrationStart = performance.now();
          if (document.documentElement?.dataset.hasHydrated === 'true') record.hydratedAt ??= performance.now();
          if (record.hydratedAt === undefined) setTimeout(watch, 5);
        };
        watch();
      })();`,
    });
    // A link to a member: the page opens scrolled to it, and the reader taps its signature tabs as soon as they
    // show on the screen. (The browser scrolls to the member once it has parsed the page; until then the tabs
    // can exist far below the screen, where a reader does not see them.)
    await page.goto(`${url}${prefix}/docs/api/Class/Node#addchild`, {waitUntil: 'commit'});
    const tabSelector = '#addchild ~ .api-sig [data-api-form-choice]';
    const tabs = page.locator(tabSelector);
    await page.waitForFunction((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
    }, tabSelector);
    const boxes = await Promise.all([0, 1].map(async (i) => (await tabs.nth(i).boundingBox())!));
    const forms = await Promise.all([0, 1].map((i) => tabs.nth(i).getAttribute('data-api-form-choice')));
    let sent = 0;
    for (let until = Infinity; Date.now() < until && sent < 1000; sent += 1) {
      const box = boxes[(sent + 1) % 2]; // the form not shown first (Teal), then back, and so on
      // Down and up together, as a finger does (the touchscreen helper waits for each to be taken).
      const point = [{x: box.x + box.width / 2, y: box.y + box.height / 2}];
      await Promise.all([
        cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: point}),
        cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []}),
      ]);
      await page.waitForTimeout(40);
      const hydrated = await page.evaluate(() => (window as unknown as {tapRecord: Record}).tapRecord.hydratedAt);
      if (hydrated !== undefined && until === Infinity) until = Date.now() + 1000;
    }
    const record = await page.evaluate(() => (window as unknown as {tapRecord: Record}).tapRecord);
    const {hydrationStart = Infinity, hydratedAt = 0} = record;
    return {
      sent,
      seen: record.taps.length,
      lastTapped: forms[sent % 2],
      shown: await page.evaluate(() => document.documentElement.getAttribute('data-api-form')),
      delays: record.taps
        .filter((tap) => tap.at >= hydrationStart && tap.at <= hydratedAt)
        .map((tap) => tap.delay)
        .sort((a, b) => a - b),
      errors: [...errors],
    };
  } finally {
    await close();
  }
}
