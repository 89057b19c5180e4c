/**
 * The site's rules in its service worker (README, "Reading offline"). @docusaurus/plugin-pwa builds one
 * worker per locale (`/sw.js`, `/zh-Hans/sw.js`) from its own code, which precaches the files of
 * plugins/pwa/precache.ts, and from this module (its `swCustom` option, bundled by plugins/pwa), whose default
 * export the plugin calls before it adds its own listeners. So this module's fetch listener comes first:
 *
 * - a page (a navigation) comes from the network, and its copy is kept; without a network, the kept copy
 *   or the precached one is shown, and failing both, the offline page of the address's locale;
 * - a file whose name carries its content's hash comes from any cache that has it, else from the network,
 *   and is kept;
 * - any other file of the site (a search index, an image) comes from the network and is kept, and from
 *   its kept copy without a network.
 *
 * Online, a reader always gets the current page: the plugin's own listener, which would answer precached
 * pages from the precache first, never sees a request this one answers. tests/unit/pwa.test.ts fails when
 * the plugin stops calling this module before it adds its listener.
 */
import {
  cachePrefix,
  fileKey,
  isHashedAsset,
  isKeepMessage,
  isSearchIndex,
  keepMessage,
  loadedQuestion,
  localeBaseOf,
  offlinePagePath,
  pageCandidates,
  pageKey,
  runtimeCacheLimits,
  runtimeCaches,
  type KeepMessage,
} from '@site/src/shared/offline';

// The few service-worker types the site uses (TypeScript's DOM library, which the rest of src/ is checked against, has none).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WindowClient {
  readonly url: string;
  postMessage(message: unknown, transfer: Transferable[]): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: {readonly scope: string};
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: {type: 'window'; includeUncontrolled: boolean}): Promise<WindowClient[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

/** Every locale's base path (`/`, `/zh-Hans/`), written in when plugins/pwa bundles this module. */
declare const __LOCALE_BASES__: string[];

/** What the plugin's sw.js passes on from the address the page registered it with (src/offline/registration.tsx). */
type Params = {
  /**
   * Whether this worker precaches its locale. A locale under a sub-path also registers the site root's worker
   * without it, so that a page of another locale, never opened, still shows an offline page.
   */
  offlineMode: boolean;
  debug: boolean;
};

const origin = self.location.origin;
/** This worker's locale, as its base path. */
const ownBase = new URL(self.registration.scope).pathname;
/** The locales whose pages this worker also answers for, when their own worker is not (yet) there. */
const nestedBases = __LOCALE_BASES__.filter((base) => base !== ownBase && base.startsWith(ownBase));

const absolute = (path: string) => `${origin}${path}`;
const cacheable = (response: Response) => response.ok && response.type === 'basic';

async function keep(cacheName: keyof typeof runtimeCaches, key: string, response: Response): Promise<void> {
  const cache = await caches.open(runtimeCaches[cacheName]);
  await cache.put(key, response);
  const keys = await cache.keys();
  const excess = keys.length - runtimeCacheLimits[cacheName];
  if (excess > 0) await Promise.all(keys.slice(0, excess).map((request) => cache.delete(request)));
}

/** A cached response from any of the site's caches; the precache stores pages and unhashed files with a revision query. */
function match(key: string): Promise<Response | undefined> {
  return caches.match(key, {ignoreSearch: true, ignoreVary: true});
}

async function savedPage(url: URL): Promise<Response | undefined> {
  for (const candidate of pageCandidates(url)) {
    const hit = await match(candidate);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The offline page of the address's locale. The locale's own worker precaches it; the copies other workers keep
 * for it (install, below) are looked at last, since they may be older.
 */
async function offlinePage(url: URL): Promise<Response | undefined> {
  const key = absolute(offlinePagePath(localeBaseOf(url.pathname, __LOCALE_BASES__) ?? ownBase));
  const names = (await caches.keys()).filter((name) => name !== runtimeCaches.kit);
  for (const name of [...names, runtimeCaches.kit]) {
    const hit = await (await caches.open(name)).match(key, {ignoreSearch: true, ignoreVary: true});
    if (hit) return hit;
  }
  return undefined;
}

async function openPage(event: FetchEvent, url: URL): Promise<Response> {
  let response: Response | undefined;
  try {
    response = await fetch(event.request);
  } catch {
    // No network: the saved page, else the offline page (below).
  }
  if (response && cacheable(response)) event.waitUntil(keep('pages', pageKey(url), response.clone()));
  // A host that fails (5xx) is no better than no network when the page is saved.
  if (response && response.status < 500) return response;
  const fallback = (await savedPage(url)) ?? (response ? undefined : await offlinePage(url));
  return fallback ?? response ?? Response.error();
}

async function hashedFile(event: FetchEvent): Promise<Response> {
  const hit = await caches.match(event.request, {ignoreVary: true});
  if (hit) return hit;
  const response = await fetch(event.request);
  if (cacheable(response)) event.waitUntil(keep('files', event.request.url, response.clone()));
  return response;
}

async function otherFile(event: FetchEvent, url: URL): Promise<Response> {
  const index = isSearchIndex(url.pathname);
  const key = fileKey(url);
  try {
    const response = await fetch(event.request);
    if (cacheable(response)) event.waitUntil(keep(index ? 'kit' : 'files', key, response.clone()));
    return response;
  } catch (error) {
    const hit = await match(key);
    if (hit) return hit;
    throw error;
  }
}

/** Fetches what a page loaded before this worker controlled it, from the browser's cache where it can. */
async function keepLoaded({pages, files}: KeepMessage): Promise<void> {
  const sameOrigin = (address: string) => {
    const url = new URL(address, origin);
    return url.origin === origin ? url : undefined;
  };
  const fetchAndKeep = async (url: URL, cacheName: keyof typeof runtimeCaches, key: string) => {
    const response = await fetch(url, {cache: 'force-cache'});
    if (cacheable(response)) await keep(cacheName, key, response);
  };
  await Promise.allSettled([
    ...pages.map(sameOrigin).map(async (url) => {
      if (url && !(await savedPage(url))) await fetchAndKeep(url, 'pages', pageKey(url));
    }),
    ...files.map(sameOrigin).map(async (url) => {
      if (!url || (await match(fileKey(url)))) return;
      await fetchAndKeep(url, isSearchIndex(url.pathname) ? 'kit' : 'files', fileKey(url));
    }),
  ]);
}

/**
 * Asks a page what it loaded before this worker controlled it (src/offline/registration.tsx answers); a page
 * that does not answer within a few seconds is kept without its files.
 */
function askLoaded(client: WindowClient): Promise<KeepMessage> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(keepMessage([client.url], [])), 5000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(isKeepMessage(event.data) ? event.data : keepMessage([client.url], []));
    };
    client.postMessage(loadedQuestion, [channel.port2]);
  });
}

