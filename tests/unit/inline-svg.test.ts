// Markdown figures drawn as SVG files go into the page (mdx/inline-svg.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Root} from 'mdast';
import {figuresAsImages, inlineSvgFigures, inlineSvgMarkup} from '../../mdx/inline-svg';

const drawing = `<?xml version="1.0"?>
<!-- a comment -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" role="img" aria-labelledby="title desc">
  <title id="title">A title</title>
  <desc id="desc">A description</desc>
  <defs><marker id="tip"><path d="M0 0"/></marker><clipPath id="card"><rect width="10" height="10"/></clipPath></defs>
  <g clip-path="url(#card)"><line x2="5" marker-end="url(#tip)"/><use href="#tip"/><use xlink:href="#tip"/><a href="#elsewhere">x</a></g>
</svg>`;

test("the drawing keeps its shapes; its ids take a prefix everywhere they are used; the span names it, not the SVG's title", () => {
  const html = inlineSvgMarkup(drawing, '/img/a.svg');
  assert.ok(html);
  const prefix = html.match(/id="(f[0-9a-f]{6}-)tip"/)?.[1];
  assert.ok(prefix, html);
  assert.match(
    html,
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable="false">/,
  );
  assert.doesNotMatch(html, /<title|<desc|role=|aria-labelledby|<\?xml|<!--/);
  for (const use of [
    `id="${prefix}card"`,
    `url(#${prefix}card)`,
    `url(#${prefix}tip)`,
    `href="#${prefix}tip"`,
    `xlink:href="#${prefix}tip"`,
  ])
    assert.ok(html.includes(use), use);
  assert.ok(html.includes('href="#elsewhere"'), 'a link to an id the drawing does not have is left alone');
  assert.notEqual(
    inlineSvgMarkup(drawing, '/img/b.svg')?.match(/id="(f[0-9a-f]{6}-)/)?.[1],
    prefix,
    'another file, another prefix',
  );
});

test('a drawing with a style sheet, a script, an embedded image or foreign content stays an image', () => {
  for (const inside of [
    '<style>g{fill:red}</style>',
    '<script>1</script>',
    '<image href="a.png"/>',
    '<foreignObject/>',
    '<g onclick="x()"/>',
  ])
    assert.equal(inlineSvgMarkup(`<svg viewBox="0 0 1 1">${inside}</svg>`, '/img/a.svg'), undefined, inside);
  assert.equal(inlineSvgMarkup('<html></html>', '/img/a.svg'), undefined);
});

test('only a Markdown image of an .svg file in static/ is replaced, by a span named with the alt text', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inline-svg-'));
  mkdirSync(join(dir, 'img'));
  writeFileSync(join(dir, 'img', 'a.svg'), drawing);
  writeFileSync(join(dir, 'img', 'styled.svg'), '<svg><style>*{}</style></svg>');
  const image = (url: string) => ({type: 'image' as const, url, alt: `alt of ${url}`});
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          image('/img/a.svg'),
          image('/img/styled.svg'),
          image('/img/missing.svg'),
          image('/img/a.webp'),
          image('https://x/a.svg'),
        ],
      },
    ],
  };
  inlineSvgFigures({staticDir: dir})(tree);
  const [figure, ...rest] = (
    tree.children[0] as {
      children: {type: string; url?: string; name?: string; attributes?: {name: string; value: unknown}[]}[];
    }
  ).children;
  assert.equal(figure.type, 'mdxJsxTextElement');
  assert.equal(figure.name, 'span');
  const attributes = Object.fromEntries((figure.attributes ?? []).map((a) => [a.name, a.value]));
  assert.equal(attributes.className, 'inline-figure');
  assert.equal(attributes.role, 'img');
  assert.equal(attributes['aria-label'], 'alt of /img/a.svg');
  assert.equal(attributes['data-src'], '/img/a.svg');
  const inner = attributes.dangerouslySetInnerHTML as {
    value: string;
    data: {estree: {body: {expression: {properties: {value: {value: string}}[]}}[]}};
  };
  const html = inner.data.estree.body[0].expression.properties[0].value.value;
  assert.equal(html, inlineSvgMarkup(drawing, '/img/a.svg'));
  assert.equal(inner.value, `{__html: ${JSON.stringify(html)}}`);
  assert.deepEqual(
    rest.map((node) => [node.type, node.url]),
    [
      ['image', '/img/styled.svg'],
      ['image', '/img/missing.svg'],
      ['image', '/img/a.webp'],
      ['image', 'https://x/a.svg'],
    ],
  );
});

test("a feed gets each inline figure back as an image of its file, with the figure's name as alt text", () => {
  const figure =
    '<p>Before</p><p><span class="inline-figure" role="img" aria-label="A &quot;quoted&quot; bear &amp; a girl" data-src="/img/blog/a b.svg" title="T"><svg aria-hidden="true"><g><text>x</text></g></svg></span></p><p>After</p>';
  assert.equal(
    figuresAsImages(figure, 'https://dora-ssr.net'),
    '<p>Before</p><p><img src="https://dora-ssr.net/img/blog/a%20b.svg" alt="A &quot;quoted&quot; bear &amp; a girl" title="T"></p><p>After</p>',
  );
  const two = `${figure}${figure.replace('data-src="/img/blog/a b.svg"', 'data-src="/img/c.svg"')}`;
  assert.equal(figuresAsImages(two, 'https://dora-ssr.net').match(/<img /g)?.length, 2);
  const withoutSource = '<span class="inline-figure" role="img" aria-label="x"><svg></svg></span>';
  assert.equal(figuresAsImages(withoutSource, 'https://dora-ssr.net'), withoutSource);
});
