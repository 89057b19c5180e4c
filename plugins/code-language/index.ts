/**
 * Which tab of each tab group shows, decided outside React: the guides' tabs (`src/theme/Tabs`, markup
 * only) and the API pages' signature forms (scripts/api/render.ts, `signatureForms`) follow the reader's
 * choices, stored as Docusaurus stores them (`docusaurus.tab.<groupId>`). TypeScript and TSX in the
 * language group show the TypeScript form of each signature, Lua, Teal and YueScript the Teal form.
 *
 * The script below runs inline in <head>, before the page is parsed:
 * - It writes a style rule per stored choice, so a group shows the reader's tab from the first paint (no
 *   default tab flashing first), and marks <html> with the signature form (without JavaScript there is no
 *   mark and both forms show; the guides' groups show their default tab, as the theme's do).
 * - Once the page is parsed, on a choice, and after client-side navigation (the client module), it sets
 *   the tabs' `aria-selected`, `tabindex` and active class and the panels' `hidden`, so assistive
 *   technology reads what the screen shows.
 * - Listeners on the window take clicks and key presses (arrows move the focus, Enter or Space chooses) on
 *   every group, so a tab works before the page's code has run and a long page hydrates no tab state; a
 *   tab's events stop there, before React's, so a tap during hydration is not held up by it.
 * A choice is stored and announced with the same-window `storage` event Docusaurus's storage slots
 * dispatch, so other windows follow it; when storage refuses, the choice lasts for the page. A click keeps
 * the clicked tab where it is on the screen while the groups above it change height.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where Docusaurus stores a tab group's choice: the prefix of `docusaurus.tab.${groupId}`. */
export const tabKeyPrefix = 'docusaurus.tab.';
/** The guides' code language group, which the API signature forms follow. */
export const languageGroup = 'language-select';
export const languageKey = `${tabKeyPrefix}${languageGroup}`;

