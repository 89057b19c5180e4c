// The idle prefetch's route matching (src/utils/match-routes.ts) against react-router-config's matchRoutes,
// which Docusaurus's own prefetch uses, on a table shaped like the site's.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {matchRoutes} from 'react-router-config';
import type {RouteConfig} from 'react-router-config';
import {matchPlainRoutes, type RouteEntry} from '../../src/utils/match-routes';

const leaf = (path: string): RouteEntry => ({path, exact: true});

/** The shape of Docusaurus's generated table: exact pages, docs nested three deep, the not-found route last. */
const routes: RouteEntry[] = [
  leaf('/blog'),
  leaf('/blog/2024/4/25/tsx-dev-intro'),
  leaf('/blog/archive'),
  leaf('/blog/tags/dora-ssr'),
  leaf('/search'),
  {
    path: '/docs',
    routes: [
      {
        path: '/docs',
        routes: [
          leaf('/docs/tags'),
          leaf('/docs/tags/art'),
          {
            path: '/docs',
            routes: [
              leaf('/docs/'),
              leaf('/docs/api/Class Object/Action'),
              leaf('/docs/api/Class/Node'),
              leaf('/docs/api/Class/Node.'),
              leaf("/docs/it's"),
              leaf('/docs/tutorial/quick-start/'),
              leaf('/docs/教程/开始'),
            ],
          },
        ],
      },
    ],
  },
  leaf('/'),
  {path: '*'},
];

const paths = (table: RouteEntry[]): string[] =>
  table.flatMap((route) => [...(typeof route.path === 'string' ? [route.path] : []), ...paths(route.routes ?? [])]);

/** Every path of the table as written, with and without a trailing slash, in other case, below it and beside it. */
const probes = [
  ...new Set(
    paths(routes).flatMap((path) => {
      const bare = path.replace(/\/$/, '');
      return [path, bare, `${bare}/`, path.toUpperCase(), `${bare}/deeper`, `${bare}x`, `${bare}//`, `${bare}#part`];
    }),
  ),
  '',
  '/',
  '//',
  '/unknown',
  '/docs/api',
  '/docs/api/Class/node',
  '/BLOG/',
  'docs',
];

const upstream = (table: RouteEntry[], path: string) =>
  matchRoutes(table as RouteConfig[], path).map((match) => match.route as RouteEntry);

test('plain paths match as react-router-config matches them', () => {
  for (const path of probes) {
    const ours = matchPlainRoutes(routes, path);
    assert.ok(ours, `no plain answer for ${JSON.stringify(path)}`);
    assert.deepEqual(
      ours.map((route) => route.path),
      upstream(routes, path).map((route) => route.path),
      JSON.stringify(path),
    );
    // The same route objects, not copies: the caller reads their chunks by path and their components.
    ours.forEach((route, i) => assert.equal(route, upstream(routes, path)[i]));
  }
});

test("every page's path ends its branch with the page's own route", () => {
  for (const path of paths(routes).filter((p) => p !== '*' && p !== '/docs')) {
    const branch = matchPlainRoutes(routes, path);
    assert.equal(branch?.at(-1)?.path, path, path);
  }
});

test('a route with a pattern or the strict or sensitive option is left to react-router', () => {
  const withPattern: RouteEntry[] = [leaf('/blog'), leaf('/blog/page/:n'), leaf('/')];
  assert.equal(matchPlainRoutes(withPattern, '/blog/page/2'), undefined);
  assert.deepEqual(
    matchPlainRoutes(withPattern, '/blog')?.map((route) => route.path),
    ['/blog'],
    'a pattern after the match is never met',
  );
  for (const path of ['/a/*', '/a/(b|c)', '/a\\:b', '/a/b?'])
    assert.equal(matchPlainRoutes([leaf(path)], '/a/b'), undefined);
  assert.equal(matchPlainRoutes([{path: '/a', exact: true, strict: true}], '/a/'), undefined);
  assert.equal(matchPlainRoutes([{path: '/a', sensitive: true}], '/A'), undefined);
  assert.equal(matchPlainRoutes([{path: ['/a', '/b']}], '/b'), undefined);
});
