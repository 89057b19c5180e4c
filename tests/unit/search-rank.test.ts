// The order of suggestions: a one-word query's word as written first, the plugin's order otherwise.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hasWordAsWritten, sortSearchResults} from '../../src/search/order';

type R = {
  document: {i: number; t: string; k?: string};
  type: number;
  page?: {i: number} | false;
  tokens: string[];
  index?: number;
};
const page = (i: number, t: string, tokens: string[], k?: string): R => ({
  document: {i, t, k},
  type: 0,
  page: false,
  tokens,
});
const heading = (i: number, t: string, of: R, tokens: string[]): R => ({
  document: {i, t},
  type: 1,
  page: of.document,
  tokens,
});

test('a word counts as written in any case, and through a page’s other names', () => {
  assert.equal(hasWordAsWritten(page(1, 'Scheduler', ['schedule']), 'schedule'), false);
  assert.equal(hasWordAsWritten(page(1, 'schedule', ['schedule']), 'schedule'), true);
  assert.equal(hasWordAsWritten(page(1, 'TextResult', ['text']), 'text'), false);
  assert.equal(hasWordAsWritten(page(1, 'Sprite', ['精灵'], '精灵 · 图元'), '精灵'), true);
  assert.equal(hasWordAsWritten(page(1, '第三章：精灵与动画', ['精灵']), '精灵'), true);
});

test('for one word, suggestions that have it as written come first, and a section stays after its page', () => {
  const scheduler = page(1, 'Scheduler', ['schedule']);
  const schedulerMember = heading(2, 'schedule', scheduler, ['schedule']);
  const node = page(3, 'Node', ['schedule']);
  const nodeMember = heading(4, 'schedule', node, ['schedule']);
  const results = [scheduler, schedulerMember, nodeMember];
  sortSearchResults(results);
  assert.deepEqual(
    results.map((r) => r.document.i),
    [4, 1, 2],
  );
});

test('for several words, the plugin’s order stands', () => {
  const a = page(1, 'Chapter 5: The Physical World', ['physics', 'world']);
  const b = page(2, 'PhysicsWorld', ['physics', 'world']);
  const results = [a, b];
  sortSearchResults(results);
  assert.deepEqual(
    results.map((r) => r.document.i),
    [1, 2],
  );
});
