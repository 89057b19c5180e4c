/**
 * The page's side of reading offline (README, "Reading offline"), loaded by
 * src/client-modules/service-worker.ts once the page has loaded and the browser is idle:
 *
 * - registers this locale's worker (the plugin's sw.js, with the site's rules of
 *   src/offline/service-worker.ts); a locale under a sub-path also makes sure the site's root has a
 *   worker, one that only shows the offline page, so that no address of the site ends in a browser error;
 * - tells the worker, as it activates, which pages and files this tab loaded before, which it never saw;
 * - when a new build's worker is waiting, offers a reload with the plugin's popup (translated), and
 *   looks for a new build now and then as the reader moves from page to page.
 */
import React from 'react';
import {createRoot} from 'react-dom/client';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {isLoadedQuestion, keepMessage} from '@site/src/shared/offline';

/** What the plugin's sw.js reads from the `params` query of its address (plugin-pwa/lib/sw.js, `parseSwParams`). */
type Params = {offlineMode: boolean; debug: boolean};

const workers = navigator.serviceWorker;

function workerUrl(base: string, params: Params): string {
  return `${base}sw.js?params=${encodeURIComponent(JSON.stringify(params))}`;
}

/** Whether a worker is the root's offline-page-only worker that another locale's page registered. */
function isOfflinePageOnly(worker: ServiceWorker | null): boolean {
  if (!worker) return false;
  try {
    const params = JSON.parse(new URL(worker.scriptURL).searchParams.get('params') ?? '{}') as Partial<Params>;
    return params.offlineMode === false;
  } catch {
    return false;
  }
}

/** The message the plugin's sw.js acts on to let a waiting worker take over. */
const skipWaiting = (worker: ServiceWorker) => worker.postMessage({type: 'SKIP_WAITING'});

let offered = false;

async function offerReload(worker: ServiceWorker): Promise<void> {
  if (offered) return;
  offered = true;
  const {default: ReloadPopup} = await import('@theme/PwaReloadPopup');
  const container = document.createElement('div');
  container.id = 'pwa-popup-container';
  document.body.appendChild(container);
  createRoot(container).render(
    <ReloadPopup
      onReload={() => {
        workers.addEventListener('controllerchange', () => window.location.reload(), {once: true});
        skipWaiting(worker);
      }}
    />,
  );
}

/** Acts on a worker that finished installing while another one is in charge: a new build. */
function onWaiting(registration: ServiceWorkerRegistration, worker: ServiceWorker): void {
  // The root's offline-page-only worker gives way to the full one at once: the pages are the same.
  if (isOfflinePageOnly(registration.active)) skipWaiting(worker);
  // A new build, unless this is the page's first worker (nothing to reload then).
  else if (workers.controller) void offerReload(worker);
}

function watchForWaiting(registration: ServiceWorkerRegistration): void {
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') onWaiting(registration, worker);
    });
  if (registration.waiting) onWaiting(registration, registration.waiting);
  // A reload checks for a new build before this code runs: its worker may be installing already.
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

/** The site's files this page has loaded so far (scripts, styles, images), as the browser lists them. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === window.location.origin);
}

/** The pages opened in this tab, for the worker's question when it activates. */
const opened = new Set<string>();
let registered: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = Date.now();
/** How often, at most, a page change asks the server whether a new build is out (a reload always does). */
const updateCheckInterval = 10 * 60 * 1000;

/** Registers the workers; `openedSoFar` lists the pages the reader opened in this tab so far, this one first. */
export async function register(openedSoFar: string[]): Promise<void> {
  for (const page of openedSoFar) opened.add(page);
  workers.addEventListener('message', (event) => {
    if (isLoadedQuestion(event.data)) event.ports[0]?.postMessage(keepMessage([...opened], loadedFiles()));
  });
  const registration = await workers.register(workerUrl(siteConfig.baseUrl, {offlineMode: true, debug: false}));
  registered = registration;
  watchForWaiting(registration);

  const root = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  if (siteConfig.baseUrl !== root) {
    const rootRegistration = await workers.getRegistration(root);
    if (!rootRegistration || new URL(rootRegistration.scope).pathname !== root) {
      await workers.register(workerUrl(root, {offlineMode: false, debug: false}), {scope: root});
    }
  }
}

/** Called on each change of page: the worker keeps the page, and now and then the server is asked for a new build. */
export function pageOpened(pathname: string): void {
  opened.add(pathname);
  workers.controller?.postMessage(keepMessage([pathname], []));
  if (registered && Date.now() - lastUpdateCheck > updateCheckInterval) {
    lastUpdateCheck = Date.now();
    registered.update().catch(() => undefined); // offline: the next change of page tries again
  }
}
