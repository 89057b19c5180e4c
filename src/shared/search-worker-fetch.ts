/**
 * In the search worker: an index asked for under a docs version that does not exist (an old or mistyped
 * `version` on /search) falls back to the site's own index, one path segment up at a time, instead of
 * reading the host's HTML not-found page as JSON and throwing. The search page says that the version
 * does not exist (src/theme/SearchPage). Installed by src/stand-ins/lunr.ts, the worker's one module
 * of ours (plugins/lean-bundle/search-worker-swaps.ts).
 */
/** The index file at the end of a path; the plugin writes the version before it with or without a slash. */
const indexFile = /(search-index[^/]*\.json)$/;

function isIndex(response: Response): boolean {
  return response.ok && !(response.headers.get('content-type') ?? '').includes('html');
}

export function installIndexFallback(scope: {fetch: typeof fetch; location: {href: string}}): void {
  const original = scope.fetch.bind(scope);
  scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), scope.location.href);
    const file = url.pathname.match(indexFile)?.[1];
    if (!file || isIndex(response)) return response;
    const segments = url.pathname.slice(0, -file.length).split('/').filter(Boolean);
    while (segments.length > 0) {
      segments.pop();
      const fallback = new URL(`/${segments.map((s) => `${s}/`).join('')}${file}${url.search}`, url);
      const retry = await original(fallback, init);
      if (isIndex(retry)) return retry;
    }
    return response;
  };
}
