// The terms the site adds to the search index: word parts and joins, other names, category landings, boosts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {addDerivedTerms, camelParts, derivedTerms, indexTerm} from '../../scripts/search/derived-terms';
import {categoryLandings, phraseTerms} from '../../scripts/search/title-terms';
import {apiPageBoosts, boostFor, floor, frameworkWeight, mentionCounts} from '../../scripts/search/boosts';
import {compactIndex} from '../../scripts/search-index';
import {expandIndex, type CompactIndex} from '../../src/shared/search-index-format';
import {searchPart} from './search-part.helper';

test('camel-case names split into their words, unless a part is a single character', () => {
  assert.deepEqual(camelParts('PhysicsWorld'), ['Physics', 'World']);
  assert.deepEqual(camelParts('addChild'), ['add', 'Child']);
  assert.deepEqual(camelParts('HTTPServer'), ['HTTP', 'Server']);
  assert.deepEqual(camelParts('AnchorX'), []);
  assert.deepEqual(camelParts('Camera2D'), []);
  assert.deepEqual(camelParts('sprite'), []);
});

test('derived terms join neighbouring words and go through lunr’s stemmer and stop words', () => {
  assert.ok(derivedTerms('Using Tile Maps').includes(indexTerm('tilemap') as string));
  assert.ok(derivedTerms('Developing Gameplay with Q-Learning').includes(indexTerm('qlearning') as string));
  assert.deepEqual(derivedTerms('PhysicsWorld').sort(), ['physic', 'world']);
  assert.equal(indexTerm('the'), undefined);
  assert.ok(!derivedTerms('the map').includes('themap'), 'no join with a stop word');
});

test('Chinese names are cut as the index cuts them, with the engine words kept whole', () => {
  assert.deepEqual(phraseTerms('缓动函数'), ['缓动', '函数']);
  assert.deepEqual(phraseTerms('协程'), ['协程']);
  assert.deepEqual(phraseTerms('HTTP 客户端'), ['http', '客户端']);
});

test('the guides that open a sidebar category are found from the docs folders', () => {
  const landings = categoryLandings();
  assert.equal(landings.get('/docs/example/Platformer Tutorial/start'), 1);
  assert.equal(landings.get('/docs/tutorial/Language Tutorial/Using TypeScript in Dora/try-tstl'), 1);
  assert.equal(landings.get('/docs/tutorial/Language Tutorial/teal-tutorial'), 1);
  assert.equal(landings.has('/docs/tutorial/quick-start'), false, 'a top-level page opens no category');
  assert.equal(landings.has('/docs/example/Platformer Tutorial/config'), false);
});

const titles = (texts: string[]) => searchPart(texts);

test('derived terms find a page without making its title count as longer, and adding them twice changes nothing', () => {
  const part = titles(['PhysicsWorld', 'The Physical World of Physics', 'Sprite', 'Sprite Class']);
  assert.equal(compactIndex(part), true);
  const compact = part.index as CompactIndex;
  const added = addDerivedTerms(compact, part.documents, (doc) => (doc.t === 'Sprite' ? ['精灵'] : []));
  assert.ok(added > 0);
  const again = JSON.stringify(compact);
  assert.equal(
    addDerivedTerms(compact, part.documents, (doc) => (doc.t === 'Sprite' ? ['精灵'] : [])),
    0,
  );
  assert.equal(JSON.stringify(compact), again);
  const terms = compact.invertedIndex.map(([term]) => term);
  assert.deepEqual(terms, [...terms].sort());
  const index = lunr.Index.load(expandIndex(compact));
  const refs = (q: string) => index.search(q).map((r) => r.ref);
  assert.ok(refs('physics world').includes('1'), 'the camel-case name is found by its words');
  assert.equal(refs('physicsworld')[0], '1');
  assert.deepEqual(refs('sprite').slice(0, 2), ['3', '4'], 'an alias does not push a title below a longer one');
  assert.deepEqual(refs('精灵'), ['3']);
});

test('document boosts weigh exactly as lunr’s own document boost does', () => {
  const texts = ['position of a node', 'position of a body definition', 'sprite texture'];
  const plain = titles(texts);
  const boosted = lunr(function build() {
    this.ref('i');
    this.field('t');
    texts.forEach((t, n) => this.add({i: String(n + 1), t}, {boost: n === 1 ? 0.5 : 1}));
  });
  assert.equal(
    compactIndex(plain, (doc) => (doc.i === 2 ? 0.5 : 1)),
    true,
  );
  const ours = lunr.Index.load(expandIndex(plain.index as CompactIndex));
  const theirs = lunr.Index.load(JSON.parse(JSON.stringify(boosted)));
  const scores = (i: lunr.Index) => i.search('position').map((r) => [r.ref, r.score.toFixed(6)]);
  assert.deepEqual(scores(ours), scores(theirs));
});

test('API pages weigh by how often the guides’ code names them, the Platformer framework a little less', () => {
  assert.equal(boostFor(0, 100), floor);
  assert.equal(boostFor(100, 100), 1);
  assert.ok(boostFor(10, 100) > floor && boostFor(10, 100) < 1);
  assert.deepEqual(
    [...mentionCounts('Node.new(); local node = Node(); Sprite', ['Node', 'Sprite', 'Grid'])],
    [
      ['Node', 2],
      ['Sprite', 1],
      ['Grid', 0],
    ],
  );
  const boosts = apiPageBoosts();
  assert.ok((boosts.get('Class/Node') ?? 0) > (boosts.get('Class/BodyDef') ?? 1));
  assert.ok((boosts.get('Class/Sprite') ?? 0) > (boosts.get('Class/Grid') ?? 1));
  assert.ok((boosts.get('Class/Platformer/Data') ?? 1) <= frameworkWeight);
});
