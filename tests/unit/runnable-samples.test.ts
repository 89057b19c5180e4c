// Which fences get the runner's controls (mdx/runnable-samples.ts, src/runner/marks.ts); the browser test
// (tests/e2e/runner.test.ts) runs them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Code, Root} from 'mdast';
import {runnableSamples} from '@site/mdx/runnable-samples';
import {runnableLanguage} from '@site/src/runner/marks';

const code = (lang: string, meta?: string): Code => ({type: 'code', value: 'print(1)', lang, meta});

test('a fence marked run is wrapped in RunnableCode, nested ones too, and the page imports the component once', () => {
  const teal = code('teal', 'run title="add.tl"');
  const plain = code('lua', 'title="init.lua"');
  const nested = code('yue', 'run');
  const tree: Root = {type: 'root', children: [teal, plain, {type: 'blockquote', children: [nested]}]};
  runnableSamples()(tree);
  const [esm, wrapped, kept, quote] = tree.children as unknown as Record<string, unknown>[];
  assert.equal(esm.type, 'mdxjsEsm');
  assert.match(String(esm.value), /^import RunnableCode from "@site\/src\/components\/RunnableCode";$/);
  assert.equal(wrapped.name, 'RunnableCode');
  assert.deepEqual(wrapped.attributes, [
    {type: 'mdxJsxAttribute', name: 'language', value: 'teal'},
    {type: 'mdxJsxAttribute', name: 'code', value: 'print(1)'},
  ]);
  assert.deepEqual(wrapped.children, [teal], 'the block itself is kept inside, to be highlighted as any other');
  assert.equal(kept, plain);
  assert.equal(((quote.children as Record<string, unknown>[])[0] as {name: string}).name, 'RunnableCode');
});

test('a page without a runnable block is left as it is, with no import', () => {
  const tree: Root = {type: 'root', children: [code('lua', 'title="run.lua" id=run'), code('tsx', 'run')]};
  const before = structuredClone(tree);
  runnableSamples()(tree);
  assert.deepEqual(tree, before);
});

test('the mark is the bare word run, in a language the runner has; TSX needs the engine and never runs', () => {
  assert.equal(runnableLanguage('tl', 'run'), 'teal');
  assert.equal(runnableLanguage('language-ts', 'title="a.ts" run'), 'ts');
  assert.equal(runnableLanguage('lua', 'title="run"'), undefined);
  assert.equal(runnableLanguage('lua', 'id=run'), undefined);
  assert.equal(runnableLanguage('tsx', 'run'), undefined);
  assert.equal(runnableLanguage('bash', 'run'), undefined);
});
