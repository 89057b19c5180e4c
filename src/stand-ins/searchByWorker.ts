// Stands in for the search plugin's theme/searchByWorker (swap: plugins/lean-bundle/search-swaps.ts): the same
// two functions, answered by the site's own search worker (src/search/worker.ts) instead of the plugin's.
import * as Comlink from 'comlink';
import type {SearchResult, SearchWorker} from '../search/worker';

let remote: Promise<Comlink.Remote<SearchWorker>> | undefined;

/** The one worker of the page, started on first use. */
function worker(): Promise<Comlink.Remote<SearchWorker>> {
  remote ??= (async () => {
    const Remote = Comlink.wrap<typeof SearchWorker>(new Worker(new URL('../search/worker.ts', import.meta.url)));
    return new Remote();
  })();
  return remote;
}

/** Loads the index of `baseUrl` (a locale's or version's root) into the worker. */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return; // the index exists only in a production build
  await (await worker()).fetchIndexes(baseUrl, searchContext);
}

/** The suggestions for `input`, at most `limit`. */
export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  if (process.env.NODE_ENV !== 'production') return [];
  return (await worker()).search(baseUrl, searchContext, input, limit);
}
