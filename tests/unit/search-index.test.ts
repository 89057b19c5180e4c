// The compact search index: smaller, yet lunr ranks every query exactly as with the index it wrote.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {compactIndex} from '../../scripts/search-index';
import {expandIndex, loadCompact, type CompactIndex, type LunrIndex} from '../../src/shared/search-index-format';
import {findMatches, getStemmedPositions} from '../../src/shared/search-matches';
import {searchPart} from './search-part.helper';

const texts = [
  'A Sprite draws a texture; sprites can be scaled, rotated and tinted.',
  'The physics world steps bodies and reports contacts between them.',
  'Add a body to the physics world, then move the body with forces.',
  'Labels draw text with a font; a label can wrap and align its lines.',
  '',
  'Nodes form a tree: every node draws its children after itself, sprite or label alike.',
];

const part = () => searchPart(texts, (n) => 10 + n * 7);

const search = (serialised: object, query: string) =>
  lunr.Index.load(serialised)
    .search(query)
    .map((r) => [r.ref, r.score.toFixed(6)]);

test('a compacted part expands to an index that finds and ranks exactly like lunr’s own', () => {
  const original = part();
  const compact = part();
  assert.equal(compactIndex(compact), true);
  assert.ok('refs' in compact.index && !('fieldVectors' in compact.index));
  assert.ok(JSON.stringify(compact).length < JSON.stringify(original).length * 0.75, 'at least a quarter smaller');
  const expanded = expandIndex(compact.index as CompactIndex);
  for (const query of ['sprite', 'physics world', 'body', 'label*', 'draws', 'tree node', 'nothing']) {
    assert.deepEqual(search(expanded, query), search(original.index, query), query);
  }
});

test('the worker’s index, built straight from the compact form with weights computed on demand, scores like lunr’s', () => {
  const original = part();
  const compact = part();
  assert.equal(compactIndex(compact), true);
  const direct = loadCompact<lunr.Index>(compact.index as CompactIndex, lunr as never);
  const scores = (index: lunr.Index, query: string) => index.search(query).map((r) => [r.ref, r.score.toFixed(6)]);
  const theirs = lunr.Index.load(original.index);
  for (const query of [
    'sprite',
    'physics world',
    'body',
    'label*',
    'draws',
    'tree node',
    'sprit~1',
    '+world -body',
    'nothing',
  ]) {
    assert.deepEqual(scores(direct, query), scores(theirs, query), query);
  }
});

test('a part whose compact form would not expand back is left as lunr wrote it', () => {
  const tampered = part();
  const index = tampered.index as LunrIndex;
  index.fieldVectors[0][1][1] += 0.5; // a weight that the counts cannot explain
  assert.equal(compactIndex(tampered), false);
  assert.ok('fieldVectors' in tampered.index);
});

test('suggestions find their matches in the text when the index has no positions', () => {
  assert.deepEqual(getStemmedPositions({sprite: {t: {}}}, 't'), []);
  assert.deepEqual(findMatches('A Sprite draws a texture', ['sprite']), [[2, 6]]);
  // "sprites" is not in the text as written: its stem is, and the whole word is marked.
  assert.deepEqual(findMatches('One sprite only', ['sprites']), [[4, 6]]);
  assert.deepEqual(findMatches('使用精灵节点', ['精灵']), [[2, 2]]);
  assert.deepEqual(findMatches('no match here', ['zebra']), [[0, 0]]);
});
