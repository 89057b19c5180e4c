import type {Plugin} from '@docusaurus/types';

/**
 * Splits the entry's code into files of its own that every page's HTML lists beside main.js: `react-dom`
 * (React DOM and its scheduler, a third of the entry) and `generated` (the tables Docusaurus writes for the
 * site: routes, chunk names, registry, config, global data). The browser evaluates each file in a task of
 * its own. As one main.js of 420 KB, that was one task, whose compiling and running took 60–90 ms on this
 * machine's first visits: the longest of the home page after its first paint. `chunks: 'initial'` keeps
 * the groups to the entry: the route chunks are split as Docusaurus splits them.
 * `tests/e2e/compile-hints.test.ts` checks every page lists these files.
 */
/** The files split off the entry, by name, and the modules each takes. */
const splitOff: Record<string, RegExp> = {
  'react-dom': /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
  generated: /[\\/]\.docusaurus[\\/]/,
};

export function splitEntryPlugin(): Plugin {
  return {
    name: 'split-entry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const cacheGroups = Object.fromEntries(
        Object.entries(splitOff).map(([name, test]) => [
          name,
          {name, test, chunks: 'initial' as const, priority: 30, enforce: true},
        ]),
      );
      return {optimization: {splitChunks: {cacheGroups}}};
    },
  };
}

/** The names of the entry's files, sorted: the scripts every page's HTML lists. */
export const entryFiles = [...Object.keys(splitOff), 'main', 'runtime~main'].sort();
