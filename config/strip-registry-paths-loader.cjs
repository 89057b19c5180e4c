// Client build only: the registry names each route chunk's source module twice, once for import() and once
// as a string that react-loadable reads only while rendering on the server. The browser never reads the
// string, so the client copy of the registry drops it (about 3 KiB gzipped off main.js).
module.exports = function stripRegistryPaths(source) {
  return source.replace(/\), "([^"]+)", require\.resolveWeak\("\1"\)\]/g, '), "", require.resolveWeak("$1")]');
};
