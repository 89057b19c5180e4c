// Client build only: the route table creates each route's component when the browser first reads it, not all
// of them as main.js runs.
//
// Docusaurus's generated route table calls `ComponentCreator(path, hash)` for every route of the site (over
// 300 a locale) while main.js is evaluated: each call builds a react-loadable component, a class of its own,
// and its chunk map, about a fifth of main.js's evaluation, a task every page waits through. A page uses
// the few routes it matches, and a link's prefetch or preload the few of its target. So each entry's
// `component` becomes a getter that creates the component on first read and then keeps it in place of the
// getter: the same component, object and behaviour, created only for the routes something reads.
//
// Upstream: @docusaurus/core's generated .docusaurus/routes.js (core/lib/server/codegen/codegenRoutes.js).
// Each rewrite is counted; plugins/lean-bundle fails the build when none happened (the format changed).
const guards = require('./upstream-guards.cjs');

const creatorImport = "import ComponentCreator from '@docusaurus/ComponentCreator';";
/** `component: ComponentCreator('/path', 'abc')`, or `ComponentCreator('*')` for the not-found route. */
const entry = guards.broken('lazy-routes')
  ? /$^/g
  : /component: ComponentCreator\(((?:'(?:[^'\\]|\\.)*'(?:, )?){1,2})\)/g;

const helper = `
/** The route's component, created on first read and kept on the route (plugins/lean-bundle/lazy-routes-loader.cjs). */
function lazyRouteComponent(route, ...args) {
  const component = ComponentCreator(...args);
  Object.defineProperty(route, 'component', {value: component, enumerable: true, writable: true, configurable: true});
  return component;
}
`;

module.exports = function lazyRoutes(source) {
  if (!source.includes(creatorImport)) return source;
  let rewritten = 0;
  const result = source.replace(entry, (_match, args) => {
    rewritten += 1;
    return `get component() { return lazyRouteComponent(this, ${args}); }`;
  });
  guards.hit('lazy-routes', rewritten);
  return rewritten === 0 ? result : result.replace(creatorImport, `${creatorImport}\n${helper}`);
};
