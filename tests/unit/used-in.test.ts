// The "Used in" lines of the API pages: the usage index that the type checker builds from the guides' TypeScript
// samples (the site's, and fixture pages that text search would misread), and the remark plugin that writes it.
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Heading, Link, Paragraph, Root, RootContent} from 'mdast';
import {apiPageOf, shownUses, usedIn} from '../../mdx/used-in';
import {sitePages} from '../../scripts/samples/extract';
import {
  buildUsageIndex,
  guidePage,
  guidePages,
  headingsOf,
  pageRoute,
  plainHeading,
  usageIndex,
  usesOf,
  type UsageIndex,
} from '../../scripts/samples/usage';
import {root} from '../../scripts/api/model';

const zhDocs = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current';
const setupScene = 'docs/tutorial/40.setup-scene.mdx';

describe("the site's usage index", () => {
  let index: UsageIndex;
  before(() => {
    index = usageIndex();
  });

  test("Node's addChild lists the guide sections whose TypeScript samples call it, in both locales", () => {
    // setup-scene's "Building a hierarchy" continues its scene with `root.addChild(hero)` in its ts tab.
    const source = readFileSync(join(root, setupScene), 'utf8');
    const section = source.slice(source.indexOf('{#building-a-hierarchy}'), source.indexOf('{#node-events}'));
    assert.match(section, /```ts[^\n]*\n[\s\S]*?\.addChild\(/, 'the guide still calls addChild in a ts block');

    const en = usesOf(index, 'Class/Node', 'addchild', 'en');
    const hierarchy = en.find((u) => u.url === '/docs/tutorial/setup-scene#building-a-hierarchy');
    assert.ok(hierarchy, `no setup-scene entry among ${en.map((u) => u.url).join(', ')}`);
    assert.equal(hierarchy.title, 'How to Create a Game Scene');
    assert.equal(hierarchy.heading, 'Building a hierarchy');
    assert.equal(hierarchy.file, setupScene);

    const zh = usesOf(index, 'Class/Node', 'addchild', 'zh-Hans');
    const zhHierarchy = zh.find((u) => u.url === '/docs/tutorial/setup-scene#building-a-hierarchy');
    assert.ok(zhHierarchy);
    assert.equal(zhHierarchy.title, '如何创建游戏场景');
    assert.equal(zhHierarchy.heading, '构建层次结构');
    assert.equal(zhHierarchy.file, `${zhDocs}/tutorial/40.setup-scene.mdx`);
    assert.deepEqual(
      zh.map((u) => u.url),
      en.map((u) => u.url),
      'the Chinese pages carry the same samples under the same ids',
    );
  });

  test('a member that no guide mentions has no entry', () => {
    const mentions = guidePages().filter((p) => p.blocks.some((b) => b.code.includes('moveAndCullItems')));
    assert.deepEqual(mentions, [], 'no sample of any language names moveAndCullItems');
    assert.deepEqual(usesOf(index, 'Class/Node', 'moveandcullitems', 'en'), []);
    assert.deepEqual(usesOf(index, 'Class/Node', 'moveandcullitems', 'zh-Hans'), []);
  });

  test('a call of a class object is its __call, and entries follow the sidebars', () => {
    const calls = usesOf(index, 'Class Object/Node', '__call', 'en');
    assert.ok(calls.length > 8);
    const files = calls.map((u) => u.file);
    const first = (prefix: string) => files.findIndex((f) => f.startsWith(prefix));
    const tutorials = files.filter((f) => f.startsWith('docs/tutorial/'));
    assert.ok(first('docs/tutorial/') < first('docs/example/') || first('docs/example/') < 0);
    // 10.quick-start before 40.setup-scene before 100.Writing Game Dialogue: number prefixes read as numbers.
    const number = (f: string) => Number(f.match(/^docs\/tutorial\/(\d+)\./)?.[1]);
    assert.deepEqual(
      tutorials.map(number),
      tutorials.map(number).sort((a, b) => a - b),
    );
  });

  test('every section the index names is a heading of its API page, in both locales', () => {
    assert.ok(index.size > 100, `only ${index.size} sections`);
    for (const key of index.keys()) {
      const [route, anchor] = key.split('#');
      for (const dir of ['docs/api', `${zhDocs}/api`]) {
        const file = [`${route}.mdx`, `${route}/index.mdx`].map((f) => join(root, dir, f)).find(existsSync);
        assert.ok(file, `no page for ${route} in ${dir}`);
        assert.ok(readFileSync(file, 'utf8').includes(`{#${anchor}}`), `${dir}/${route} has no section #${anchor}`);
      }
    }
  });

  test("every guide's route is one the site serves, and every linked heading is on its page", () => {
    const routes = new Set(
      readFileSync(join(root, '../shared/routes.txt'), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('/')),
    );
    for (const page of guidePages()) {
      const guide = guidePage(page);
      assert.ok(routes.has(decodeURI(guide.route)), `${page.file}: ${guide.route} is not a route of the site`);
    }
    for (const uses of index.values()) {
      for (const u of [...uses.en, ...uses['zh-Hans']]) {
        const id = u.url.split('#')[1];
        if (id) assert.ok(readFileSync(join(root, u.file), 'utf8').includes(`{#${id}}`), `${u.file} lacks #${id}`);
      }
    }
  });
});

