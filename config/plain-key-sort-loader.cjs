// Client build only: theme-common's useShallowMemoObject sorts an object's keys with localeCompare, so
// the first docs page render after hydration loads the browser's collation data (about 8 ms of main
// thread on a laptop, 35 on a throttled phone) to order a few prop names. The order only has to be
// stable between renders, so plain string comparison does. Fails the build if the code has changed;
// config/lean-bundle.ts fails it if the file no longer passes through here.
const guards = require('./upstream-guards.cjs');

const from = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const to = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function plainKeySort(source) {
  if (!source.includes(from)) {
    throw new Error(
      `plain-key-sort-loader: "${from}" is no longer in ${this.resourcePath}; update config/plain-key-sort-loader.cjs`,
    );
  }
  guards.hit('plain-key-sort');
  return source.replace(from, to);
};
