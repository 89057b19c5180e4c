// Client build only: the registry names each route chunk's source module twice, once for import() and once
// as a string that react-loadable reads only while rendering on the server. The browser never reads the
// string, so the client copy of the registry drops it (about 3 KiB gzipped off main.js).
// Upstream: @docusaurus/core's generated .docusaurus/registry.js. Each rewrite is counted; config/lean-bundle.ts
// fails the build when none happened (the format changed).
const guards = require('./upstream-guards.cjs');

const entry = guards.broken('registry-paths') ? /$^/g : /\), "([^"]+)", require\.resolveWeak\("\1"\)\]/g;

module.exports = function stripRegistryPaths(source) {
  let rewritten = 0;
  const result = source.replace(entry, (_match, path) => {
    rewritten += 1;
    return `), "", require.resolveWeak("${path}")]`;
  });
  guards.hit('registry-paths', rewritten);
  return result;
};
