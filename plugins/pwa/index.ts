// Reading offline (issue 16, README "Reading offline"): @docusaurus/plugin-pwa's service worker, with the
// site's registration after load (src/client-modules/service-worker.ts), its rules for pages and files
// (src/offline/service-worker.ts), its precache (plugins/pwa/precache.ts), and an installable web app manifest.
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSync} from 'esbuild';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import type {InjectManifestOptions} from 'workbox-build';
import {chunkFacts, precacheOnly, type ChunkFacts} from './precache';
import type {SiteLocale} from '../../config/locale';

const siteDir = join(__dirname, '..', '..');

/**
 * The site's worker rules as the plugin's build of sw.js takes them: that build compiles JavaScript only, so
 * the TypeScript module is bundled here first, with every locale's base path written in.
 */
const workerRules = join(siteDir, '.docusaurus', 'offline-reading', 'service-worker.js');

/** The browser's colour around the site: the navbar's in each colour mode (Infima); dark is the site's default. */
const themeColors = {dark: '#242526', light: '#ffffff'};
/** The page background in dark mode (src/css/custom.css), behind an installed site while it starts. */
const backgroundColor = '#16171b';

/** What the web app manifest says in each locale; an installed site opens at its locale's home page. */
const appText: Record<SiteLocale, {name: string; description: string}> = {
  en: {
    name: 'Dora SSR Docs',
    description: 'Tutorials, API reference and examples for the Dora SSR game engine, readable offline.',
  },
  'zh-Hans': {
    name: 'Dora SSR 文档',
    description: 'Dora SSR 游戏引擎的教程、API 参考与示例，离线也能阅读。',
  },
};

/** Each locale's base path, the default locale's first. */
function localeBases(context: LoadContext): string[] {
  const {i18n, siteConfig} = context;
  return i18n.locales.map(
    (locale) =>
      i18n.localeConfigs[locale]?.baseUrl ??
      (locale === i18n.defaultLocale ? siteConfig.baseUrl : `${siteConfig.baseUrl}${locale}/`),
  );
}

function webAppManifest(context: LoadContext): object {
  const locale = context.i18n.currentLocale as SiteLocale;
  const base = context.baseUrl;
  const icon = (size: number, purpose?: string) => ({
    src: `img/icon-${purpose ? `${purpose}-` : ''}${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    ...(purpose ? {purpose} : {}),
  });
  return {
    id: base,
    name: appText[locale].name,
    short_name: 'Dora SSR',
    description: appText[locale].description,
    lang: context.i18n.localeConfigs[locale]?.htmlLang ?? locale,
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: backgroundColor,
    theme_color: themeColors.dark,
    icons: [icon(192), icon(512), icon(512, 'maskable')],
  };
}

/**
 * The site's half of offline reading, beside the plugin: bundles the worker rules, records the client build's
 * chunks for the precache list, and writes each locale's web app manifest. Production builds only, as the
 * plugin itself.
 */
function offlineReadingPlugin(facts: ChunkFacts, build: {outDir: string; baseUrl: string; generatedFilesDir: string}) {
  return (context: LoadContext): Plugin | null => {
    if (process.env.NODE_ENV !== 'production') return null;
    Object.assign(build, {
      outDir: context.outDir,
      baseUrl: context.baseUrl,
      generatedFilesDir: context.generatedFilesDir,
    });
    return {
      name: 'offline-reading',
      async loadContent() {
        buildSync({
          entryPoints: [join(siteDir, 'src', 'offline', 'service-worker.ts')],
          outfile: workerRules,
          bundle: true,
          format: 'esm',
          target: 'es2020',
          alias: {'@site': siteDir},
          define: {__LOCALE_BASES__: JSON.stringify(localeBases(context))},
          logLevel: 'silent',
        });
      },
      configureWebpack(_config, isServer) {
        return isServer ? {} : {plugins: [chunkFacts(facts)]};
      },
      async postBuild({outDir}) {
        writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(webAppManifest(context), null, 2)}\n`);
      },
    };
  };
}

function offlineReading(): PluginConfig[] {
  const facts: ChunkFacts = {groups: new Map(), chunks: []};
  const build = {outDir: '', baseUrl: '/', generatedFilesDir: ''};
  const pwa: PwaOptions = {
    // Every reader, not only those who installed the site: the registration passes offlineMode itself.
    offlineModeActivationStrategies: ['always'],
    swRegister: join(siteDir, 'src', 'client-modules', 'service-worker.ts'),
    swCustom: workerRules,
    // The plugin sets the worker's source and destination and the folder to list.
    injectManifestConfig: {
      manifestTransforms: [precacheOnly(() => ({...build, facts}))],
      // Files named by their content's hash are cached under their plain address, which the worker's rules look up.
      dontCacheBustURLsMatching: /^assets\/.*[.-][0-9a-f]{8,}\.\w+$/,
    } satisfies Partial<InjectManifestOptions> as InjectManifestOptions,
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: 'manifest.json'},
      {tagName: 'meta', name: 'theme-color', content: themeColors.dark, media: '(prefers-color-scheme: dark)'},
      {tagName: 'meta', name: 'theme-color', content: themeColors.light, media: '(prefers-color-scheme: light)'},
      {tagName: 'link', rel: 'apple-touch-icon', href: 'img/icon-192.png'},
    ],
  };
  return [['@docusaurus/plugin-pwa', pwa], offlineReadingPlugin(facts, build)];
}

export const pwaPlugins: PluginConfig[] = offlineReading();
