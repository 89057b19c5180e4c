// src/utils/active-doc.ts finds the same doc as the docs plugin's own getActiveDocContext, for every doc of the
// site and for pathnames around them (case, trailing slashes, other pages, characters beyond ASCII, patterns).
import './docusaurus-router.helper';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
// The plugin's function, the reference this lookup must agree with (not part of its public API; a move fails here).
import {getActiveDocContext} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import {docAt} from '../../src/utils/active-doc';

const docsDir = join(import.meta.dirname, '../../docs');

/** The site's docs as paths: `api/Class/Node.mdx` at /docs/api/Class/Node, an index at its folder with a slash. */
const sitePaths = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => `/docs/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`);

function version(path: string, paths: string[]): GlobalVersion {
  const docs: GlobalDoc[] = paths.map((p, i) => ({id: `doc-${i}`, path: p, sidebar: undefined}));
  return {name: 'current', label: 'v1.7.2', isLast: true, path, mainDocId: 'doc-0', docs, draftIds: []};
}

/** Pathnames a reader can be at, around the given doc paths. */
function pathnamesAround(paths: string[], base: string): string[] {
  const around = paths.flatMap((p) => [
    p,
    `${p}/`,
    p.replace(/\/$/, ''),
    p.toUpperCase(),
    p.toLowerCase(),
    `${p}//`,
    `${p}x`,
    `${p}/more`,
  ]);
  return [
    ...around,
    '/',
    '/blog',
    '/docsx',
    base,
    `${base}/`,
    `${base}/nope`,
    `${base}/é`,
    `${base}/\u212a`,
    `${base}/ſ`,
  ];
}

function agree(v: GlobalVersion): number {
  let found = 0;
  for (const pathname of pathnamesAround(
    v.docs.map((d) => d.path),
    v.path,
  )) {
    const expected = getActiveDocContext({path: '/', versions: [v], breadcrumbs: true}, pathname).activeDoc;
    assert.equal(docAt(v, pathname), expected, `the doc at ${pathname}`);
    if (expected) found += 1;
  }
  return found;
}

test("finds the plugin's doc for every page of the site and the pathnames around them", () => {
  assert.ok(sitePaths.length > 200, `the site's docs were read (${sitePaths.length})`);
  assert.ok(agree(version('/docs', sitePaths)) > 1000);
  assert.ok(
    agree(
      version(
        '/zh-Hans/docs',
        sitePaths.map((p) => p.replace(/^\/docs/, '/zh-Hans/docs')),
      ),
    ) > 1000,
  );
});

test('the first of two docs that differ only in case or a trailing slash wins, as with the plugin', () => {
  agree(version('/docs', ['/docs/a', '/docs/A', '/docs/b/', '/docs/b', '/docs/']));
  assert.equal(docAt(version('/docs', ['/docs/a', '/docs/A']), '/docs/A')?.id, 'doc-0');
});

test("a version with a doc path that is not plain is searched the plugin's way", () => {
  const odd = version('/docs', ['/docs/:param', '/docs/a(b)?', '/docs/é', '/docs/\u212a', '/docs/plain']);
  agree(odd);
  assert.equal(docAt(odd, '/docs/anything')?.id, 'doc-0', 'a route parameter matches as the plugin matches it');
  assert.equal(docAt(odd, '/docs/plain')?.id, 'doc-0');
  assert.equal(docAt(version('/docs', ['/docs/plain']), '/docs/plain')?.id, 'doc-0');
});
