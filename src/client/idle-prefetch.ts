// Runs the prefetches that links ask for when they come into view in idle time, one per task.
import type {ClientModule} from '@docusaurus/types';

type Docusaurus = {prefetch: (path: string) => false | Promise<unknown>; preload: (path: string) => false | Promise<unknown>};
type WithDocusaurus = Window & {docusaurus?: Docusaurus};

const idle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, {timeout: 2000})
    : (run) => window.setTimeout(run, 50);

/**
 * Docusaurus's `Link` prefetches a page's code as soon as the link scrolls into view. Each prefetch
 * matches the path against every route of the site, a few milliseconds each, and all the links in view
 * ask at once, which made one long task right after the page became interactive (over 300 ms on a
 * throttled phone on an API page). Queued here, each runs on its own when the browser is idle.
 */
function queuePrefetches(): void {
  const win = window as WithDocusaurus;
  const original = win.docusaurus;
  if (!original || (original as {queued?: boolean} & Docusaurus).queued) return;
  const queue: string[] = [];
  const next = () => {
    const path = queue.shift();
    if (path === undefined) return;
    void original.prefetch(path);
    if (queue.length) idle(next);
  };
  // The object Docusaurus puts on window is frozen, so a new one takes its place.
  win.docusaurus = Object.freeze({
    ...original,
    queued: true,
    prefetch(path: string) {
      if (!queue.includes(path)) queue.push(path);
      if (queue.length === 1) idle(next);
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
