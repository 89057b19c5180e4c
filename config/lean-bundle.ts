import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';
import {searchWorkerSwaps} from './search-worker-swaps';

const themeClassic = dirname(require.resolve('@docusaurus/theme-classic/package.json'));
/** The theme's client module that loads Prism and its languages on every page, before anything renders. */
const themePrismClientModule = join(themeClassic, 'lib', 'prism-include-languages');
/** The theme's route-change progress bar, built on nprogress; src/client/progress-bar.ts does the same in less. */
const themeProgressClientModule = join(themeClassic, 'lib', 'nprogress');

const themeCommonLib = dirname(require.resolve('@docusaurus/theme-common'));
const ourClient = join(__dirname, '..', 'src', 'client');
const coreClientEntry = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'clientEntry.js');

/** Points `request` from the files under `issuerDir` at one of our modules instead; `onMatch` counts each use. */
function redirect(request: RegExp, issuerDir: string, target: string, onMatch: () => void = () => undefined) {
  return [
    request,
    (resource: {request: string; contextInfo?: {issuer?: string}}) => {
      if (!(resource.contextInfo?.issuer ?? '').startsWith(issuerDir)) return;
      resource.request = target;
      onMatch();
    },
  ] as const;
}


/**
 * Swaps modules of the search plugin's worker and suggestions for the site's (config/search-worker-swaps.ts),
 * and fails the browser build when one no longer matches anything: a plugin upgrade that renamed or
 * stopped importing a module would otherwise leave the site searching without its index format or order.
 */
function searchSwaps(NormalModuleReplacementPlugin: new (...args: ReturnType<typeof redirect>) => WebpackPluginInstance, check: boolean): WebpackPluginInstance[] {
  const used = new Map<string, number>(searchWorkerSwaps.map((swap) => [swap.name, 0]));
  const replacements = searchWorkerSwaps.map(
    (swap) => new NormalModuleReplacementPlugin(...redirect(swap.request, swap.issuer, swap.target, () => used.set(swap.name, (used.get(swap.name) ?? 0) + 1))),
  );
  const guard: WebpackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('search-swaps', (compilation) => {
        compilation.hooks.finishModules.tap('search-swaps', () => {
          for (const [name, count] of used) {
            if (count === 0) compilation.errors.push(new compiler.webpack.WebpackError(`config/search-worker-swaps.ts: the ${name} swap matched no import; the search plugin changed, update config/search-worker-swaps.ts`));
          }
        });
      });
    },
  };
  return check ? [...replacements, guard] : replacements;
}

/**
 * Keeps main.js (and the runtime), the scripts every first visit downloads, to what the first paint needs:
 * - Prism and its grammars are not a client module: code is highlighted at build time (config/prerender-code.ts),
 *   and only a block that was not loads them (src/theme/CodeBlock/Content).
 * - The route-change progress bar is our own (src/client/progress-bar.ts), without nprogress.
 * - @docusaurus/utils-common gets the one tslib helper it calls instead of all of tslib.
 * - The search index is compact (scripts/search-index.ts); the search code gets the modules that read it
 *   and order its suggestions (config/search-worker-swaps.ts).
 * - The client registry drops module path strings that only server rendering reads, and the docs version
 *   data drops the doc descriptions that only doc cards read (config/strip-doc-descriptions-loader.cjs).
 * - Chunk files are named by id and content hash, which spares the runtime a table of chunk names
 *   (find a chunk's contents with BUNDLE_REPORT=1, see config/bundle-report.ts).
 * - Prefetches for links that come into view run one at a time in idle time, each chunk file once (src/client/idle-prefetch.ts).
 * - main.js's evaluation and the first route's preload run as two tasks, not one (src/client/first-preload.ts).
 * - The theme's key sort in useShallowMemoObject compares plainly, not with the browser's collator (config/plain-key-sort-loader.cjs).
 * - The theme's dates are written without Intl in the site's locales (src/client/intl-dates.ts), sparing
 *   hydration the browser's loading of locale data.
 */
export function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    getClientModules: () => [join(ourClient, 'progress-bar.ts'), join(ourClient, 'idle-prefetch.ts')],
    configureWebpack(_config, isServer, {currentBundler}) {
      const production = process.env.NODE_ENV === 'production';
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const client = !isServer;
      return {
        resolve: {alias: {[`${themePrismClientModule}$`]: false, [`${themeProgressClientModule}$`]: false}},
        plugins: [
          // The first route preload runs one task after main.js (src/client/first-preload.ts).
          ...(client ? [new NormalModuleReplacementPlugin(...redirect(/^\.\/preload$/, coreClientEntry, join(ourClient, 'first-preload.ts')))] : []),
          new NormalModuleReplacementPlugin(...redirect(/^tslib$/, join(dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib'), join(ourClient, 'tslib-import-default.ts'))),
          // Dates written without Intl in our two locales (src/client/intl-dates.ts); server and browser alike.
          new NormalModuleReplacementPlugin(...redirect(/^\.\/utils\/IntlUtils$/, themeCommonLib, join(ourClient, 'intl-dates.ts'))),
          // The compact search index, the suggestion order and highlighting (config/search-worker-swaps.ts).
          ...searchSwaps(NormalModuleReplacementPlugin, client),
        ],
        module: client
          ? {
              rules: [
                {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: join(__dirname, 'strip-registry-paths-loader.cjs')}]},
                {test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/, use: [{loader: join(__dirname, 'plain-key-sort-loader.cjs')}]},
                {test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/, use: [{loader: join(__dirname, 'strip-doc-descriptions-loader.cjs')}]},
              ],
            }
          : {},
        ...(production && client ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
      };
    },
  };
}
