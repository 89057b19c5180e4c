// The route table's components are created on first read (plugins/lean-bundle/lazy-routes-loader.cjs), one per route, kept.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';

const root = join(import.meta.dirname, '../..');
const lazyRoutes = require(join(root, 'plugins/lean-bundle/lazy-routes-loader.cjs')) as (source: string) => string;

/** The shape of Docusaurus's generated .docusaurus/routes.js (core/lib/server/codegen/codegenRoutes.js). */
const generated = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '584'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'a1b'),
    routes: [
      {
        path: '/docs/example/First Game Tutorial/start',
        component: ComponentCreator('/docs/example/First Game Tutorial/start', 'c3d'),
        exact: true
      },
      {
        path: '/docs/it\\'s',
        component: ComponentCreator('/docs/it\\'s', 'e5f'),
        exact: true
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

type Route = {path: string; component: unknown; routes?: Route[]};

/** Runs the rewritten module with a ComponentCreator that records its calls. */
function load(source: string): {routes: Route[]; calls: unknown[][]} {
  const calls: unknown[][] = [];
  const body = source
    .replace("import React from 'react';", '')
    .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
    .replace('export default', 'return');
  const ComponentCreator = (...args: unknown[]) => {
    calls.push(args);
    return {created: args};
  };
  const routes = new Function('ComponentCreator', body)(ComponentCreator) as Route[];
  return {routes, calls};
}

test('each route creates its component when it is first read, once, with the arguments the table gave', () => {
  const {routes, calls} = load(lazyRoutes(generated));
  assert.deepEqual(calls, [], 'nothing is created while the table is evaluated');
  const nested = routes[1].routes![0];
  assert.deepEqual(nested.component, {created: ['/docs/example/First Game Tutorial/start', 'c3d']});
  assert.equal(nested.component, nested.component, 'the same component at every read');
  assert.deepEqual(routes[1].routes![1].component, {created: ["/docs/it's", 'e5f']});
  assert.deepEqual(routes[2].component, {created: ['*']});
  assert.equal(calls.length, 3, 'only the routes read');
  assert.ok(Object.keys(nested).includes('component'), 'the component stays an own, enumerable property');
});

test('the eager table and the rewritten one give the same components', () => {
  const eager = load(generated);
  const lazy = load(lazyRoutes(generated));
  const components = (routes: Route[]): unknown[] =>
    routes.flatMap((route) => [route.component, ...components(route.routes ?? [])]);
  assert.deepEqual(components(lazy.routes), components(eager.routes));
});
