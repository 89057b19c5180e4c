// Stands in for @docusaurus/core's client/preload as its clientEntry imports it (swap: config/lean-bundle.ts).
// The first page load's preload, one task after main.js has run.
import preload from '@docusaurus/core/lib/client/preload';

/**
 * Docusaurus's client entry evaluates main.js (React DOM, the router, the route table) and, in the same
 * task, matches the route and starts loading its chunks: one task of about 40 ms on a laptop, 160 on a
 * throttled phone, during which a tap waits. Yielding once between the two halves it.
 */
export default function preloadAfterYield(pathname: string): Promise<void[]> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => preload(pathname));
}
