// Lets Node load client code that imports `@docusaurus/router`, which exists only as the bundler's alias of
// react-router-dom (@docusaurus/core/lib/client/exports/router.js re-exports matchPath and the hooks from it).
// Import this first: the test files run as CommonJS, so the alias must be in place before the next `require`.
import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as {_resolveFilename: Resolve};
const resolve = loader._resolveFilename;
loader._resolveFilename = function (this: unknown, request, ...rest) {
  return resolve.call(this, request === '@docusaurus/router' ? 'react-router-dom' : request, ...rest);
};
