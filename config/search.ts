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
  // Code samples and the API pages' member lists repeat what headings and prose already index; the
  // member kind badge ("Field", "Method") on every API section would match almost every API page.
  ignoreCssSelectors: ['pre', '.api-member-list', 'table', '.api-kind'],
} satisfies Partial<PluginOptions>;
