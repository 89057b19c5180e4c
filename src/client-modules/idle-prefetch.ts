// Prefetches the code of pages that links in view lead to: in idle time, in short steps, each chunk file once.
import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {matchPlainRoutes} from '@site/src/utils/match-routes';
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
const seenChunks = new Set<string>();
const prefetchedFiles = new Set<string>();

/**
 * Docusaurus's own prefetch matches the path against the routes, then asks the browser to prefetch each
 * chunk file of the matched routes, all at once. This does the same in idle time, in small steps (a page's
 * chunks found, then one chunk file asked for per step), and with differences that matter on a page with
 * hundreds of links, like an API page:
 * - The path is matched by comparing plain paths (src/utils/match-routes.ts), not by compiling a regular
 *   expression for each route it passes on the way.
 * - The chunks of a route come from a table built once, not from a scan of every route per link.
 * - A chunk is looked up once, and its file asked for once and not at all when the page has already loaded
 *   it: most pages share their layout and theme chunks. The lookup (`__webpack_require__.gca`, Docusaurus's)
 *   builds the table of every chunk's name, id and hash at each call, about a millisecond here.
 */
function chunksOfPage(path: string): string[] {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) return [];
  // Offline, a prefetch can only fail. The page is not marked as asked for, so a link seen again online prefetches it.
  if (!navigator.onLine) return [];
  if (requested.has(path)) return [];
  requested.add(path);
  const branch = matchPlainRoutes(routes, path) ?? matchRoutes(routes, path).map((match) => match.route);
  return branch.flatMap((route) => routeChunks().get(typeof route.path === 'string' ? route.path : '') ?? []);
}

/** Asks the browser to prefetch a chunk's file, unless it was asked for or the page has fetched it already. */
function prefetchChunk(chunk: string, loaded: () => Set<string>): void {
  if (seenChunks.has(chunk)) return;
  seenChunks.add(chunk);
  const file = __webpack_require__.gca?.(chunk);
  if (!file || file.includes('undefined') || prefetchedFiles.has(file)) return;
  prefetchedFiles.add(file);
  if (loaded().has(new URL(file, document.baseURI).href)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = file;
  document.head.appendChild(link);
}

function queuePrefetches(): void {
  const win = window as WithDocusaurus;
  const original = win.docusaurus;
  if (!original || original.queued) return;
  const paths: string[] = [];
  const chunks: string[] = [];
  let scheduled = false;
  // As many steps as the idle period has room for (one where the browser gives no deadline), then the
  // rest in the next: a long page's links then cost a few short tasks, none long.
  const next = (deadline?: IdleDeadline) => {
    scheduled = false;
    let files: Set<string> | undefined;
    // Files the page has fetched already, read once a task: webpack removes a chunk's script element once it has run.
    const loaded = () => (files ??= new Set(performance.getEntriesByType('resource').map((entry) => entry.name)));
    do {
      const chunk = chunks.shift();
      if (chunk !== undefined) prefetchChunk(chunk, loaded);
      else {
        const path = paths.shift();
        if (path === undefined) return;
        chunks.push(...chunksOfPage(path));
      }
    } while (deadline && deadline.timeRemaining() > 1);
    if (paths.length || chunks.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(next);
  };
  // The object Docusaurus puts on window is frozen, so a new one takes its place. Preloading (on hover
  // or touch, for the page about to open) stays Docusaurus's own.
  win.docusaurus = Object.freeze({
    ...original,
    queued: true,
    prefetch(path: string) {
      if (!requested.has(path) && !paths.includes(path)) paths.push(path);
      schedule();
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
