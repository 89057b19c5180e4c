// The MDX sections plugin (config/mdx-sections.ts): a page is cut before each `##` heading, and renders the same.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {mdxSections, splitSections} from '../../config/mdx-sections';

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
