// The finishing step of the pages for AI assistants (plugins/llms/markdown.ts): absolute links, components and
// HTML written as Markdown, code left as written, llms.txt grouped by area, llms-full.txt from the twins.
// tests/e2e/llms.test.ts checks the files of a production build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  signatureTabs,
  absoluteTarget,
  areaHeadings,
  demoteHeadings,
  fenceInfo,
  finishPage,
  fullText,
  groupedIndex,
  htmlTags,
  jsxImages,
  outsideCode,
  parseIndex,
  restoreImages,
  twinDescription,
  writtenComponents,
  type Site,
} from '../../plugins/llms/markdown';
import {glossary} from '../../src/data/glossary';

const root = join(import.meta.dirname, '../..');
const en: Site = {locale: 'en', root: 'https://dora-ssr.net'};
const zh: Site = {locale: 'zh-Hans', root: 'https://dora-ssr.net/zh-Hans'};
const page = 'https://dora-ssr.net/zh-Hans/docs/tutorial/Using%20Nodes/using-sprite';

test('link targets become absolute: root-relative ones under the locale, in-page ones on the page', () => {
  assert.equal(
    absoluteTarget('/docs/api/Class/Node#addto', page, en),
    'https://dora-ssr.net/docs/api/Class/Node#addto',
  );
  assert.equal(
    absoluteTarget('/docs/api/Class Object/Sprite', page, zh),
    'https://dora-ssr.net/zh-Hans/docs/api/Class%20Object/Sprite',
  );
  assert.equal(absoluteTarget('/zh-Hans/blog', page, zh), 'https://dora-ssr.net/zh-Hans/blog');
  assert.equal(absoluteTarget('#texture', page, zh), `${page}#texture`);
  assert.equal(
    absoluteTarget('using-playable', page, zh),
    'https://dora-ssr.net/zh-Hans/docs/tutorial/Using%20Nodes/using-playable',
  );
  assert.equal(absoluteTarget('https://github.com/ippclub/Dora-SSR', page, zh), 'https://github.com/ippclub/Dora-SSR');
  assert.equal(absoluteTarget('mailto:team@example.org', page, en), 'mailto:team@example.org');
});

/** A fence inside a fence, in a list item: none of it is rewritten. */
const nestedFence = ['', '1. In a list:', '', '   ````md', '   ```lua', '   [y](/docs/y)', '   ```', '   ````'];

test('a twin gets absolute links and images, Markdown for kbd and details, and code exactly as written', () => {
  const source = [
    '# Sprites',
    '',
    'See [`Node`](/docs/api/Class/Node), [the texture](#texture "In-page") and ![A map](/img/map.svg).',
    'Press <kbd>Ctrl</kbd> + <kbd>S</kbd>; `[not a link](/docs)` and `<kbd>` stay code.',
    '',
    '<details>',
    '<summary>init.lua</summary>',
    '',
    '```lua title="init.lua" id=main continues=setup',
    'local s = "[x](/docs) <kbd>K</kbd>"',
    '```',
    '',
    '</details>',
    ...nestedFence,
  ].join('\n');
  const twin = finishPage(source, page, zh);
  assert.equal(
    twin,
    [
      '# Sprites',
      '',
      'See [`Node`](https://dora-ssr.net/zh-Hans/docs/api/Class/Node), ' +
        `[the texture](${page}#texture "In-page") and ![A map](https://dora-ssr.net/zh-Hans/img/map.svg).`,
      'Press `Ctrl` + `S`; `[not a link](/docs)` and `<kbd>` stay code.',
      '',
      '**init.lua**',
      '',
      '```lua title="init.lua"',
      'local s = "[x](/docs) <kbd>K</kbd>"',
      '```',
      ...nestedFence,
    ].join('\n'),
  );
  assert.deepEqual(htmlTags(twin), []);
});

test('fence info strings keep the language and the title only', () => {
  assert.equal(
    fenceInfo('tsx title="Excerpt from init.tsx (complete file below)" excerpt=main'),
    'tsx title="Excerpt from init.tsx (complete file below)"',
  );
  assert.equal(
    fenceInfo('yue continues=world title="Continues the world setup"'),
    'yue title="Continues the world setup"',
  );
  assert.equal(fenceInfo('mermaid'), 'mermaid');
  assert.equal(fenceInfo(''), '');
});

test('HTML outside code is found; code, inline code and autolinks are not HTML', () => {
  const markdown = [
    'A <span class="badge">tag</span>, `<div>` in code, <https://dora-ssr.net> and 1 < 2 > 0.',
    '<TabItem',
    '  value="lua">',
    '```html',
    '<div></div>',
    '```',
  ].join('\n');
  assert.deepEqual(htmlTags(markdown), ['<span class="badge">', '</span>', '<TabItem\n  value="lua">']);
  assert.equal(outsideCode('a `b` c\n```\nd\n```\ne'), 'a  c\n\n\n\ne');
});