/** The browser side, run inline in <head>. */
function tabChoices(prefix: string, languageGroup: string): void {
  const root = document.documentElement;
  // Choices made on this page, for when storage refuses to keep them.
  const chosen: Record<string, string> = {};
  const plain = /^[\w-]+$/;
  const choices = (): Record<string, string> => {
    try {
      const storage = window.localStorage;
      const stored: Record<string, string> = {};
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        const value = key?.startsWith(prefix) ? storage.getItem(key) : null;
        if (key && value) stored[key.slice(prefix.length)] = value;
      }
      return stored;
    } catch {
      return {...chosen};
    }
  };
  const style = document.createElement('style');
  document.head.appendChild(style);
  const formOf = (value: string | undefined) => (value === 'ts' || value === 'tsx' ? 'ts' : 'teal');
  const valuesOf = (group: Element) => (group.getAttribute('data-tabs-values') ?? '').split(' ');
  const tabsOf = (group: Element) => group.querySelectorAll(':scope > [role="tablist"] > [role="tab"]');
  const show = (group: Element, value: string) => {
    tabsOf(group).forEach((tab) => {
      const on = tab.getAttribute('data-tab-value') === value;
      tab.setAttribute('aria-selected', String(on));
      tab.setAttribute('tabindex', on ? '0' : '-1');
      tab.classList.toggle('tabs__item--active', on);
    });
    group.querySelectorAll(':scope > div > [role="tabpanel"]').forEach((panel) => {
      if (panel.getAttribute('data-tab-value') === value) panel.removeAttribute('hidden');
      else panel.setAttribute('hidden', '');
    });
  };
  const sync = () => {
    const current = choices();
    let css = '';
    for (const [name, value] of Object.entries(current)) {
      if (!plain.test(name) || !plain.test(value)) continue;
      const group = `[data-tabs-group="${name}"][data-tabs-values~="${value}"]`;
      css +=
        `${group}>div>[role=tabpanel]{display:none}${group}>div>[data-tab-value="${value}"]{display:block}` +
        `${group}>ul>.tabs__item--active{border-bottom-color:transparent;color:inherit}` +
        `${group}>ul>[data-tab-value="${value}"]{border-bottom-color:var(--ifm-tabs-color-active-border);color:var(--ifm-tabs-color-active)}`;
    }
    // Only when it changes: writing a style element's text, even the same text, makes Chromium recompute the
    // style of every element (measured: about 60 ms for 5,000 tab groups), and sync runs at every page change.
    if (style.textContent !== css) style.textContent = css;
    document.querySelectorAll('[data-tabs-group]').forEach((group) => {
      const value = current[group.getAttribute('data-tabs-group') ?? ''];
      if (value && valuesOf(group).includes(value)) show(group, value);
    });
    const form = formOf(current[languageGroup]);
    root.setAttribute('data-api-form', form);
    document.querySelectorAll('[data-api-form-choice]').forEach((tab) => {
      tab.setAttribute('aria-selected', String(tab.getAttribute('data-api-form-choice') === form));
    });
  };
  const choose = (name: string, value: string, anchor: Element) => {
    const key = prefix + name;
    const old = choices()[name] ?? null;
    if (old === value) return;
    chosen[name] = value;
    const before = anchor.getBoundingClientRect().top;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused: the choice lasts for this page.
    }
    sync();
    window.scrollBy(0, anchor.getBoundingClientRect().top - before);
    try {
      const change = document.createEvent('StorageEvent');
      change.initStorageEvent('storage', false, false, key, old, value, window.location.href, window.localStorage);
      window.dispatchEvent(change);
    } catch {
      // Without storage there is nobody to tell.
    }
  };
  /** The tab a click or key press is on, with what choosing it means. */
  const tabAt = (target: EventTarget | null) => {
    const tab = (target as Element | null)?.closest?.(
      '[data-tabs]>[role="tablist"]>[role="tab"], [data-api-form-choice]',
    );
    if (!tab) return undefined;
    const form = tab.getAttribute('data-api-form-choice');
    if (form) return {tab, name: languageGroup, value: form === 'ts' ? 'ts' : 'teal'};
    const group = tab.parentElement!.parentElement!;
    return {tab, group, name: group.getAttribute('data-tabs-group'), value: tab.getAttribute('data-tab-value') ?? ''};
  };
  const pick = (target: EventTarget | null) => {
    const hit = tabAt(target);
    if (!hit) return;
    if (hit.name) choose(hit.name, hit.value, hit.tab);
    else if (hit.group) show(hit.group, hit.value);
  };
  // The tabs have no React handlers, so their events stop before React's listeners on the page's root:
  // during hydration React would otherwise finish hydrating the whole page before letting a tap through.
  const taken = (event: Event) => {
    if (!tabAt(event.target)) return false;
    event.stopPropagation();
    return true;
  };
  for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'])
    window.addEventListener(type, taken, {capture: true, passive: true});
  window.addEventListener('click', (event) => taken(event) && pick(event.target), true);
  window.addEventListener(
    'keydown',
    (event) => {
      const hit = tabAt(event.target);
      if (!hit) return;
      // Only the keys the tabs answer stop here; Tab and the rest go on as usual.
      if (event.key === 'Enter' || event.key === ' ') {
        event.stopPropagation();
        event.preventDefault();
        pick(event.target);
      } else if (hit.group && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
        event.stopPropagation();
        const tabs = Array.from(tabsOf(hit.group));
        const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
        (tabs[(tabs.indexOf(hit.tab) + step) % tabs.length] as HTMLElement | undefined)?.focus();
      }
    },
    true,
  );
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(prefix)) return;
    if (event.newValue) chosen[event.key.slice(prefix.length)] = event.newValue;
    sync();
  });
  sync();
  document.addEventListener('DOMContentLoaded', sync);
  (window as Window & {doraTabs?: () => void}).doraTabs = sync;
}

export function codeLanguageScript(): string {
  return `(${tabChoices.toString()})(${JSON.stringify(tabKeyPrefix)},${JSON.stringify(languageGroup)});`;
}

export function codeLanguagePlugin(context: LoadContext): Plugin {
  // Docusaurus adds a namespace to its storage keys when `storage.namespace` is set; the inline script reads
  // the bare key, so stop the build rather than read a key nobody writes.
  const namespace = context.siteConfig.storage.namespace;
  if (namespace !== false)
    throw new Error(
      'plugins/code-language reads the tab choices under their bare storage keys; add the storage namespace to tabKeyPrefix before setting one.',
    );
  return {
    name: 'code-language',
    getClientModules: () => [join(__dirname, '..', '..', 'src', 'client-modules', 'code-language.ts')],
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: codeLanguageScript()}]}),
  };
}
