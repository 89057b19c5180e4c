// The browser's copy of the docs version data has no doc descriptions (plugins/lean-bundle/strip-doc-descriptions-loader.cjs).
// Only the theme's doc cards read them, so this fails if a page starts showing doc cards.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const root = join(import.meta.dirname, '../..');
const sources = ['docs', 'i18n', 'src'].flatMap((dir) =>
  readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'}).map((file) => join(dir, file)),
);

test('no page shows doc cards, which would need the doc descriptions the client bundle leaves out', () => {
  const generatedIndexes = sources.filter(
    (f) => f.endsWith('_category_.json') && readFileSync(join(root, f), 'utf8').includes('generated-index'),
  );
  const cardUsers = sources.filter(
    (f) => /\.(mdx?|tsx?)$/.test(f) && /\bDocCard(List)?\b|useDocById/.test(readFileSync(join(root, f), 'utf8')),
  );
  assert.deepEqual(
    [...generatedIndexes, ...cardUsers],
    [],
    'show doc cards only after removing the description stripping from plugins/lean-bundle',
  );
});

test('the loader drops only the descriptions of the version data', () => {
  const strip = require(join(root, 'plugins/lean-bundle/strip-doc-descriptions-loader.cjs')) as (
    source: string,
  ) => string;
  const version = {version: {label: 'v1', docs: {a: {id: 'a', title: 'A', description: 'About A', sidebar: 's'}}}};
  assert.deepEqual(JSON.parse(strip(JSON.stringify(version))), {
    version: {label: 'v1', docs: {a: {id: 'a', title: 'A', sidebar: 's'}}},
  });
  const tagPage = '{"tag":{"label":"art"}}';
  assert.equal(strip(tagPage), tagPage);
});
