import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

/** Local full-text search over docs, blog and pages, in English and Chinese (jieba). */
export const searchOptions = {
  hashed: true,
  language: ['en', 'zh'],
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
} satisfies Partial<PluginOptions>;
