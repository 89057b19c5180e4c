// The site's table of contents: settings come from config/, plugins from plugins/ (one folder each, with the
// loaders and guards they need), MDX transforms from mdx/.
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
// Settings
import {createFeedItems} from './config/blog-feed';
import {docsEditUrl} from './config/edit-url';
import {i18n} from './config/locale';
import {searchOptions} from './config/search';
import {ssrTemplate} from './config/ssr-template';
import {themeConfig} from './config/theme';
// MDX transforms
import {eagerFirstImage} from './mdx/eager-first-image';
import {inlineSvgFigures} from './mdx/inline-svg';
import {prerenderCode} from './mdx/prerender-code';
import {runnableSamples} from './mdx/runnable-samples';
import {usedIn} from './mdx/used-in';
// Plugins
import {announcementIdPlugin} from './plugins/announcement-id';
import {bundleReportPlugin} from './plugins/bundle-report';
import {codeLanguagePlugin} from './plugins/code-language';
import {compileHintsPlugin} from './plugins/compile-hints';
import {earlyTapsPlugin} from './plugins/early-taps';
import {leanBundlePlugin} from './plugins/lean-bundle';
import {llmsPlugins} from './plugins/llms';
import {prismThemePlugin} from './plugins/prism-theme';
import {pwaPlugins} from './plugins/pwa';
import {runnerPlugin, runnerStaticDir} from './plugins/runner';
import {searchClientPlugin} from './plugins/search-client';
import {searchTheme} from './plugins/search-theme';

/** Where Markdown figures drawn as SVG are read from, to be inlined (mdx/inline-svg.ts). */
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
  // The in-page runner's files are built into a folder of their own (plugins/runner).
  staticDirectories: ['static', runnerStaticDir],

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
          // runnableSamples: Run under a fence marked `run`; usedIn: each API section lists the guides using it.
          remarkPlugins: [eagerFirstImage, runnableSamples, prerenderCode, usedIn],
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
          // Figures drawn in the page go back to images in the feeds, which readers show (mdx/inline-svg.ts).
          feedOptions: {type: ['rss', 'atom'], xslt: true, createFeedItems},
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          beforeDefaultRemarkPlugins: [[inlineSvgFigures, {staticDir: staticFigures}]],
          remarkPlugins: [eagerFirstImage, runnableSamples, prerenderCode],
        },
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // Ends the first render of a visit for the articles that keep the server's HTML (src/static-article).
  clientModules: [require.resolve('./src/client-modules/static-article.ts')],

  plugins: [
    announcementIdPlugin, // a new announcement shows at once to readers who closed the old one
    searchClientPlugin, // the search shortcut before hydration, and highlighted landings
    prismThemePlugin, // the code theme's colours as CSS variables
    leanBundlePlugin, // what a first visit downloads (and every reach into upstream code it needs)
    compileHintsPlugin, // V8 compiles the entry's functions while the scripts stream in
    bundleReportPlugin, // BUNDLE_REPORT=1: what each script chunk carries
    codeLanguagePlugin, // guide tabs and API signatures follow the reader's language, before hydration too
    earlyTapsPlugin, // buttons tapped before hydration take effect once it is done
    ...llmsPlugins, // llms.txt and a Markdown twin of every page
    ...pwaPlugins, // reading offline, and installing the site as an app
    runnerPlugin, // the language tutorials' samples run in the page, loaded on the first Run
  ],

  themes: ['@docusaurus/theme-mermaid', [searchTheme, searchOptions]],

  themeConfig,
} satisfies Config;

export default config;
