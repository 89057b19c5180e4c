import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chromium 136 and later; to other engines it is a comment): every function of a
 * file that starts with it is compiled as the file is, which for a script the browser streams happens on a
 * background thread while the file downloads. Without it, V8 compiles each function on the main thread
 * when it is first called, and main.js calls most of its functions as it runs (React, the router, the
 * theme's layout), so that compiling was most of the longest task after the first paint.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Writes the compile hint at the top of the entry's files (runtime~main.js and main.js), after minification,
 * which would drop it as a comment. Other chunks go without: they hold code a page may never call (search,
 * diagrams, other routes' components), and compiling it all would be work thrown away. In Lighthouse's mobile
 * runs on the page's CPU time, leaving it out added 25–80 ms of blocking time on the API, blog and home pages
 * (maintainers/performance.md).
 * `tests/e2e/compile-hints.test.ts` checks the built files start with it and no other file does.
 */

/** The names of the entry's files, sorted: the scripts every page's HTML lists. */
export const entryFiles = ['main', 'runtime~main'];
export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            // After the minifier (OPTIMIZE_SIZE) and before the content hashes are computed (OPTIMIZE_HASH).
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
