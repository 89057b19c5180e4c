// Which code blocks are highlighted at build time (tests/e2e/code-colours.test.ts checks how they look).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Code, Root} from 'mdast';
import {highlightedLines, prerenderCode} from '@site/mdx/prerender-code';

function codeNode(value: string, lang: string, meta?: string): Code {
  return {type: 'code', value, lang, meta};
}

test('highlighted lines are compact: plain text bare, lines without styles, token colours from classes', () => {
  const html = highlightedLines('local x = 1', 'lua');
  assert.equal(
    html,
    '<span class="token-line"><span class="token keyword">local</span> x <span class="token operator">=</span> <span class="token number">1</span><br/></span>',
  );
});

test('the remark plugin gives plain fenced blocks their lines and leaves the rest to the browser', () => {
  const plain = codeNode('local x = 1', 'lua', 'title="init.lua"');
  plain.data = {hProperties: {metastring: 'kept'}} as Code['data'];
  const ranged = codeNode('local x = 1\nlocal y = 2', 'lua', '{2}');
  const numbered = codeNode('local x = 1', 'lua', 'showLineNumbers');
  const magic = codeNode('-- highlight-next-line\nlocal x = 1', 'lua');
  const diagram = codeNode('graph TD; A-->B', 'mermaid');
  const tree: Root = {
    type: 'root',
    children: [plain, {type: 'blockquote', children: [ranged, numbered, magic, diagram]}],
  };
  prerenderCode()(tree);
  const props = (node: Code) => (node.data as {hProperties?: Record<string, unknown>} | undefined)?.hProperties;
  assert.equal(props(plain)?.highlighted, highlightedLines('local x = 1', 'lua'));
  assert.equal(props(plain)?.metastring, 'kept');
  for (const node of [ranged, numbered, magic, diagram]) assert.equal(props(node)?.highlighted, undefined, node.value);
});
