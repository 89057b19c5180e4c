import {existsSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, WebpackPluginInstance} from 'webpack';
import {searchSwaps} from './search-swaps';

const themeClassic = dirname(require.resolve('@docusaurus/theme-classic/package.json'));
/** The theme's client module that loads Prism and its languages on every page, before anything renders. */
const themePrismClientModule = join(themeClassic, 'lib', 'prism-include-languages');

const standIns = join(__dirname, '..', '..', 'src', 'stand-ins');
const coreClientEntry = join(
  dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'clientEntry.js',
);

const guards = require('./upstream-guards.cjs') as {
  hit(name: string, n?: number): void;
  count(name: string): number;
  reset(): void;
  broken(name: string): boolean;
};

/** A request no import makes: where a guard's own test aims a reach (`DORA_BREAK_REACH`). */
const nothing = /$^/;

/**
 * Points `request` from the files under `issuerDir` at one of our modules instead, and counts each use under
 * `name` when `counted` (the client build, whose counts the guard below checks).
 */
function redirect(name: string, request: RegExp, issuerDir: string, target: string, counted: boolean) {
  return [
    guards.broken(name) ? nothing : request,
    (resource: {request: string; contextInfo?: {issuer?: string}}) => {
      if (!(resource.contextInfo?.issuer ?? '').startsWith(issuerDir)) return;
      resource.request = target;
      if (counted) guards.hit(name);
    },
  ] as const;
}

/** Every reach the client build must see take effect at least once, and what it means when one did not. */
const reaches: Record<string, string> = {
  preload:
    'the redirect of ./preload in @docusaurus/core/lib/client/clientEntry.js (src/stand-ins/preload.ts) matched no import',
  tslib: 'the redirect of tslib in @docusaurus/utils-common (src/stand-ins/tslib.ts) matched no import',
  'lazy-routes': 'plugins/lean-bundle/lazy-routes-loader.cjs rewrote no route of .docusaurus/routes.js',
  'doc-descriptions': 'plugins/lean-bundle/strip-doc-descriptions-loader.cjs stripped no docs version data',
  ...Object.fromEntries(
    searchSwaps.map((swap) => [
      swap.name,
      `the ${swap.name} swap (plugins/lean-bundle/search-swaps.ts) matched no import; the search plugin changed`,
    ]),
  ),
};

/** Fails the client build, naming each reach into upstream code that took no effect (UPGRADING.md). */
const reachGuard: WebpackPluginInstance = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('upstream-reaches', (compilation) => {
      guards.reset();
      compilation.hooks.finishModules.tap('upstream-reaches', () => {
        for (const [name, meaning] of Object.entries(reaches)) {
          if (guards.count(name) === 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`Upstream changed: ${meaning}. See UPGRADING.md.`),
            );
          }
        }
      });
    });
  },
};

/** A theme client module the site leaves out; the build stops when it is no longer where it was. */
function aliasedAway(name: string, module: string): string {
  const path = guards.broken(name) ? `${module}-moved` : module;
  if (!existsSync(`${path}.js`)) {
    throw new Error(
      `Upstream changed: ${path}.js, which plugins/lean-bundle leaves out of the bundle, is gone. See UPGRADING.md.`,
    );
  }
  return `${path}$`;
}

/**
 * Keeps main.js (and the runtime), the scripts every first visit downloads, to what the first paint needs:
 * - Prism and its grammars are not a client module: code is highlighted at build time (mdx/prerender-code.ts),
 *   and only a block that was not loads them (src/theme/CodeBlock/Content).
 * - @docusaurus/utils-common gets the one tslib helper it calls instead of all of tslib (3.6 KiB gzipped).
 * - The docs version data drops the doc descriptions that only doc cards read (plugins/lean-bundle/strip-doc-descriptions-loader.cjs).
 * - The route table creates each route's component when it is first read (plugins/lean-bundle/lazy-routes-loader.cjs), and
 *   the first route's preload runs after main.js's evaluation, in a task for the matching and one for each
 *   route (src/stand-ins/preload.ts): together 20–30 ms less blocking time at 4x on each template.
 * - Chunk files are named by id and content hash, which spares the runtime a table of chunk names (2 KiB
 *   gzipped; find a chunk's contents with BUNDLE_REPORT=1, see plugins/bundle-report).
 * - The search index is compact (scripts/search-index.ts); the plugin's search box and page get the site's
 *   search worker, which reads it, and their suggestions the site's highlighting and note
 *   (plugins/lean-bundle/search-swaps.ts).
 * Every reach into upstream code is guarded: the build fails, naming it, when its target has moved (UPGRADING.md).
 */
export function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      const production = process.env.NODE_ENV === 'production';
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const client = !isServer;
      const guarded = production && client;
      return {
        resolve: {
          alias: {
            [aliasedAway('prism-alias', themePrismClientModule)]: false,
          },
        },
        plugins: [
          // The first route's preload runs in short tasks after main.js (src/stand-ins/preload.ts).
          ...(client
            ? [
                new NormalModuleReplacementPlugin(
                  ...redirect('preload', /^\.\/preload$/, coreClientEntry, join(standIns, 'preload.ts'), guarded),
                ),
              ]
            : []),
          new NormalModuleReplacementPlugin(
            ...redirect(
              'tslib',
              /^tslib$/,
              join(dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib'),
              join(standIns, 'tslib.ts'),
              guarded,
            ),
          ),
          // The site's search worker, the suggestions' highlighting and note (plugins/lean-bundle/search-swaps.ts).
          ...searchSwaps.map(
            (swap) =>
              new NormalModuleReplacementPlugin(
                ...redirect(swap.name, swap.request, swap.issuer, swap.target, guarded),
              ),
          ),
          // Checked on the production client build only: a dev server's rebuilds skip unchanged modules.
          ...(guarded ? [reachGuard] : []),
        ],
        module: client
          ? {
              rules: [
                {
                  test: /[\\/]\.docusaurus[\\/]routes\.js$/,
                  use: [{loader: join(__dirname, 'lazy-routes-loader.cjs')}],
                },
                {
                  test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
                  use: [{loader: join(__dirname, 'strip-doc-descriptions-loader.cjs')}],
                },
              ],
            }
          : {},
        ...(production && client ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
      };
    },
  };
}
