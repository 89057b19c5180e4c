// Search hits on API pages without a title carry the "API Reference" label instead of an empty one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {apiReferenceLabel, labelUntitledApiHits, type SearchIndexPart} from '../../scripts/search-index';

const index = (): SearchIndexPart[] => [
  {
    documents: [
      {i: 1, t: '', u: '/docs/api/Class/Node', b: ['API']},
      {i: 2, t: '', u: '/zh-Hans/docs/api/Module/Move', b: ['API']},
      {i: 3, t: 'Node', u: '/docs/api/Class/Node', b: ['API']},
      {i: 4, t: '', u: '/blog/archive', b: ['Blog']},
    ],
    index: {} as SearchIndexPart['index'],
  },
  {documents: [{i: 5, t: '', u: '/docs/api/Class/Node', h: '#addchild', p: 1}], index: {} as SearchIndexPart['index']},
];

test('untitled API pages get the label; titled pages, other areas and sections keep theirs', () => {
  const parts = index();
  assert.equal(labelUntitledApiHits(parts, apiReferenceLabel.en), 2);
  assert.deepEqual(
    parts[0].documents.map((d) => d.t),
    ['API Reference', 'API Reference', 'Node', ''],
  );
  assert.equal(parts[1].documents[0].t, '', 'a section is not a page');
});

test('the Chinese index gets the Chinese label', () => {
  const parts = index();
  labelUntitledApiHits(parts, apiReferenceLabel['zh-Hans']);
  assert.equal(parts[0].documents[1].t, 'API 参考');
});
