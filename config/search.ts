import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {searchShortcut} from '../src/shared/search-keys';

/**
 * Engine terms that jieba, the Chinese word segmenter of the search index, would otherwise cut into
 * single characters (协程 into 协 and 程): each must stay one word for a search for it to find it
 * rather than every text with either character. The last three are phrases the guides use as names
 * (a title, a keyword, 每帧更新函数): kept whole, they find their page instead of every page with 快速 or 更新.
 */
export const zhEngineWords = [
  '协程',
  '图元',
  '缓动',
  '调度器',
  '锚点',
  '帧率',
  '元表',
  '元方法',
  '蒙版',
  '单例',
  '自适应',
  '热更新',
  '场景树',
  '快速上手',
  '屏幕适配',
  '每帧更新',
];

/** Local full-text search over docs, blog and pages, in English and Chinese (jieba). */
export const searchOptions = {
  hashed: true,
  language: ['en', 'zh'],
  zhUserDict: zhEngineWords.map((word) => `${word} 2000 n`).join('\n'),
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutKeymap: searchShortcut,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  // Code samples and the API pages' member lists repeat what headings and prose already index; the
  // member kind badge ("Field", "Method") on every API section would match almost every API page; the
  // API intro's topic catalog only links to pages, which should come first themselves; the signature tabs'
  // labels and their "not in the TypeScript declarations" notes repeat on every member. A figure drawn in
  // the page (mdx/inline-svg.ts) holds labels, not prose, which as an image it never gave the index. An API
  // section's "Used in" line (mdx/used-in.ts) names guides, which are found by their own pages.
  ignoreCssSelectors: [
    'pre',
    '.inline-figure',
    '.api-member-list',
    '.api-params',
    'table',
    '.api-kind',
    '.api-catalog',
    '.api-sig-choice',
    '.api-sig-none',
    '.api-used-in',
  ],
} satisfies Partial<PluginOptions>;
