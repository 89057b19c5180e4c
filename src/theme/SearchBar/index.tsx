/**
 * The navbar search box. The plugin's own box (lunr, mark.js, autocomplete.js and its index) stays out
 * of the first visit; until it is ready, the reader types into a real input that looks the same, and
 * nothing typed is lost on the way:
 *
 * 1. The placeholder is an editable input from the first paint, inside a form that opens the search
 *    page on Enter (before hydration, as a plain GET).
 * 2. The box's code loads when the pointer enters the navbar. When the reader reaches for the box
 *    (pointer, touch, focus, typing, or the shortcut of plugins/search-client), the plugin's box
 *    mounts, hidden, while the plugin's worker loads the index.
 * 3. Once the plugin's box is wired (autocomplete.js has wrapped its input) and no input method is
 *    composing text, one task swaps the boxes: the value typed so far, the caret and the focus move to
 *    the plugin's box, whose suggestions then appear for exactly that text.
 *
 * The swap waits for the plugin's box to be fully wired because wiring moves its input in the DOM,
 * which blurs it and would cut an input-method composition short.
 */
import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The plugin's own look, so that the placeholder matches its box exactly (also at phone widths).
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {getKeymapHints} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js';
import {searchShortcut} from '@site/src/shared/search-keys';
import {typeInto} from '@site/src/utils/type-into';

type Box = ComponentType<Record<string, unknown>>;

/**
 * Starts the plugin's search worker on this locale's index while the box's code is still loading, so the
 * two download and run side by side; the plugin's box then finds the index loaded (its worker module, and
 * so the worker and its cache, are the same).
 */
function startIndex(baseUrl: string): void {
  import('@site/src/stand-ins/searchByWorker')
    .then(({fetchIndexesByWorker}) => fetchIndexesByWorker(baseUrl, ''))
    .catch(() => undefined); // offline: the plugin's box tries again when it mounts
}

let loading: Promise<Box> | undefined;
/** The plugin's box, loaded once; a failed load (offline) is tried again on the next call. */
function loadBox(): Promise<Box> {
  loading ??= import(/* webpackChunkName: "search-bar" */ '@theme-original/SearchBar').then(
    (module) => module.default as Box,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

declare global {
  interface Window {
    /** Set by plugins/search-client while an input method composes text in the search box. */
    __doraSearchComposing?: boolean;
  }
}

function Placeholder({
  inputRef,
  onReach,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  onReach: () => void;
}): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const [empty, setEmpty] = useState(true);
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const landmark = translate({
    id: 'site.searchBar.landmark',
    message: 'Site search',
    description: 'Accessible name of the navbar search form (a page may have another search form)',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = inputRef.current?.value.trim();
    if (query) history.push(`${searchPage}?${new URLSearchParams({q: query})}`);
  };
  return (
    <div
      className={clsx('navbar__search', styles.searchBarContainer)}
      dir="ltr"
      onPointerEnter={onReach}
      onPointerDown={onReach}
      onFocus={onReach}>
      {/* A magnifier where the plugin's box draws its own, in the plugin's place for it (styles.searchIcon). */}
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <circle cx="6" cy="6" r="5.1" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M9.7 9.7 15 15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <form role="search" aria-label={landmark} action={searchPage} method="get" onSubmit={submit}>
        <input
          ref={inputRef}
          name="q"
          autoComplete="off"
          className={clsx('navbar__search-input', styles.searchInput)}
          placeholder={label}
          aria-label={label}
          onInput={(event) => {
            setEmpty(event.currentTarget.value === '');
            onReach();
          }}
        />
      </form>
      {isBrowser && empty && (
        <div className={styles.searchHintContainer}>
          {getKeymapHints(searchShortcut, isMacPlatform()).map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}

export default function SearchBar(props: Record<string, unknown>): ReactNode {
  const placeholder = useRef<HTMLInputElement>(null);
  const pluginBox = useRef<HTMLDivElement>(null);
  const [PluginBox, setPluginBox] = useState<Box | null>(null);
  const [reached, setReached] = useState(false);
  const [handedOver, setHandedOver] = useState(false);
  const {siteConfig} = useDocusaurusContext();
  const reach = useCallback(() => setReached(true), []);

  // The code: when the pointer approaches, or at once when the reader reaches for the box. Not in idle time
  // after hydration: evaluating it there was a long task on slow phones, for readers who may never search.
  useEffect(() => {
    let live = true;
    const load = () => {
      loadBox().then(
        (box) => live && setPluginBox(() => box),
        () => undefined, // offline or a failed chunk: the placeholder keeps working, the next reach tries again
      );
    };
    if (reached) {
      load();
      startIndex(siteConfig.baseUrl);
      return () => {
        live = false;
      };
    }
    // The pointer entering the navbar is the reader's hand on its way to the box: fetch the code then.
    const navbar = document.querySelector('.navbar');
    const approach = () => loadBox().catch(() => undefined);
    navbar?.addEventListener('pointerenter', approach, {once: true});
    return () => {
      live = false;
      navbar?.removeEventListener('pointerenter', approach);
    };
  }, [reached, siteConfig.baseUrl]);

  // Typed into, or focused, before hydration.
  useEffect(() => {
    const input = placeholder.current;
    if (input && (input.value !== '' || document.activeElement === input)) reach();
  }, [reach]);

  // The plugin's box is mounted, hidden: load its index, then hand over once it is wired.
  useEffect(() => {
    const box = pluginBox.current;
    const input = box?.querySelector('input');
    if (!PluginBox || !reached || handedOver || !box || !input) return undefined;
    // The plugin loads its index when a pointer enters its input; this is that event.
    input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
    let done = false;
    const handOver = () => {
      if (done || !input.closest(`.${styles.searchBar}`) || window.__doraSearchComposing) return;
      done = true;
      const from = placeholder.current;
      const focused = from !== null && document.activeElement === from;
      const value = from?.value ?? '';
      const [start, end, direction] = [
        from?.selectionStart ?? value.length,
        from?.selectionEnd ?? value.length,
        from?.selectionDirection ?? 'none',
      ];
      flushSync(() => setHandedOver(true));
      if (focused) input.focus();
      if (input.value !== value) typeInto(input, value);
      if (focused) {
        input.setSelectionRange(start, end, direction);
        // The plugin moves the caret to the end on focus at phone widths, a task later: put it back.
        setTimeout(() => {
          if (document.activeElement === input && input.value === value) input.setSelectionRange(start, end, direction);
        });
      }
    };
    // Checked in a later task: the plugin's box sets its own value in a task after mounting.
    const check = () => setTimeout(handOver);
    const observer = new MutationObserver(check);
    observer.observe(box, {childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'role']});
    document.addEventListener('compositionend', check);
    check();
    return () => {
      done = true;
      observer.disconnect();
      document.removeEventListener('compositionend', check);
    };
  }, [PluginBox, reached, handedOver]);

  return (
    <>
      {!handedOver && <Placeholder inputRef={placeholder} onReach={reach} />}
      {PluginBox && reached && (
        <div ref={pluginBox} style={{display: handedOver ? 'contents' : 'none'}}>
          <PluginBox {...props} />
        </div>
      )}
    </>
  );
}
