import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {searchShortcut} from '../../src/shared/search-keys';

/**
 * What the navbar search box needs before any of the site's scripts have run (src/theme/SearchBar):
 *
 * - The shortcut (Ctrl+K, ⌘K on a Mac) focuses the box from the first paint. It focuses whichever
 *   search box is on screen (the placeholder, later the plugin's own) and stops the key there, so the
 *   plugin's handler never acts on a box that is still hidden.
 * - `window.__doraSearchComposing` says whether an input method is composing text in the box, so the
 *   placeholder is never swapped for the plugin's box in the middle of a composition (which would cut
 *   or repeat the half-composed pinyin).
 *
 * Written as a function for the type checker, sent as its source inline in <head> (about 700 bytes).
 */
function earlySearchBox(modKey: 'mod' | 'ctrl' | 'cmd', key: string): void {
  const doc = document;
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  const mac = /mac/i.test(nav.userAgentData?.platform || nav.userAgent || '');
  const wantMeta = modKey === 'cmd' || (modKey === 'mod' && mac);
  const isBox = (target: EventTarget | null) =>
    target instanceof HTMLInputElement && target.classList.contains('navbar__search-input');
  const w = window as Window & {__doraSearchComposing?: boolean};
  doc.addEventListener(
    'compositionstart',
    (event) => {
      if (isBox(event.target)) w.__doraSearchComposing = true;
    },
    true,
  );
  doc.addEventListener(
    'compositionend',
    () => {
      w.__doraSearchComposing = false;
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!event.key || event.key.toLowerCase() !== key || event.altKey || event.shiftKey) return;
      if (wantMeta ? !event.metaKey || event.ctrlKey : !event.ctrlKey || event.metaKey) return;
      const boxes = doc.querySelectorAll<HTMLInputElement>('.navbar .navbar__search-input');
      for (const box of Array.from(boxes)) {
        if (box.getClientRects().length === 0) continue; // hidden: the plugin's box before the hand-over
        event.preventDefault();
        event.stopImmediatePropagation();
        box.focus();
        return;
      }
    },
    true,
  );
}

/** The inline script: the function above, called with the site's shortcut (src/shared/search-keys.ts). */
export function earlySearchBoxScript(): string {
  const [modKey, key] = searchShortcut.split('+') as ['mod' | 'ctrl' | 'cmd', string];
  return `(${earlySearchBox.toString()})(${JSON.stringify(modKey)},${JSON.stringify(key)});`;
}

/**
 * The search plugin's browser side, as the site completes it: the inline script above, and the client
 * module that marks the searched terms on every page opened with `_highlight` parameters
 * (src/client-modules/search-landing.ts), whether or not the search box has loaded.
 */
export function searchClientPlugin(): Plugin {
  return {
    name: 'search-client',
    getClientModules: () => [join(__dirname, '..', '..', 'src', 'client-modules', 'search-landing.ts')],
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: earlySearchBoxScript()}]}),
  };
}
