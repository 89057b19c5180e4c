// Loads the search box's code (lunr, mark.js, autocomplete) when the reader reaches for it (pointer, focus, Ctrl+K), not with the page: evaluating it was a long task on every visit.
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

const RealSearchBar = lazy(() => import(/* webpackChunkName: "search-bar" */ '@theme-original/SearchBar'));

/** Looks like the search box; any attempt to use it loads the real one and hands it the focus. */
function Placeholder({onWant}: {onWant: (focus: boolean) => void}): ReactNode {
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    <div className="navbar__search">
      <input
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        onFocus={() => onWant(true)}
        onMouseEnter={() => onWant(false)}
        readOnly
      />
    </div>
  );
}

export default function SearchBar(props: Record<string, unknown>): ReactNode {
  const [wanted, setWanted] = useState(false);
  const focusAfterLoad = useRef(false);
  const mounted = useRef(false);
  const want = (focus: boolean) => {
    focusAfterLoad.current ||= focus;
    setWanted(true);
  };
  useEffect(() => {
    // Ctrl/Cmd+K before the real box has mounted (it has its own shortcut from then on).
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && !mounted.current) {
        event.preventDefault();
        want(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (!wanted) return <Placeholder onWant={want} />;
  return (
    <Suspense fallback={<Placeholder onWant={want} />}>
      <Focus when={focusAfterLoad} mounted={mounted}>
        <RealSearchBar {...props} />
      </Focus>
    </Suspense>
  );
}

/** After the real search box mounts, gives it the focus the reader asked for on the placeholder. */
function Focus({when, mounted, children}: {when: React.RefObject<boolean>; mounted: React.RefObject<boolean>; children: ReactNode}): ReactNode {
  useEffect(() => {
    mounted.current = true;
    if (!when.current) return;
    when.current = false;
    document.querySelector<HTMLInputElement>('.navbar input.navbar__search-input')?.focus();
  }, [when, mounted]);
  return children;
}
