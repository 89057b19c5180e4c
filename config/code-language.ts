/**
 * The API pages' signatures follow the reader's language choice: the one the guides' code tabs remember
 * (`<Tabs groupId="language-select">`, stored by Docusaurus under `docusaurus.tab.language-select`).
 * TypeScript and TSX show the TypeScript form of each signature, Lua, Teal and YueScript the Teal form.
 *
 * The generated markup holds both forms and a pair of tab buttons per member (scripts/api/render.ts,
 * `signatureForms`); which form shows is one attribute on <html>, set by the inline script below before
 * the first paint (without JavaScript there is no attribute, and both forms show), so a page of a hundred members needs no React state and no work to hydrate, a click
 * on a tab works before the page's code has run, and a reader who picked TypeScript never sees the Teal
 * form flash first. A choice made here is stored the way Docusaurus stores it and announced with the same
 * `storage` event its tabs listen to, so the guides' tabs on the page and in other windows follow it; a
 * choice made in those tabs reaches the signatures the same way. The client module re-marks the tab
 * buttons of a page reached by client-side navigation.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const languageKey = 'docusaurus.tab.language-select';

/** The browser side, run inline in <head>; `key` is the storage key of the language choice. */
function codeLanguage(key: string): void {
  const root = document.documentElement;
  // The choice made on this page, for when storage refuses to keep it.
  let chosen: string | null = null;
  const read = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return chosen;
    }
  };
  const formOf = (value: string | null) => (value === 'ts' || value === 'tsx' ? 'ts' : 'teal');
  const sync = (value?: string | null) => {
    const form = formOf(value === undefined ? read() : value);
    root.setAttribute('data-api-form', form);
    document.querySelectorAll('[data-api-form-choice]').forEach((tab) => {
      tab.setAttribute('aria-selected', String(tab.getAttribute('data-api-form-choice') === form));
    });
  };
  sync();
  document.addEventListener('DOMContentLoaded', () => sync());
  window.addEventListener('storage', (event) => {
    if (event.key !== key) return;
    chosen = event.newValue;
    sync(event.newValue);
  });
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.('[data-api-form-choice]');
    if (!tab) return;
    const form = tab.getAttribute('data-api-form-choice');
    const old = read();
    if (formOf(old) === form) return;
    const value = form === 'ts' ? 'ts' : 'teal';
    chosen = value;
    // Keep the clicked tab where it is on the screen while the forms above it change height.
    const before = tab.getBoundingClientRect().top;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage refused: the choice lasts for this page.
    }
    sync(value);
    window.scrollBy(0, tab.getBoundingClientRect().top - before);
    try {
      const change = document.createEvent('StorageEvent');
      change.initStorageEvent('storage', false, false, key, old, value, window.location.href, window.localStorage);
      window.dispatchEvent(change);
    } catch {
      // Without storage the guides' tabs have nothing to follow.
    }
  });
  (window as Window & {doraApiForm?: () => void}).doraApiForm = () => sync();
}

export function codeLanguageScript(): string {
  return `(${codeLanguage.toString()})(${JSON.stringify(languageKey)});`;
}

export function codeLanguagePlugin(context: LoadContext): Plugin {
  // Docusaurus adds a namespace to its storage keys when `future.experimental_storage.namespace` is set; the
  // inline script reads the bare key, so stop the build rather than read a key nobody writes.
  const namespace = context.siteConfig.future.experimental_storage.namespace;
  if (namespace !== false)
    throw new Error(
      'config/code-language.ts reads the language choice under its bare storage key; add the storage namespace to languageKey before setting one.',
    );
  return {
    name: 'code-language',
    getClientModules: () => [join(__dirname, '..', 'src', 'client-modules', 'code-language.ts')],
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: codeLanguageScript()}]}),
  };
}
