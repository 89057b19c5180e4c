// The one-step Docusaurus bump moves every pinned @docusaurus/* package and nothing else.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {bumpDocusaurus} from '../../scripts/bump-docusaurus';

test('every @docusaurus/* pin moves to the new version; overrides that follow a dependency and other packages stay', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  const {manifest: next, changed} = bumpDocusaurus(manifest, '3.9.9');
  const pins = (m: typeof manifest) =>
    [...Object.entries(m.dependencies), ...Object.entries(m.devDependencies), ...Object.entries(m.overrides)].filter(
      ([n]) => String(n).startsWith('@docusaurus/'),
    ) as [string, string][];
  assert.ok(changed.length > 20);
  for (const [name, version] of pins(next))
    assert.ok(version === '3.9.9' || version === `$${name}`, `${name} is at ${version}`);
  assert.equal(next.overrides['@docsearch/react'], manifest.overrides['@docsearch/react']);
  assert.equal(next.dependencies.react, manifest.dependencies.react);
  assert.deepEqual(manifest, JSON.parse(readFileSync('package.json', 'utf8')), 'the input is left as it was');
});
