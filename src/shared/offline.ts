/**
 * Reading offline: the names and address rules the service worker (src/offline/service-worker.ts), the
 * page that registers it (src/offline/registration.ts) and the tests share. Pure functions of URLs.
 */

/**
 * The caches the worker fills as the reader reads, shared by every locale's worker (a cache belongs to the
 * origin, not to a worker). The precache of each build is the plugin's own (workbox) and is not listed here.
 * Bump a version when the form of an entry changes: the worker deletes the `dora-` caches it does not name.
 */
export const runtimeCaches = {
  /** Pages the reader opened: their HTML, by address without query or hash. */
  pages: 'dora-pages-v1',
  /** Scripts, styles, images and other files those pages loaded. */
  files: 'dora-files-v1',
  /**
   * What each worker fetches when it installs, refreshed whenever the reader is online: its locale's search
   * index (by its address without the version query the search code adds) and the offline pages.
   */
  kit: 'dora-offline-kit-v1',
} as const;

/** How many entries each runtime cache keeps; the oldest go first. */
export const runtimeCacheLimits: Record<keyof typeof runtimeCaches, number> = {pages: 300, files: 1500, kit: 16};

/** The name every cache of the site's own starts with, so the worker can tidy the ones an older version left. */
export const cachePrefix = 'dora-';

/**
 * A message from a page to the worker: keep these pages and files. A page sends it for each page the reader
 * opens, and in answer to `LoadedQuestion` with what it loaded before the worker controlled it.
 */
export type KeepMessage = {type: 'dora:keep'; pages: string[]; files: string[]};

/** The worker's question to the pages open when it activates, answered on the port it sends along. */
export const loadedQuestion = {type: 'dora:loaded?'} as const;

export function keepMessage(pages: string[], files: string[]): KeepMessage {
  return {type: 'dora:keep', pages, files};
}

export function isKeepMessage(data: unknown): data is KeepMessage {
  const d = data as Partial<KeepMessage> | null;
  return !!d && d.type === 'dora:keep' && Array.isArray(d.pages) && Array.isArray(d.files);
}

export function isLoadedQuestion(data: unknown): boolean {
  return (data as {type?: unknown} | null)?.type === loadedQuestion.type;
}

/** A file whose name carries a hash of its content (the bundler's scripts, styles and images): it never changes. */
export function isHashedAsset(pathname: string): boolean {
  return /\/assets\/(?:js|css|images|files|fonts)\/[^/]*[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(pathname);
}

/** A locale's search index, which the search code asks for with a version query that says little about its content. */
export function isSearchIndex(pathname: string): boolean {
  return /\/search-index[^/]*\.json$/.test(pathname);
}

/** The key a page is cached under: its address without query, hash or trailing slash (`/` for a locale's home stays). */
export function pageKey(url: URL): string {
  let path = url.pathname.replace(/\/index\.html$/, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return `${url.origin}${path}`;
}

/**
 * Where a cached copy of a page may be: under its page key, with or without a trailing slash, or as the
 * `index.html` the build wrote for it (the form the precache lists it under).
 */
export function pageCandidates(url: URL): string[] {
  const key = pageKey(url);
  return [key, `${key}/`, `${key}/index.html`];
}

/** The key a file is cached under: its address, without the query for a search index. */
export function fileKey(url: URL): string {
  return isSearchIndex(url.pathname) ? `${url.origin}${url.pathname}` : url.href;
}

/**
 * The locale a page belongs to, as the base path of that locale's site (`/zh-Hans/`, `/`): the longest base
 * the path starts with. `bases` lists every locale's base.
 */
export function localeBaseOf(pathname: string, bases: readonly string[]): string | undefined {
  return [...bases]
    .sort((a, b) => b.length - a.length)
    .find((base) => pathname.startsWith(base) || `${pathname}/` === base);
}

/** The page a locale's worker shows for a page that is neither online nor saved: a copy of `/offline` without scripts. */
export function offlinePagePath(base: string): string {
  return `${base}offline.html`;
}
