// Each kind of query readers type, as a reader searches: typed into the navbar box right after the page shows,
// the first suggestion clicked, then the page opens at the member or section with its term marked.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, searchMenu, site, typeSearch} from './harness';

const server = site();

/** A query, the kind it stands for, the address its first suggestion opens, and a word marked there. */
type Case = {kind: string; q: string; opens: string; marked: string};

const cases: Record<'' | '/zh-Hans', Case[]> = {
  '': [
    {kind: 'a qualified name', q: 'Node.addChild', opens: '/docs/api/Class/Node#addchild', marked: 'addchild'},
    {kind: "a Rust binding's name", q: 'set_text', opens: '/docs/api/Class/Label#text', marked: 'text'},
    {kind: 'a task', q: 'wait two seconds', opens: '/docs/api/Module/sleep', marked: 'sleep'},
    {kind: "another engine's word", q: 'tween', opens: '/docs/tutorial/setup-scene#actions', marked: 'actions'},
    {
      kind: 'a question',
      q: 'how do I play background music',
      opens: '/docs/api/Module/Audio#playstream',
      marked: 'playstream',
    },
  ],
  '/zh-Hans': [
    {kind: 'a qualified name', q: 'Audio:play', opens: '/zh-Hans/docs/api/Module/Audio#play', marked: 'play'},
    {
      kind: "a Rust binding's name",
      q: 'remove_from_parent',
      opens: '/zh-Hans/docs/api/Class/Node#removefromparent',
      marked: 'removefromparent',
    },
    {
      kind: 'a question',
      q: '怎么播放背景音乐',
      opens: '/zh-Hans/docs/api/Module/Audio#playstream',
      marked: 'playstream',
    },
    {kind: 'a task', q: '让节点旋转', opens: '/zh-Hans/docs/api/Class/Node#angle', marked: 'angle'},
    {kind: "another engine's word", q: '补间动画', opens: '/zh-Hans/docs/tutorial/setup-scene#actions', marked: '动画'},
    {kind: 'an input-method slip', q: '节电', opens: '/zh-Hans/docs/api/Class/Node', marked: '节点'},
  ],
};

for (const [prefix, list] of Object.entries(cases)) {
  describe(`searching ${prefix || '/'} by what readers type`, () => {
    for (const {kind, q, opens, marked} of list) {
      test(`${kind}: "${q}" opens ${opens} with "${marked}" marked`, async () => {
        const {page, errors, close} = await openPage(server.browser);
        await page.goto(`${server.url}${prefix}/`, {waitUntil: 'commit'});
        await typeSearch(page, q, 40);
        // The suggestions answer the whole query once the first one marks a word of it or of its target.
        const first = page.locator(`${searchMenu} [role="option"]`).first();
        await first.locator('mark').first().waitFor({timeout: 15_000});
        if (kind === 'an input-method slip') {
          assert.match(await first.innerText(), new RegExp(marked), 'the first suggestion says what was searched');
        }
        await first.click();
        const [path, hash = ''] = opens.split('#');
        await page.waitForURL((url) => decodeURI(url.pathname) === path && url.hash === (hash ? `#${hash}` : ''));
        await page.locator('article mark').first().waitFor();
        const marks = (await page.locator('article mark').allInnerTexts()).map((m) => m.toLowerCase());
        assert.ok(
          marks.some((m) => m.includes(marked.toLowerCase())),
          `"${marked}" marked: ${JSON.stringify(marks.slice(0, 8))}`,
        );
        if (hash) {
          const top = await page.locator(`[id="${hash}"]`).evaluate((h) => h.getBoundingClientRect().top);
          assert.ok(top >= 0 && top < 300, `the member's heading is at the top of the window (${top})`);
        }
        assert.deepEqual(errors, []);
        await close();
      });
    }
  });
}