test('the glossary and the area cards are written out as Markdown, in each locale', () => {
  const english = finishPage('Intro.\n\n<Glossary />\n', page, en);
  const rows = english.split('\n').filter((line) => line.startsWith('| '));
  assert.equal(rows[0], '| English | Chinese | Other words | API | Meaning |');
  assert.equal(rows.length, glossary.length + 2);
  assert.ok(
    english.includes(
      '| sprite | 精灵 | 图元 (in the engine’s API comments)、图片节点、图片精灵 | [Sprite](https://dora-ssr.net/docs/api/Class/Sprite) |',
    ),
  );
  const chinese = finishPage('<Glossary />', page, zh);
  assert.equal(chinese.split('\n')[0], '| 英文 | 中文 | 其他说法 | API 页面 | 含义 |');
  assert.ok(chinese.includes('[Sprite](https://dora-ssr.net/zh-Hans/docs/api/Class/Sprite)'));
  assert.ok(chinese.includes(glossary[0].note.zh));
  assert.ok(chinese.includes('| camera | 摄像机 | 相机（引擎 API 注释的用词，业界常用） |'));
  assert.ok(chinese.includes('| 裁剪节点、蒙版 | 遮罩（业界常用） |'));

  const cards = finishPage('<DocAreas headingLevel={2} />', page, zh).split('\n');
  assert.equal(cards.length, 4);
  assert.match(cards[0], /^- \[教程\]\(https:\/\/dora-ssr\.net\/zh-Hans\/docs\/tutorial\/quick-start\): \S/);
  assert.match(
    cards[2],
    /^- \[示例\]\(https:\/\/dora-ssr\.net\/zh-Hans\/docs\/example\/First%20Game%20Tutorial\/start\)/,
  );
  assert.deepEqual(htmlTags(english + chinese + cards.join('\n')), []);
});

test('an unknown component is left for the build to reject', () => {
  assert.deepEqual(htmlTags(finishPage('<Figure src="x" />', page, en)), ['<Figure src="x" />']);
});

test('every element or component in the sources is one the plugin flattens or this step writes out', () => {
  // The plugin flattens tabs into labelled sections and drops the tags of these; a new component would
  // lose its content without a word, so it must be added to plugins/llms/markdown.ts first.
  const known = new Set([
    'Tabs',
    'TabItem',
    'div',
    'span',
    'p',
    'br',
    'a',
    'strong',
    'em',
    'kbd',
    'details',
    'summary',
    'button', // only the API pages' signature tabs, which signatureTabs writes out
  ]);
  // An <img> with a plain src becomes a Markdown image in the plugin; one whose src calls useBaseUrl is put back.
  const handledImage = (tag: string) => /\ssrc="[^"]+"/.test(tag) || jsxImages(tag).length === 1;
  for (const name of writtenComponents) known.add(name);
  const dirs = [
    'docs',
    'blog',
    'i18n/zh-Hans/docusaurus-plugin-content-docs',
    'i18n/zh-Hans/docusaurus-plugin-content-blog',
  ];
  const unknown = new Set<string>();
  let files = 0;
  for (const dir of dirs) {
    for (const file of readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})) {
      if (!/\.mdx?$/.test(file)) continue;
      files += 1;
      const text = readFileSync(join(root, dir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      for (const tag of htmlTags(text)) {
        const name = tag.match(/^<\/?([\w.-]+)/)?.[1] ?? tag;
        if (!known.has(name) && !(name === 'img' && handledImage(tag))) unknown.add(`${dir}/${file}: ${tag}`);
      }
    }
  }
  assert.ok(files > 500, `read ${files} pages`);
  assert.deepEqual([...unknown], []);
});

test('images drawn with useBaseUrl go back after the heading or paragraph they follow in the source', () => {
  const source = [
    "import useBaseUrl from '@docusaurus/useBaseUrl';",
    '',
    '### Dora {#dora}',
    '',
    '<img',
    "  src={useBaseUrl('/img/creative/dora sketch.svg')}",
    '  alt="Sketch of Dora [draft]"',
    '  width="320"',
    '/>',
    '',
    'A paragraph',
    'on two lines.',
    '<img src={useBaseUrl("/img/b.svg")} alt="B" />',
    '',
    '```mdx',
    "<img src={useBaseUrl('/img/in-code.svg')} />",
    '```',
  ].join('\n');
  assert.deepEqual(jsxImages(source), [
    {after: '### Dora {#dora}', src: '/img/creative/dora sketch.svg', alt: 'Sketch of Dora [draft]'},
    {after: 'on two lines.', src: '/img/b.svg', alt: 'B'},
  ]);
  const twin = '# Art\n\n### Dora {#dora}\n\nA paragraph\non two lines.\n\nMore.';
  assert.equal(
    restoreImages(twin, source),
    '# Art\n\n### Dora {#dora}\n\n![Sketch of Dora \\[draft\\]](/img/creative/dora%20sketch.svg)\n\n' +
      'A paragraph\non two lines.\n\n![B](/img/b.svg)\n\nMore.',
  );
  assert.throws(() => restoreImages('# Art\n\nNo heading here.', source), /cannot place the image/);
  assert.throws(
    () => restoreImages(`${twin}\n\n![B](/img/b.svg)`, source),
    /now writes the image \/img\/b\.svg itself/,
  );
});

