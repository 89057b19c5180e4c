/** A route of Docusaurus's table, as react-router-config's `matchRoutes` reads it. */
export type RouteEntry = {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: RouteEntry[];
};

/** Characters that make a route path a pattern for path-to-regexp (parameters, groups, wildcards, escapes). */
const patternChars = /[\\:()*?+]/;

/**
 * What react-router-config's `matchRoutes(routes, pathname)` returns, as the routes of the branch, for a
 * table whose paths are plain text, as Docusaurus's are, but for the not-found route's `*`. react-router
 * compiles each route's path into a regular expression the first time it meets it, so the first prefetch
 * compiled most of the site's 300 routes. A plain path needs no expression, only the comparisons
 * path-to-regexp's would make: no case distinction, a trailing slash optional on both sides, and a route
 * that is not exact also matching below its path. Returns undefined when the search meets a route with a
 * pattern, a list of paths, or the strict or sensitive options, which the caller leaves to `matchRoutes`.
 * `tests/unit/match-routes.test.ts` compares the two.
 */
export function matchPlainRoutes<R extends RouteEntry>(routes: readonly R[], pathname: string): R[] | undefined {
  const path = pathname.toLowerCase();
  const branch: R[] = [];
  let level: readonly RouteEntry[] | undefined = routes;
  while (level) {
    let matched: RouteEntry | undefined;
    for (const route of level) {
      // `*`, the not-found route's path, matches every path.
      if (route.path && route.path !== '*') {
        if (typeof route.path !== 'string' || patternChars.test(route.path) || route.strict || route.sensitive)
          return undefined;
        const base = route.path.toLowerCase().replace(/\/$/, '');
        const hit = path === base || path === `${base}/` || (!route.exact && path.startsWith(`${base}/`));
        if (!hit) continue;
      }
      // A route without a path takes its parent's match, or the root's, which always matches.
      matched = route;
      break;
    }
    if (!matched) break;
    branch.push(matched as R);
    level = matched.routes;
  }
  return branch;
}
