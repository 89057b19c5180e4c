// Each kind of query readers type, as a reader searches: one query after another in the navbar box, the first typed
// right after the home page shows and each next one on the page the last one opened, the first suggestion clicked,
// then the page opens at the member or section with its term marked.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, searchInput, searchMenu, site, type Watched} from './harness';

const server = site();

/**
 * A query, the kind it stands for, what the first suggestion shows once it answers the whole query, the address
 * that suggestion opens, and a word marked there.
 */
type Case = {kind: string; q: string; shows: string; opens: string; marked: string};

// In each locale's list, no page opened marks the word the next case waits for: its article shows until the next
// page's code has loaded.
const cases: Record<'' | '/zh-Hans', Case[]> = {
  '': [
    {
      kind: 'a qualified name',
      q: 'Node.addChild',
      shows: 'addChild',
      opens: '/docs/api/Class/Node#addchild',
      marked: 'addchild',
    },
    {
      kind: "a Rust binding's name",
      q: 'remove_from_parent',
      shows: 'removeFromParent',
      opens: '/docs/api/Class/Node#removefromparent',
      marked: 'removefromparent',
    },
    {kind: 'a task', q: 'wait two seconds', shows: 'sleep', opens: '/docs/api/Module/sleep', marked: 'sleep'},
    {
      kind: "another engine's word",
      q: 'tween',
      shows: 'Actions',
      opens: '/docs/tutorial/setup-scene#actions',
      marked: 'actions',
    },
    {
      kind: 'a question',
      q: 'how do I play background music',
      shows: 'playStream',
      opens: '/docs/api/Module/Audio#playstream',
      marked: 'playstream',
    },
  ],
  '/zh-Hans': [
    // The first suggestion says what was searched instead.
    {
      kind: 'an input-method slip',
      q: '节电',
      shows: '以下是 节点 的结果',
      opens: '/zh-Hans/docs/api/Class/Node',
      marked: '节点',
    },
    {
      kind: 'a qualified name',
      q: 'Audio:play',
      shows: 'play',
      opens: '/zh-Hans/docs/api/Module/Audio#play',
      marked: 'play',
    },
    {
      kind: "a Rust binding's name",
      q: 'get_child_by_tag',
      shows: 'getChildByTag',
      opens: '/zh-Hans/docs/api/Class/Node#getchildbytag',
      marked: 'getchildbytag',
    },
    {
      kind: 'a question',
      q: '怎么播放背景音乐',
      shows: 'playStream',
      opens: '/zh-Hans/docs/api/Module/Audio#playstream',
      marked: 'playstream',
    },
    {kind: 'a task', q: '让节点旋转', shows: 'angle', opens: '/zh-Hans/docs/api/Class/Node#angle', marked: 'angle'},
    {
      kind: "another engine's word",
      q: '补间动画',
      shows: '节点动作',
      opens: '/zh-Hans/docs/tutorial/setup-scene#actions',
      marked: '动画',
    },
  ],
};

for (const [prefix, list] of Object.entries(cases)) {
  describe(`searching ${prefix || '/'} by what readers type, one query after another`, () => {
    let watched: Watched;
    before(async () => {
      watched = await openPage(server.browser);
      await watched.page.goto(`${server.url}${prefix}/`, {waitUntil: 'commit'});
    });
    after(() => watched.close());

    for (const {kind, q, shows, opens, marked} of list) {
      test(`${kind}: "${q}" opens ${opens} with "${marked}" marked`, async () => {
        const {page, errors} = watched;
        // The reader clears what the box holds (a landing puts the last query's words there) and types.
        await page.locator(searchInput).click();
        await page.keyboard.press('Control+a');
        await page.keyboard.press('Backspace');
        await page.keyboard.type(q, {delay: 40});
        const first = page.locator(`${searchMenu} [role="option"]`).first();
        await page.waitForFunction(
          ({menu, text}) => document.querySelector(`${menu} [role="option"]`)?.textContent?.includes(text) === true,
          {menu: searchMenu, text: shows},
          {timeout: 15_000},
        );
        await first.click();
        const [path, hash = ''] = opens.split('#');
        await page.waitForURL((url) => decodeURI(url.pathname) === path && url.hash === (hash ? `#${hash}` : ''));
        // The opened page's article, once it shows (the one before it stays until the new route's code has loaded),
        // marks the term.
        await page.waitForFunction(
          (term) =>
            Array.from(document.querySelectorAll('article mark')).some((m) =>
              m.textContent?.toLowerCase().includes(term),
            ),
          marked.toLowerCase(),
          {timeout: 15_000},
        );
        if (hash) {
          const top = await page.locator(`[id="${hash}"]`).evaluate((h) => h.getBoundingClientRect().top);
          assert.ok(top >= 0 && top < 300, `the member's heading is at the top of the window (${top})`);
        }
        assert.deepEqual(errors, []);
      });
    }
  });
}
