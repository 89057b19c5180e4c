// Stands in for @docusaurus/core's client/preload as its clientEntry imports it (swap: plugins/lean-bundle).
// The first page load's preload, in short tasks after main.js has run.
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Docusaurus's client entry evaluates main.js (React DOM, the router, the route table) and, in the same
 * task, matches the route and starts loading its chunks: one task of about 40 ms on a laptop, 160 on a
 * throttled phone, during which a tap waits. This does what upstream's `preload` does (match the path and
 * its decoded form against the route table, then preload each matched route's component), with a yield
 * before the matching and one before each route's preload, which starts its chunks' scripts: tasks of a few
 * tens of milliseconds on a phone instead of one long one. `tests/unit/upstream.test.ts` compares it with
 * upstream's.
 */
export default async function preloadInSteps(pathname: string): Promise<unknown[]> {
  await nextTask();
  const matches = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((path) => matchRoutes(routes, path));
  const loading: unknown[] = [];
  for (const {route} of matches) {
    await nextTask();
    loading.push((route.component as {preload?: () => unknown}).preload?.());
  }
  return Promise.all(loading);
}