describe('routes and headings of guide pages', () => {
  test('number prefixes go, index files are their folder, a slug wins', () => {
    assert.equal(pageRoute('docs/tutorial/40.setup-scene.mdx'), '/docs/tutorial/setup-scene');
    assert.equal(
      pageRoute(`${zhDocs}/tutorial/30.Language Tutorial/1.teal-tutorial.mdx`),
      '/docs/tutorial/Language%20Tutorial/teal-tutorial',
    );
    assert.equal(pageRoute('docs/example/10.First Game Tutorial/index.mdx'), '/docs/example/First%20Game%20Tutorial');
    assert.equal(pageRoute('docs/index.mdx', {slug: '/'}), '/docs');
    assert.equal(
      pageRoute('blog/2024-04-25-tsx-dev-intro.md', {slug: '/2024/4/25/tsx-dev-intro'}),
      '/blog/2024/4/25/tsx-dev-intro',
    );
    assert.equal(pageRoute('blog/2023-11-18-dora-ssr.md', {slug: 'dora-ssr'}), '/blog/dora-ssr');
  });

  test('headings keep their ids, lose their marks, and a fence hides its lines', () => {
    const source = [
      '## Using `addChild` **now** {#using}',
      '```bash',
      '# not a heading {#no}',
      '```',
      '### [Link](/x) {#l}',
    ];
    assert.deepEqual(headingsOf(source.join('\n')), [
      {line: 1, id: 'using', text: 'Using addChild now'},
      {line: 5, id: 'l', text: 'Link'},
    ]);
    assert.equal(plainHeading('`__call` and `Node()`'), '__call and Node()');
  });
});

// Fixture pages in a scratch site: what the checker resolves, against what a text search would find.
const fixture = {
  'docs/tutorial/10.fixture.mdx': (zh: boolean) => `---
title: ${zh ? '夹具指南' : 'Fixture Guide'}
---

\`\`\`ts
// addChild(child) in a comment, and "addChild" in a string, are not uses
const words = 'addChild';
\`\`\`

## ${zh ? '搭建' : 'Building'} {#building}

\`\`\`ts title="init.ts" id=scene
import {Node, Sprite} from 'Dora';
// A class of the sample's own with a method of the same name.
class Holder {
  addChild(_n: number): void {}
}
new Holder().addChild(1);
const root = Node();
const sprite = Sprite('Image/logo.png');
\`\`\`

\`\`\`lua
local node <const> = Node()
node:addChild(Node())
\`\`\`

## ${zh ? '添加 `子节点`' : 'Adding `children` **now**'} {#adding}

\`\`\`ts title="init.ts, continued" continues=scene
sprite?.addChild(Node());
\`\`\`
`,
  // The reference's own examples are not guides.
  'docs/api/Class/Fixture.mdx': () => `---
title: Fixture
---

## go {#go}

\`\`\`ts
import {Node} from 'Dora';
Node().addChild(Node());
\`\`\`
`,
};

