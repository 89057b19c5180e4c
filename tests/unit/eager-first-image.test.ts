// The page's first image loads eagerly only when it sits in the page's opening; the theme keeps the rest lazy.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root, RootContent} from 'mdast';
import {eagerFirstImage} from '@site/mdx/eager-first-image';

const img = (src: string) => ({
  type: 'mdxJsxTextElement',
  name: 'img',
  attributes: [{type: 'mdxJsxAttribute', name: 'src', value: src}],
  children: [],
});
const paragraph = (...children: unknown[]) => ({type: 'paragraph', children}) as RootContent;
const h2 = (text: string) => ({type: 'heading', depth: 2, children: [{type: 'text', value: text}]}) as RootContent;
const loading = (node: ReturnType<typeof img>) => node.attributes.find((a) => a.name === 'loading')?.value;

test('the first image before the second section loads with the first paint', () => {
  const first = img('/a.svg');
  const second = img('/b.svg');
  const tree = {type: 'root', children: [h2('One'), paragraph(first), paragraph(second), h2('Two')]} as Root;
  eagerFirstImage()(tree);
  assert.equal(loading(first), 'eager');
  assert.ok(first.attributes.some((a) => a.name === 'fetchPriority' && a.value === 'high'));
  assert.equal(loading(second), undefined, 'the theme makes it lazy');
});

test('an image further down, or one that says how to load, is left alone', () => {
  const late = img('/late.svg');
  eagerFirstImage()({
    type: 'root',
    children: [h2('One'), paragraph({type: 'text', value: 'text'}), h2('Two'), paragraph(late)],
  } as Root);
  assert.equal(loading(late), undefined);
  const chosen = img('/chosen.svg');
  chosen.attributes.push({type: 'mdxJsxAttribute', name: 'loading', value: 'lazy'});
  eagerFirstImage()({type: 'root', children: [paragraph(chosen)]} as Root);
  assert.equal(loading(chosen), 'lazy');
});
