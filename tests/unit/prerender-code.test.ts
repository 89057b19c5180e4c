// Build-time highlighting gives the same lines the theme's Prism renderer would draw in the browser.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import {highlightedLines, prerenderCode} from '@site/config/prerender-code';
import {codeTheme} from '@site/config/prism';
import {Prism} from '@site/config/prism-node';

/** What the theme's `CodeBlock/Content` and `CodeBlock/Line` render inside `<code>`, for a block without line numbers. */
function themeLines(code: string, language: string): string {
  return renderToStaticMarkup(
    createElement(Highlight, {
      prism: Prism,
      theme: codeTheme,
      code,
      language,
      children: ({tokens, getLineProps, getTokenProps}) =>
        createElement(
          Fragment,
          null,
          tokens.map((tokenLine, i) => {
            const line = tokenLine.length === 1 && tokenLine[0].content === '\n' ? [{...tokenLine[0], content: ''}] : tokenLine;
            const spans = line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})}));
            return createElement('span', {key: i, ...getLineProps({line})}, ...spans, createElement('br'));
          }),
        ),
    }),
  );
}

/** The DOM text both produce: React escapes quotes in text, which the browser reads back the same. */
const decoded = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

const samples: [string, string][] = [
  ['lua', 'local sprite <const> = Sprite("Image/logo.png")\n\n-- a comment & more\nif sprite then print("ok") end'],
  ['teal', 'local record Point\n  x: number\nend\nlocal p: Point = {x = 1}'],
  ['yue', 'with Sprite "Image/logo.png"\n\t.x = 100\n\t\\perform Sequence(grow, shrink), true'],
  ['tsx', 'const a = <sprite file="Image/logo.png" x={100}/>;\ntoNode(a);'],
  ['xml', '<Dora>\n  <Label Text="Hi &amp; bye"/>\n</Dora>'],
  ['bash', 'npm install && echo "done"'],
  ['text', 'Plain text, <not> code.\n\n\nwith empty lines'],
];

for (const [language, code] of samples) {
  test(`a ${language} block is highlighted at build time exactly as the theme would in the browser`, () => {
    assert.equal(decoded(highlightedLines(code, language)), decoded(themeLines(code, language)));
  });
}

function codeNode(value: string, lang: string, meta?: string): Code {
  return {type: 'code', value, lang, meta};
}

test('the remark plugin gives plain fenced blocks their lines and leaves the rest to the browser', () => {
  const plain = codeNode('local x = 1', 'lua', 'title="init.lua"');
  plain.data = {hProperties: {metastring: 'kept'}} as Code['data'];
  const ranged = codeNode('local x = 1\nlocal y = 2', 'lua', '{2}');
  const numbered = codeNode('local x = 1', 'lua', 'showLineNumbers');
  const magic = codeNode('-- highlight-next-line\nlocal x = 1', 'lua');
  const diagram = codeNode('graph TD; A-->B', 'mermaid');
  const tree: Root = {type: 'root', children: [plain, {type: 'blockquote', children: [ranged, numbered, magic, diagram]}]};
  prerenderCode()(tree);
  const props = (node: Code) => (node.data as {hProperties?: Record<string, unknown>} | undefined)?.hProperties;
  assert.equal(props(plain)?.highlighted, highlightedLines('local x = 1', 'lua'));
  assert.equal(props(plain)?.metastring, 'kept');
  for (const node of [ranged, numbered, magic, diagram]) assert.equal(props(node)?.highlighted, undefined, node.value);
});
