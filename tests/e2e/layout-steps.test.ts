// A long page is laid out in steps while it loads (config/mdx-sections.ts, layout steps), not in one task.
//
// Without the steps, the browser's parser had added about four fifths of the API `Node` page by the first
// rendering update after the first paint, which then laid out 6,230 of the page's 7,903 layout objects at
// once (a trace of 2026-11-28). The test reads the browser's own layout events from a trace of the load:
// how many objects each layout had to lay out, against the page's objects at the end.

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hydrated, openPage, site} from './harness';

const server = site();

type LayoutEvent = {
  name: string;
  ph: string;
  args?: {beginData?: {dirtyObjects?: number; totalObjects?: number}};
};

for (const prefix of ['', '/zh-Hans']) {
  test(`${prefix}/docs/api/Class/Node is laid out in steps as it loads, none over a third of the page`, async () => {
    const {page, errors, close} = await openPage(server.browser, {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    const cdp = await page.context().newCDPSession(page);
    const events: LayoutEvent[] = [];
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...(value as unknown as LayoutEvent[])));
    await cdp.send('Tracing.start', {
      traceConfig: {includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']},
      transferMode: 'ReportEvents',
    });
    await page.goto(`${server.url}${prefix}/docs/api/Class/Node`, {waitUntil: 'load'});
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const layouts = events
      .filter((event) => event.name === 'Layout' && event.ph === 'X')
      .map((event) => event.args?.beginData ?? {});
    const objects = Math.max(...layouts.map((layout) => layout.totalObjects ?? 0));
    const largest = Math.max(...layouts.map((layout) => layout.dirtyObjects ?? 0));
    assert.ok(objects > 5000, `the page's layout objects were traced (${objects})`);
    const steps = layouts.filter((layout) => (layout.dirtyObjects ?? 0) > 200).length;
    assert.ok(steps >= 5, `the page was laid out in ${steps} steps of over 200 objects`);
    assert.ok(largest < objects / 3, `the largest layout took ${largest} of the page's ${objects} objects`);
    assert.deepEqual(errors, []);
    await close();
  });
}

for (const prefix of ['', '/zh-Hans']) {
  test(`a link to the last member of ${prefix}/docs/api/Class/Node opens with that member at the top, on a phone`, async () => {
    const {page, errors, close} = await openPage(server.browser, {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${server.url}${prefix}/docs/api/Class/Node#onappws`);
    // Just under the sticky navbar, where the reader looks for it.
    const landed = () => {
      const top = document.getElementById('onappws')?.getBoundingClientRect().top;
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
      return top !== undefined && top >= 0 && top <= navbar + 40;
    };
    await page.waitForFunction(landed);
    // And still there once the page has loaded and its code has taken over.
    await page.waitForFunction(() => document.readyState === 'complete');
    await hydrated(page);
    const top = await page.locator('h2#onappws').evaluate((h) => h.getBoundingClientRect().top);
    assert.ok(await page.evaluate(landed), `the heading is ${top} px from the top`);
    assert.deepEqual(errors, []);
    await close();
  });
}
