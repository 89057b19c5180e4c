// Lets Node load client code that imports `@docusaurus/router`, which exists only as the bundler's alias of
// react-router-dom (@docusaurus/core/lib/client/exports/router.js re-exports matchPath and the hooks from it).
// Import this first: the test files run as CommonJS, so the alias must be in place before the next `require`.
import Module from 'node:module';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

// The alias holds only while core's router module still re-exports react-router-dom's matchPath.
const core = dirname(require.resolve('@docusaurus/core/package.json'));
const exportsRouter = readFileSync(join(core, 'lib', 'client', 'exports', 'router.js'), 'utf8');
if (!/export \{[^}]*\bmatchPath\b[^}]*\} from 'react-router-dom';/.test(exportsRouter))
  throw new Error("@docusaurus/router no longer re-exports react-router-dom's matchPath: update this alias");

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as {_resolveFilename: Resolve};
const resolve = loader._resolveFilename;
loader._resolveFilename = function (this: unknown, request, ...rest) {
  return resolve.call(this, request === '@docusaurus/router' ? 'react-router-dom' : request, ...rest);
};
