/**
 * Reading offline: starts the service worker's registration (src/offline/registration.tsx, its own chunk)
 * once the page has loaded and the browser is idle, so that neither the worker nor what it precaches competes
 * with the first visit; and tells it about each page the reader opens. Stands in for @docusaurus/plugin-pwa's
 * own registration module (its `swRegister` option, config/pwa.ts), which would load its code with main.js.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '@site/src/utils/when-idle';

type Registration = typeof import('@site/src/offline/registration');

/** Pages opened before the registration's code is there, this one first. */
const opened: string[] = [];
let registration: Promise<Registration | undefined> | undefined;

function start(): void {
  registration = import(/* webpackChunkName: "offline-registration" */ '@site/src/offline/registration').then(
    (module) => {
      module.register(opened).catch(() => undefined); // a browser that refuses workers reads online, as before
      return module;
    },
    () => undefined,
  );
}

type Connection = {effectiveType?: string; saveData?: boolean};

/** A reader who asked to save data, or on a 2G connection, is spared the precache (about 1 MB gzipped). */
function sparesData(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return !!connection?.saveData || !!connection?.effectiveType?.includes('2g');
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator && !sparesData()) {
  opened.push(window.location.pathname);
  const afterLoad = () => whenIdle(start);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, {once: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname || opened.length === 0) return;
    if (registration) void registration.then((module) => module?.pageOpened(location.pathname));
    else opened.push(location.pathname);
  },
};

export default clientModule;
