// The MDX sections plugin (config/mdx-sections.ts): a page is cut before each `##` heading, and renders the same;
// a long page's sections start with a layout step every so many characters.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  layoutStep,
  layoutStepEvery,
  layoutStepsBefore,
  mdxSections,
  splitSections,
  weight,
} from '../../config/mdx-sections';

// MDX is published as ES modules only.
const mdx = () => import('@mdx-js/mdx');

const page = `# Title

Intro with [a link](/docs/x).

## First

\`\`\`lua
print(1)
\`\`\`

export const Note = ({children}) => <aside>{children}</aside>;

<Note>A *component* in between.</Note>

## Second

- one
- two

<Box>Given by the page's components.</Box>

### Deeper

Text.
`;

test('the top-level content is cut before each section start, the opening kept as a section', () => {
  assert.deepEqual(
    splitSections([1, 2, 0, 3, 0, 4], (n) => n === 0),
    [
      [1, 2],
      [0, 3],
      [0, 4],
    ],
  );
  assert.deepEqual(
    splitSections([0, 1], (n) => n === 0),
    [[0, 1]],
  );
  assert.deepEqual(
    splitSections([], () => true),
    [],
  );
});

test('a page is built by one small component per section and renders exactly as before', async () => {
  const {compile, evaluate} = await mdx();
  const code = String(await compile(page, {recmaPlugins: [mdxSections]}));
  assert.equal(code.match(/_jsx\(_MDXSection\d+, \{/g)?.length, 3, 'the opening and the two ## sections');
  const render = async (recmaPlugins: [] | [typeof mdxSections]) => {
    const {default: Content} = await evaluate(page, {...runtime, recmaPlugins});
    // `Box` comes from the components the page is given: a name the sections' code must receive.
    const Box = ({children}: {children: unknown}) => createElement('section', null, children as string);
    return renderToStaticMarkup(createElement(Content, {components: {Box}}));
  };
  const before = await render([]);
  assert.match(before, /<h2>First<\/h2>/);
  assert.match(before, /<section>Given by the page/);
  assert.equal(await render([mdxSections]), before);
});

test('a page with no ## heading and development output are left whole', async () => {
  const {compile} = await mdx();
  const flat = String(await compile('# Only\n\nText.\n', {recmaPlugins: [mdxSections]}));
  assert.doesNotMatch(flat, /_MDXSection/);
  const dev = String(await compile(page, {recmaPlugins: [mdxSections], development: true}));
  assert.doesNotMatch(dev, /_MDXSection/);
});

test('a layout step starts the first section after each run of content that reaches the step size', () => {
  assert.deepEqual([...layoutStepsBefore([5, 5, 5, 5, 5], 10)], [2, 4]);
  assert.deepEqual([...layoutStepsBefore([12, 1, 1, 12, 1], 10)], [1, 4]);
  assert.deepEqual([...layoutStepsBefore([9, 9], 10)], [], 'the content after the last step is never stepped');
  assert.deepEqual([...layoutStepsBefore([30], 10)], [], 'nor is the opening');
});

test("a section's weight counts the characters of its strings, not its names", () => {
  assert.equal(
    weight({
      type: 'CallExpression',
      callee: {type: 'Identifier', name: '_jsx'},
      arguments: [
        {type: 'Literal', value: 'abc'},
        {type: 'Literal', value: 42},
        {type: 'Literal', value: 'de'},
      ],
    }),
    5,
  );
});

test('a long page gets inert layout steps that render as scripts and change nothing else', async () => {
  const {compile, evaluate} = await mdx();
  const filler = (n: number) => `${'word '.repeat(Math.ceil(layoutStepEvery / 5) / n)}\n`;
  const long = ['# Long', filler(1), ...[1, 2, 3, 4].map((i) => `## Part ${i}\n\n${filler(2)}`)].join('\n');
  const code = String(await compile(long, {recmaPlugins: [mdxSections]}));
  const render = async (recmaPlugins: [] | [typeof mdxSections]) => {
    const {default: Content} = await evaluate(long, {...runtime, recmaPlugins});
    return renderToStaticMarkup(createElement(Content));
  };
  const stepped = await render([mdxSections]);
  const script = `<script>${layoutStep}</script>`;
  // The opening reaches the step size, then every two parts do.
  assert.equal(stepped.split(script).length - 1, 2, code);
  assert.match(stepped, new RegExp(`${script}<h2>Part 1</h2>`));
  assert.match(stepped, new RegExp(`${script}<h2>Part 3</h2>`));
  assert.equal(stepped.replaceAll(script, ''), await render([]));
  // A short page has none.
  assert.doesNotMatch(await renderToStaticMarkupOf(page), /<script>/);
  async function renderToStaticMarkupOf(source: string) {
    const {default: Content} = await evaluate(source, {...runtime, recmaPlugins: [mdxSections]});
    const Box = ({children}: {children: unknown}) => createElement('section', null, children as string);
    return renderToStaticMarkup(createElement(Content, {components: {Box}}));
  }
});
