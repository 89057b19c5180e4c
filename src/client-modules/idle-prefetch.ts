// Prefetches the code of pages that links in view lead to: in idle time, one page per task, each chunk file once.
import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {whenIdle} from '@site/src/utils/when-idle';

declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

type Docusaurus = {
  prefetch: (path: string) => false | Promise<unknown>;
  preload: (path: string) => false | Promise<unknown>;
};
type WithDocusaurus = Window & {docusaurus?: Docusaurus & {queued?: boolean}};
type Connection = {effectiveType?: string; saveData?: boolean};

let chunksByRoute: Map<string, string[]> | undefined;

/** Route path → the chunk names its components and data live in, read once from Docusaurus's table. */
function routeChunks(): Map<string, string[]> {
  if (chunksByRoute) return chunksByRoute;
  chunksByRoute = new Map();
  const leaves = (value: unknown, into: string[]): string[] => {
    if (typeof value === 'string') into.push(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) leaves(v, into);
    return into;
  };
  for (const [nameWithHash, chunks] of Object.entries(routesChunkNames)) {
    const path = nameWithHash.replace(/-[^-]+$/, '');
    chunksByRoute.set(path, leaves(chunks, chunksByRoute.get(path) ?? []));
  }
  return chunksByRoute;
}

const requested = new Set<string>();
const prefetchedFiles = new Set<string>();

/**
 * Does what Docusaurus's own prefetch does (match the path against the routes, then ask the browser to
 * prefetch each chunk file of the matched routes), with two differences that matter on a page with
 * hundreds of links, like an API page:
 * - The chunks of a route come from a table built once, not from a scan of every route per link.
 * - A chunk file is asked for once, and not at all when the page has already loaded it: most pages
 *   share their layout and theme chunks, which Docusaurus would ask for again for every link.
 */
function prefetchPage(path: string): void {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) return;
  // Offline, a prefetch can only fail. The page is not marked as asked for, so a link seen again online prefetches it.
  if (!navigator.onLine) return;
  if (requested.has(path)) return;
  requested.add(path);
  // Files the page has fetched already: webpack removes a chunk's script element once it has run.
  const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  const head = document.head;
  for (const match of matchRoutes(routes, path)) {
    for (const chunk of routeChunks().get(match.route.path ?? '') ?? []) {
      const file = __webpack_require__.gca?.(chunk);
      if (!file || file.includes('undefined') || prefetchedFiles.has(file)) continue;
      prefetchedFiles.add(file);
      if (loaded.has(new URL(file, document.baseURI).href)) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      head.appendChild(link);
    }
  }
}

function queuePrefetches(): void {
  const win = window as WithDocusaurus;
  const original = win.docusaurus;
  if (!original || original.queued) return;
  const queue: string[] = [];
  const next = () => {
    const path = queue.shift();
    if (path === undefined) return;
    prefetchPage(path);
    if (queue.length) whenIdle(next);
  };
  // The object Docusaurus puts on window is frozen, so a new one takes its place. Preloading (on hover
  // or touch, for the page about to open) stays Docusaurus's own.
  win.docusaurus = Object.freeze({
    ...original,
    queued: true,
    prefetch(path: string) {
      if (!requested.has(path) && !queue.includes(path)) queue.push(path);
      if (queue.length === 1) whenIdle(next);
      return false as const;
    },
  });
}

const clientModule: ClientModule = {
  // Runs after the first render (Docusaurus sets `window.docusaurus` just before it), before any link is in view.
  onRouteDidUpdate() {
    queuePrefetches();
  },
};

export default clientModule;