describe('usage on fixture pages', () => {
  let base: string;
  let index: UsageIndex;
  before(() => {
    base = mkdtempSync(join(tmpdir(), 'used-in-'));
    for (const [file, text] of Object.entries(fixture)) {
      for (const [path, zh] of [
        [file, false],
        [file.replace(/^docs\//, `${zhDocs}/`), true],
      ] as const) {
        mkdirSync(dirname(join(base, path)), {recursive: true});
        writeFileSync(join(base, path), text(zh));
      }
    }
    index = buildUsageIndex(guidePages(base), base);
  });
  after(() => rmSync(base, {recursive: true, force: true}));

  test('guide pages leave the API pages out', () => {
    assert.equal(sitePages(base).length, 4);
    assert.deepEqual(
      guidePages(base).map((p) => p.file),
      ['docs/tutorial/10.fixture.mdx', `${zhDocs}/tutorial/10.fixture.mdx`],
    );
  });

  test("a subclass's call of an inherited method is the method's, a sample's own method or a comment is not", () => {
    assert.deepEqual(
      usesOf(index, 'Class/Node', 'addchild', 'en').map((u) => [u.url, `${u.title} › ${u.heading}`]),
      [['/docs/tutorial/fixture#adding', 'Fixture Guide › Adding children now']],
    );
    assert.deepEqual(
      usesOf(index, 'Class/Node', 'addchild', 'zh-Hans').map((u) => [u.url, `${u.title} › ${u.heading}`]),
      [['/docs/tutorial/fixture#adding', '夹具指南 › 添加 子节点']],
    );
  });

  test("a class object's call is its __call, and a continuation counts only its own lines", () => {
    assert.deepEqual(
      usesOf(index, 'Class Object/Node', '__call', 'en').map((u) => u.url),
      ['/docs/tutorial/fixture#building', '/docs/tutorial/fixture#adding'],
    );
    assert.deepEqual(
      usesOf(index, 'Class Object/Sprite', '__call', 'en').map((u) => u.url),
      ['/docs/tutorial/fixture#building'],
    );
  });
});

// ── The remark plugin ────────────────────────────────────────────────────────────────────────────────

const text = (value: string) => ({type: 'text', value});
const paragraph = (value: string) => ({type: 'paragraph', children: [text(value)]}) as RootContent;
const h2 = (value: string) => ({type: 'heading', depth: 2, children: [text(value)]}) as RootContent;
/** A heading as Docusaurus's heading plugin leaves it, before the site's remark plugins: id in its data. */
const h2WithId = (value: string, id: string) =>
  ({type: 'heading', depth: 2, children: [text(value)], data: {id, hProperties: {id}}}) as RootContent;
const div = (...children: RootContent[]) =>
  ({
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'api-member-list'}],
    children,
  }) as unknown as RootContent;

/** A small Node page: intro, member list, then addChild, moveAndCullItems and addTo. */
const nodePage = (): Root => ({
  type: 'root',
  children: [
    paragraph('The building block of every scene.'),
    div(h2('Member index {#member-index}'), paragraph('…')),
    h2('addChild {#addchild}'),
    paragraph('Adds a child.'),
    div(paragraph('signature')),
    h2('moveAndCullItems {#moveandcullitems}'),
    paragraph('Moves and culls.'),
    h2WithId('addTo', 'addto'),
    paragraph('Adds to a parent.'),
  ],
});

const isUsedIn = (node: RootContent | undefined): node is Paragraph =>
  node?.type === 'paragraph' && (node.data?.hProperties?.className as string[] | undefined)?.[0] === 'api-used-in';
const links = (p: Paragraph) => p.children.filter((c): c is Link => c.type === 'link');
const linkText = (l: Link) => (l.children[0] as {value: string}).value;
const plain = (p: Paragraph) =>
  p.children.map((c) => ('value' in c ? c.value : 'children' in c ? linkText(c as Link) : '')).join('');
const indexOfHeading = (tree: Root, id: string) =>
  tree.children.findIndex(
    (n) =>
      n.type === 'heading' &&
      ((n as Heading).data?.hProperties?.id === id || JSON.stringify(n.children).includes(`{#${id}}`)),
  );

