import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementIdPlugin} from './config/announcement';
import {bundleReportPlugin} from './config/bundle-report';
import {compileHintsPlugin} from './config/compile-hints';
import {codeLanguagePlugin} from './config/code-language';
import {earlyTapsPlugin} from './config/early-taps';
import {docsEditUrl} from './config/edit-url';
import {eagerFirstImage} from './config/eager-first-image';
import {createFeedItems} from './config/blog-feed';
import {inlineSvgFigures} from './config/inline-svg';
import {prerenderCode} from './config/prerender-code';
import {leanBundlePlugin} from './config/lean-bundle';
import {searchClientPlugin} from './config/search-client';
import {prismThemePlugin} from './config/prism-theme-plugin';
import {i18n} from './config/locale';
import {llmsPlugins} from './config/llms';
import {pwaPlugins} from './config/pwa';
import {searchOptions} from './config/search';
import {searchTheme} from './config/search-theme';
import {ssrTemplate} from './config/ssr-template';
import {themeConfig} from './config/theme';

/** Where Markdown figures drawn as SVG are read from, to be inlined (config/inline-svg.ts). */
const staticFigures = `${__dirname}/static`;

const config = {
  title: 'Dora SSR',
  tagline: 'A 2D game engine you script in Lua, Teal, YueScript or TypeScript, with a Web IDE in your browser.',
  // A PNG drawn from img/favicon.svg by scripts/pwa-icons.ts: a page decodes its favicon on its main thread, and an SVG
  // image is built into a document of its own there.
  favicon: 'img/icon-96.png',
  url: 'https://dora-ssr.net',
  baseUrl: '/',
  // The site is served at its root; the banner for a misconfigured baseUrl would only add weight to every page.
  baseUrlIssueBanner: false,
  trailingSlash: undefined,

  // Every broken link, anchor, Markdown link or image fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  future: {
    // Rspack, SWC and Lightning CSS. Pages render on the main thread, and Rspack keeps no cache on disk:
    // the SSG worker threads and the persistent cache each saved a few seconds on a rebuild but took the
    // build's peak memory past the 1.5 GB budget (issue 6); without them a cold build peaks near 1.15 GB.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
    },
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  i18n,
  // Docusaurus's page template with the default colour mode on <html>, for readers without JavaScript.
  ssrTemplate,

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: docsEditUrl,
          editLocalizedFiles: true,
          showLastUpdateAuthor: true,
          showLastUpdateTime: true,
          lastVersion: 'current',
          versions: {current: {label: 'v1.7.2'}},
          tags: 'tags.yml', // labels per locale (i18n/zh-Hans/…/current/tags.yml), routes kept
          onInlineTags: 'throw',
          beforeDefaultRemarkPlugins: [[inlineSvgFigures, {staticDir: staticFigures}]],
          remarkPlugins: [eagerFirstImage, prerenderCode],
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription: 'Posts from the Dora SSR team on the engine, its languages and its community.',
          blogSidebarTitle: 'All posts',
          showReadingTime: true,
          editUrl: docsEditUrl,
          editLocalizedFiles: true,
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          // Figures drawn in the page go back to images in the feeds, which readers show (config/inline-svg.ts).
          feedOptions: {type: ['rss', 'atom'], xslt: true, createFeedItems},
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          beforeDefaultRemarkPlugins: [[inlineSvgFigures, {staticDir: staticFigures}]],
          remarkPlugins: [eagerFirstImage, prerenderCode],
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // Ends the first render of a visit for the articles that keep the server's HTML (src/static-article).
  clientModules: [require.resolve('./src/client-modules/static-article.ts')],

  plugins: [
    announcementIdPlugin,
    searchClientPlugin,
    prismThemePlugin,
    leanBundlePlugin,
    compileHintsPlugin,
    bundleReportPlugin,
    codeLanguagePlugin,
    earlyTapsPlugin,
    ...llmsPlugins,
    ...pwaPlugins,
  ],

  themes: ['@docusaurus/theme-mermaid', [searchTheme, searchOptions]],

  themeConfig,
} satisfies Config;

export default config;