/**
 * Keeps the pages of this worker's locale that are open as it activates, with what they loaded: the reader's
 * first page was fetched before there was a worker to keep it. Activation ends when they are kept, so once
 * the worker is active, the pages read so far open offline.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({type: 'window', includeUncontrolled: true});
  const ours = windows.filter((client) => localeBaseOf(new URL(client.url).pathname, __LOCALE_BASES__) === ownBase);
  await Promise.all(ours.map(async (client) => keepLoaded(await askLoaded(client))));
}

/**
 * What a worker fetches on installing, besides the plugin's precache: its locale's search index (whose
 * content the build rewrites after the precache list is made, see plugins/pwa/precache.ts), or, for the root's
 * worker without offline mode, its own offline page; and the offline page of every locale it answers for.
 */
async function install(offlineMode: boolean): Promise<void> {
  const fetchInto = async (cacheName: keyof typeof runtimeCaches, path: string) => {
    const response = await fetch(absolute(path), {cache: 'no-cache'});
    if (!cacheable(response)) throw new Error(`${path}: ${response.status}`);
    await keep(cacheName, absolute(path), response);
  };
  await Promise.all([
    offlineMode ? fetchInto('kit', `${ownBase}search-index.json`) : fetchInto('kit', offlinePagePath(ownBase)),
    // Another locale's page may be missing from a build of one locale: a page of it then fails like any other.
    ...nestedBases.map((base) => fetchInto('kit', offlinePagePath(base)).catch(() => undefined)),
  ]);
}

/** Deletes the caches an earlier version of these rules used. */
async function tidy(): Promise<void> {
  const current = new Set<string>(Object.values(runtimeCaches));
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(cachePrefix) && !current.has(name)).map((name) => caches.delete(name)),
  );
}

export default function offlineReading({offlineMode}: Params): void {
  self.addEventListener('install', (event) => event.waitUntil(install(offlineMode)));
  // The pages open now are read through the worker from now on, and what they loaded so far is kept.
  self.addEventListener('activate', (event) =>
    event.waitUntil(Promise.all([self.clients.claim().then(keepOpenPages), tidy()])),
  );
  self.addEventListener('message', (event) => {
    if (isKeepMessage(event.data)) event.waitUntil(keepLoaded(event.data));
  });
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== origin || request.headers.has('range')) return;
    if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return; // a fetch no worker may make
    // The plugin's listener, added after this one, must not answer too (it would answer precached pages from the cache).
    event.stopImmediatePropagation();
    if (request.mode === 'navigate') event.respondWith(openPage(event, url));
    else if (isHashedAsset(url.pathname)) event.respondWith(hashedFile(event));
    else event.respondWith(otherFile(event, url));
  });
}