describe('the usedIn remark plugin', () => {
  test('knows an API page and its locale from the file path', () => {
    assert.deepEqual(apiPageOf(join(root, 'docs/api/Class/Node/index.mdx')), {route: 'Class/Node', locale: 'en'});
    assert.deepEqual(apiPageOf(`${zhDocs}/api/Class Object/Node.mdx`), {route: 'Class Object/Node', locale: 'zh-Hans'});
    assert.equal(apiPageOf(join(root, setupScene)), undefined);
  });

  test('puts the line at the end of each used member section, nothing under an unused one', () => {
    const tree = nodePage();
    usedIn()(tree, {path: join(root, 'docs/api/Class/Node/index.mdx')});
    const unused = indexOfHeading(tree, 'moveandcullitems');
    const addChild = tree.children[unused - 1];
    assert.ok(isUsedIn(addChild), 'the last node of the addChild section');
    assert.ok(tree.children[unused - 2].type === 'mdxJsxFlowElement', 'after the signature block, not inside it');
    assert.equal((addChild.children[0] as {children: {value: string}[]}).children[0].value, 'Used in:');
    const hierarchy = links(addChild).find((l) => l.url === '/docs/tutorial/setup-scene#building-a-hierarchy');
    assert.ok(hierarchy);
    assert.equal(linkText(hierarchy), 'How to Create a Game Scene › Building a hierarchy');

    const addTo = indexOfHeading(tree, 'addto');
    assert.equal(addTo, unused + 2, 'moveAndCullItems keeps its section as it was');
    const last = tree.children.at(-1);
    assert.ok(isUsedIn(last), 'the section of the last member ends the page');
    const total = usesOf(usageIndex(), 'Class/Node', 'addto', 'en').length;
    assert.ok(total > shownUses, 'addTo is used in more sections than a line shows');
    assert.equal(links(last).length, shownUses);
    assert.ok(plain(last).endsWith(` and ${total - shownUses} more`), plain(last));
  });

  test("lists the pages that use the page's members after its introduction", () => {
    const tree = nodePage();
    usedIn()(tree, {path: join(root, 'docs/api/Class/Node/index.mdx')});
    const line = tree.children[1];
    assert.ok(isUsedIn(line), 'between the introduction and the member list');
    assert.equal(tree.children[2].type, 'mdxJsxFlowElement');
    assert.ok(
      links(line).some((l) => l.url === '/docs/tutorial/setup-scene' && linkText(l) === 'How to Create a Game Scene'),
    );
  });

  test('writes the Chinese page in Chinese, from the Chinese guides', () => {
    const tree = nodePage();
    usedIn()(tree, {path: join(root, zhDocs, 'api/Class/Node/index.mdx')});
    const addChild = tree.children[indexOfHeading(tree, 'moveandcullitems') - 1];
    assert.ok(isUsedIn(addChild));
    assert.ok(plain(addChild).startsWith('示例中的用法： '));
    assert.ok(links(addChild).some((l) => linkText(l) === '如何创建游戏场景 › 构建层次结构'));
    const last = tree.children.at(-1);
    assert.ok(isUsedIn(last));
    assert.match(plain(last), /、.* 等另外 \d+ 处$/);
  });

  test('a section ends where a member list begins, and a `###` stays in its section', () => {
    const use = (url: string) => ({file: 'docs/tutorial/10.a.mdx', url, title: 'A', heading: 'B', line: 3});
    const fake: UsageIndex = new Map([
      ['Module/Audio#signature', {en: [use('/docs/tutorial/a#b')], 'zh-Hans': []}],
      ['Module/Audio#play', {en: [use('/docs/tutorial/a#c')], 'zh-Hans': []}],
    ]);
    const h3 = {type: 'heading', depth: 3, children: [text('Detail {#detail}')]} as RootContent;
    const tree: Root = {
      type: 'root',
      children: [
        paragraph('Plays sounds.'),
        h2('Signature {#signature}'),
        div(paragraph('signature')),
        div(h2('Member index {#member-index}'), paragraph('…')),
        h2('play {#play}'),
        h3,
        paragraph('detail'),
      ],
    };
    usedIn({index: () => fake})(tree, {path: join(root, 'docs/api/Module/Audio.mdx')});
    const kinds = tree.children.map((n) => (isUsedIn(n) ? `used:${links(n)[0].url}` : n.type));
    assert.deepEqual(kinds, [
      'paragraph',
      'used:/docs/tutorial/a', // two sections used: the pages, after the introduction
      'heading',
      'mdxJsxFlowElement',
      'used:/docs/tutorial/a#b', // the end of Signature: before the member list, not after it
      'mdxJsxFlowElement',
      'heading',
      'heading',
      'paragraph',
      'used:/docs/tutorial/a#c',
    ]);
  });

  test('leaves other pages, and pages with no used member, alone', () => {
    const guide = nodePage();
    usedIn()(guide, {path: join(root, setupScene)});
    assert.deepEqual(guide, nodePage());
    const empty: UsageIndex = new Map();
    const api = nodePage();
    usedIn({index: () => empty})(api, {path: join(root, 'docs/api/Class/Node/index.mdx')});
    assert.deepEqual(api, nodePage());
  });
});
