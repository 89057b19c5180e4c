// A reader on a slow phone taps a signature tab while the API Node page hydrates: every tap is handled, and
// the form of the last tap shows. How long the taps waited is a figure of `npm run bench` (not asserted
// here: on a machine of two cores it depends on what else runs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {site} from './harness';
import {tapsDuringHydration} from './taps-during-hydration';

const server = site();

for (const prefix of ['', '/zh-Hans']) {
  test(`taps on a signature tab during hydration of ${prefix}/docs/api/Class/Node are each handled, at 4× CPU slowdown`, async () => {
    // Whether a tap falls during hydration depends on how busy the machine is (each tap waits for the page to answer
    // the test's check before the next): a visit where none did tested nothing, and the reader comes again, up to
    // three times. Every visit's taps must all be handled.
    let during = 0;
    for (let visit = 1; visit <= 3 && during === 0; visit += 1) {
      const result = await tapsDuringHydration(server.browser, server.url, prefix);
      assert.ok(result.sent < 1000, 'the page hydrates');
      assert.equal(result.seen, result.sent, 'every tap reached the page');
      assert.equal(result.shown, result.lastTapped, 'every tap registered: the form of the last tap shows');
      assert.deepEqual(result.errors, []);
      during = result.delays.length;
    }
    assert.ok(during >= 1, 'no tap fell during hydration in three visits');
  });
}