test('a twin’s description is its opening quote; headings move one level down outside code', () => {
  assert.equal(twinDescription('# Title\n\n> One line\n> and more.\n\nBody'), 'One line and more.');
  assert.equal(twinDescription('# Title\n\nBody'), '');
  assert.equal(
    demoteHeadings('# A\n## B\n```sh\n# comment\n```\n###### F'),
    '## A\n### B\n```sh\n# comment\n```\n###### F',
  );
});

const pluginIndex = `# Dora SSR

> Summary.

A note.

## Table of Contents

- [Post](https://dora-ssr.net/blog/dora-ssr.md): A post.
- [Dora Start!](https://dora-ssr.net/docs/tutorial/quick-start.md): Getting started with Dora SSR. Install it, open its...
- [Node](https://dora-ssr.net/docs/api/Class/Node.md)
`;

test('llms.txt keeps the plugin’s opening and lists every page under its area, areas in the site’s order', () => {
  const {head, entries} = parseIndex(pluginIndex);
  assert.equal(head, '# Dora SSR\n\n> Summary.\n\nA note.');
  assert.equal(entries.length, 3);
  const areaOf = ['blog', 'tutorial', 'api'] as const;
  const grouped = groupedIndex(
    head,
    entries.map((entry, i) => ({...entry, area: areaOf[i]})),
    areaHeadings('zh-Hans'),
  );
  assert.equal(
    grouped,
    `# Dora SSR

> Summary.

A note.

## 教程

- [Dora Start!](https://dora-ssr.net/docs/tutorial/quick-start.md): Getting started with Dora SSR. Install it, open its...

## API 参考

- [Node](https://dora-ssr.net/docs/api/Class/Node.md)

## 博客

- [Post](https://dora-ssr.net/blog/dora-ssr.md): A post.
`,
  );
  assert.deepEqual(Object.values(areaHeadings('en')), ['Tutorial', 'API reference', 'Examples', 'Creative', 'Blog']);
  assert.throws(() => parseIndex('# Dora SSR\n\n- [A](a)'), /Table of Contents/);
  assert.throws(() => parseIndex(`${pluginIndex}<p>stray</p>\n`), /unexpected line/);
});

test('llms-full.txt holds each twin under a heading that links to its page', () => {
  const full = fullText('# Dora SSR\n\n> Summary.', [
    {
      title: 'Node',
      htmlUrl: 'https://dora-ssr.net/docs/api/Class/Node',
      twin: '# Node\n\n> A node.\n\n## x {#x}\n\nText.\n',
    },
    {title: 'Post', htmlUrl: 'https://dora-ssr.net/blog/dora-ssr', twin: '# Post\n\nBody.\n'},
  ]);
  assert.equal(
    full,
    '# Dora SSR\n\n> Summary.\n\n## [Node](https://dora-ssr.net/docs/api/Class/Node)\n\n> A node.\n\n### x {#x}\n\nText.\n\n' +
      '## [Post](https://dora-ssr.net/blog/dora-ssr)\n\nBody.\n',
  );
});

test("an API member's signature tabs become the Teal and the TypeScript block, each under its label", () => {
  const tabs = (teal: string, ts: string) =>
    [
      `<button type="button" role="tab" data-api-form-choice="teal" aria-selected="true">${teal}</button>`,
      `<button type="button" role="tab" data-api-form-choice="ts" aria-selected="false">${ts}</button>`,
      '',
    ].join('\n');
  const member = `${tabs('Teal', 'TypeScript')}\n\`\`\`teal\nx: integer\n\`\`\`\n\n\`\`\`ts\nx: number\n\`\`\`\n\nNext.`;
  assert.equal(
    signatureTabs(member),
    '**Teal**\n\n```teal\nx: integer\n```\n\n**TypeScript**\n\n```ts\nx: number\n```\n\nNext.',
  );
  // A form one language lacks is a line of text in its place.
  const tsOnly = `${tabs('Teal', 'TypeScript')}\nOnly the TypeScript declarations have this.\n\n\`\`\`ts\nenum X {}\n\`\`\``;
  assert.equal(
    signatureTabs(tsOnly),
    '**Teal**\n\nOnly the TypeScript declarations have this.\n\n**TypeScript**\n\n```ts\nenum X {}\n```',
  );
});
