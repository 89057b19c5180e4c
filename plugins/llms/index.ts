// Pages for AI assistants (issue 16): /llms.txt, a Markdown twin of every docs page and post, /llms-full.txt, per locale.
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import llmsTxtPlugin, {type PluginOptions} from 'docusaurus-plugin-llms';
import {byLocale} from '../../config/locale';
import {areas, finishLlmsFiles, writtenComponents, type Area} from './markdown';

const summary = byLocale({
  en:
    'Dora SSR is an open-source 2D game engine scripted in Lua, Teal, YueScript, TypeScript or TSX and developed ' +
    'from a Web IDE in the browser. These are the tutorials, API reference, worked examples, creative guides ' +
    'and blog posts of its documentation site for v1.7.2, in Markdown.',
  'zh-Hans':
    'Dora SSR 是一款开源 2D 游戏引擎，可以用 Lua、Teal、YueScript、TypeScript 或 TSX 编写游戏，在浏览器里的 ' +
    'Web IDE 中开发。这里是其文档网站（v1.7.2）的教程、API 参考、示例、文创指南和博客文章的 Markdown 版本。',
});

/** The note under the summary of llms.txt; the twins' addresses are the pages' addresses plus `.md`. */
const indexNote = byLocale({
  en:
    'Each link leads to the Markdown version of a page; the page itself is at the same address without `.md`. ' +
    '[llms-full.txt](https://dora-ssr.net/llms-full.txt) holds every page below in one file, and ' +
    '[the Chinese edition](https://dora-ssr.net/zh-Hans/llms.txt) lists the same pages in Simplified Chinese.',
  'zh-Hans':
    '每个链接都指向页面的 Markdown 版本，去掉末尾的 `.md` 就是网页本身的地址。' +
    '[llms-full.txt](https://dora-ssr.net/zh-Hans/llms-full.txt) 把下面所有页面合在一个文件里；' +
    '[英文版](https://dora-ssr.net/llms.txt)以英文列出同样的页面。',
});

const fullNote = byLocale({
  en:
    'Every page of the documentation and the blog in one file, in the order of https://dora-ssr.net/llms.txt. ' +
    'Each page starts with a level-two heading that links to it.',
  'zh-Hans':
    '文档和博客的全部页面，合在一个文件里，顺序与 https://dora-ssr.net/zh-Hans/llms.txt 相同。' +
    '每个页面以一个二级标题开头，标题链接到该页面。',
});

/**
 * docusaurus-plugin-llms reads the Markdown sources, so tabs come out as one labelled fence per language and
 * Mermaid diagrams stay as source (the README compares it with @signalwire/docusaurus-plugin-llms-txt). It
 * reads the whole `docs` folder as one section, the only way it reads the Chinese files for the Chinese build;
 * plugins/llms/markdown.ts groups the list by area afterwards.
 */
const options = {
  title: 'Dora SSR',
  description: summary,
  rootContent: indexNote,
  docsDir: 'docs',
  includeBlog: true,
  generateMarkdownFiles: true,
  // Put together from the finished twins instead (plugins/llms/markdown.ts), so that its links are absolute.
  generateLLMsFullTxt: false,
  excludeImports: true,
  preserveComponents: writtenComponents,
  logLevel: 'quiet',
} satisfies PluginOptions;

/** A source path as the plugin matches it: `docs/…` or `blog/…`, also for a Chinese file under i18n/. */
function sitePath(source: string): string {
  return source
    .replace(/^@site\//, '')
    .replace(/^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\//, 'docs/')
    .replace(/^i18n\/[^/]+\/docusaurus-plugin-content-blog\//, 'blog/');
}

/** The file behind an `@site/…` source. */
function aliasedSitePath(source: string, siteDir: string): string {
  return join(siteDir, source.replace(/^@site\//, ''));
}

type Sidebar = DocsContent['loadedVersions'][number]['sidebars'][string];

/** Every docs page and post the locale builds, in sidebar order (posts newest first), with its area. */
function sitePages(
  docs: DocsContent,
  blog: BlogContent,
  siteDir: string,
): {route: string; source: string; sourceFile: string; area: Area}[] {
  const version = docs.loadedVersions.find((v) => v.versionName === 'current');
  if (!version) throw new Error('llms: the docs plugin has no current version');
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered: string[] = [];
  const walk = (items: Sidebar) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ordered.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') ordered.push(item.link.id);
        walk(item.items);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar);
  // Pages shown with a sidebar they are not listed in (the /docs landing) come first.
  const ids = [...new Set([...version.docs.map((d) => d.id).filter((id) => !ordered.includes(id)), ...ordered])];
  const pages = ids.map((id) => {
    const doc = byId.get(id);
    const area = doc?.sidebar as Area | undefined;
    if (!doc || !area || !areas.includes(area)) throw new Error(`llms: doc ${id} is in no docs area's sidebar`);
    return {route: doc.permalink, source: sitePath(doc.source), sourceFile: aliasedSitePath(doc.source, siteDir), area};
  });
  const posts = blog.blogPosts.map((post) => ({
    route: post.metadata.permalink,
    source: sitePath(post.metadata.source),
    sourceFile: aliasedSitePath(post.metadata.source, siteDir),
    area: 'blog' as const,
  }));
  return [...pages, ...posts];
}

/**
 * Runs docusaurus-plugin-llms with the pages in the site's order, then finishes its files. The plugin is
 * called through its public default export, with its documented options; the order comes from the docs and
 * blog plugins' loaded content (typed by their packages).
 */
function llmsFilesPlugin(context: LoadContext): Plugin {
  let pages: ReturnType<typeof sitePages> | undefined;
  const root = `${context.siteConfig.url}${context.baseUrl}`.replace(/\/$/, '');
  return {
    name: 'llms-files',
    allContentLoaded({allContent}) {
      pages = sitePages(
        allContent['docusaurus-plugin-content-docs']?.default as DocsContent,
        allContent['docusaurus-plugin-content-blog']?.default as BlogContent,
        context.siteDir,
      );
    },
    async postBuild(props) {
      if (!pages) throw new Error('llms: the docs and blog content never loaded');
      // A pattern per page: minimatch reads `*?[]{}()!+@` in a path as glob syntax unless escaped.
      const includeOrder = pages.map((page) => page.source.replace(/[*?[\]{}()!+@\\]/g, '\\$&'));
      // The plugin has no content of its own (Plugin<void>); it reads the sources in postBuild.
      await llmsTxtPlugin(context, {...options, includeOrder}).postBuild?.({...props, content: undefined});
      finishLlmsFiles({
        outDir: props.outDir,
        site: {locale: context.i18n.currentLocale === 'zh-Hans' ? 'zh-Hans' : 'en', root},
        fullHead: `# ${options.title}\n\n> ${summary}\n\n${fullNote}`,
        pages: new Map(pages.map(({route, area, sourceFile}) => [route, {area, sourceFile}])),
      });
    },
  };
}

export const llmsPlugins: PluginConfig[] = [llmsFilesPlugin];
