/**
 * Reading offline: starts the service worker's registration (src/offline/registration.tsx, its own chunk)
 * once the page has loaded, rendered and had a few quiet seconds, so that neither the worker nor what it
 * precaches competes with the first visit; and tells it about each page the reader opens. Stands in for
 * @docusaurus/plugin-pwa's own registration module (its `swRegister` option, plugins/pwa), which would load
 * its code while the page loads.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '@site/src/utils/when-idle';

type Registration = typeof import('@site/src/offline/registration');
type Connection = {effectiveType?: string; saveData?: boolean};

/**
 * How long after the page is loaded and rendered the registration starts. When the scripts arrive after the
 * load event (a fast network, a warm cache), hydration is still running then, and the worker's download of
 * its precache on a second core would slow it: on this project's two-core machine Lighthouse counted up to
 * twice the blocking time when the worker started in the first idle moment.
 */
const startDelay = 4000;

/** Pages opened before the registration's code is there, this one first. */
const opened: string[] = [];
let registration: Promise<Registration | undefined> | undefined;

/** A reader who asked to save data, or on a 2G connection, is spared the precache (about 1 MB gzipped). */
function sparesData(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return !!connection?.saveData || !!connection?.effectiveType?.includes('2g');
}

const enabled = typeof window !== 'undefined' && 'serviceWorker' in navigator && !sparesData();
if (enabled) opened.push(window.location.pathname);

function start(): void {
  registration = import(/* webpackChunkName: "offline-registration" */ '@site/src/offline/registration').then(
    (module) => {
      module.register(opened).catch(() => undefined); // a browser that refuses workers reads online, as before
      return module;
    },
    () => undefined,
  );
}

/** Called once the first render is done: then waits for the load event, the delay and an idle moment. */
function schedule(): void {
  const later = () => window.setTimeout(() => whenIdle(start), startDelay);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, {once: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!enabled) return;
    if (!previousLocation) {
      schedule(); // the page has rendered (hydrated) for the first time
      return;
    }
    if (location.pathname === previousLocation.pathname) return;
    if (registration) void registration.then((module) => module?.pageOpened(location.pathname));
    else opened.push(location.pathname);
  },
};

export default clientModule;
