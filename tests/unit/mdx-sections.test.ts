// The MDX sections plugin (config/mdx-sections.ts): a page is cut before each `##` heading, and renders the same;
// a long page's sections start with a layout step every so many characters.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  layoutStepEvery,
  layoutStepHtml,
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

/** The page rendered to HTML, given a `Box` component as a page's components would be. */
async function rendered(source: string, recmaPlugins: [] | [typeof mdxSections]): Promise<string> {
  const {evaluate} = await mdx();
  const {default: Content} = await evaluate(source, {...runtime, recmaPlugins});
  // `Box` comes from the components the page is given: a name the sections' code must receive.
  const Box = ({children}: {children: unknown}) => createElement('section', null, children as string);
  return renderToStaticMarkup(createElement(Content, {components: {Box}}));
}

test('a page is built by one small component per section and renders exactly as before', async () => {
  const {compile} = await mdx();
  const code = String(await compile(page, {recmaPlugins: [mdxSections]}));
  assert.equal(code.match(/_jsx\(_MDXSection\d+, \{/g)?.length, 3, 'the opening and the two ## sections');
  const before = await rendered(page, []);
  assert.match(before, /<h2>First<\/h2>/);
  assert.match(before, /<section>Given by the page/);
  assert.equal(await rendered(page, [mdxSections]), before);
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
  // An opening of one step's size, then four parts of half a step each.
  const words = (characters: number) => `${'word '.repeat(characters / 5)}\n`;
  const long = [
    '# Long',
    words(layoutStepEvery),
    ...[1, 2, 3, 4].map((i) => `## Part ${i}\n\n${words(layoutStepEvery / 2)}`),
  ].join('\n');
  const stepped = await rendered(long, [mdxSections]);
  // The opening reaches the step size, then every two parts do.
  assert.equal(stepped.split(layoutStepHtml).length - 1, 2);
  assert.ok(stepped.includes(`${layoutStepHtml}<h2>Part 1</h2>`));
  assert.ok(stepped.includes(`${layoutStepHtml}<h2>Part 3</h2>`));
  assert.equal(stepped.replaceAll(layoutStepHtml, ''), await rendered(long, []));
  // A short page has none.
  assert.doesNotMatch(await rendered(page, [mdxSections]), /<script>/);
});
