/**
 * The article of a generated API page (src/theme/DocItem/Content), kept as the server wrote it on the page the
 * reader opened, instead of hydrating it.
 *
 * An API page has thousands of elements, and hydrating them is most of the work the browser does after the
 * page shows: the `Node` page's article is 6,600 of its 7,300 elements. Nothing in it needs React but a few
 * spots, so on the first page of a visit the article's element is hydrated with `dangerouslySetInnerHTML`
 * (React then claims the element and leaves what is inside it alone) and the spots get React from here:
 *
 * - Links: a click on a link to a page of the site navigates client-side, as the theme's links do; hovering
 *   or touching one preloads the page, and one coming into view is prefetched.
 * - Code blocks: the copy and word-wrap buttons mount when a block nears the screen, as they do in a
 *   hydrated article (`src/theme/CodeBlock/Buttons`), through a portal into the block.
 * - The API signature forms never needed React (plugins/code-language).
 *
 * An article with anything else that needs React (a `<details>`, or a code block highlighted in the
 * browser, `src/theme/CodeBlock/Content`) hydrates as usual, as does every article rendered after
 * client-side navigation (there is no server HTML to keep). The HTML is the server's, byte for byte.
 * `tests/e2e/static-article.test.ts` checks the links and buttons of such an article.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {CodeBlockContextProvider, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {useElementWordWrap} from '@site/src/code-block/useLazyWordWrap';
import {watch} from '@site/src/hooks/useNearViewport';
import {isFirstRender} from './first-render';

/** What in an article needs React's hydration; such an article is hydrated whole. */
export const needsHydration = 'details, [data-runtime-highlight]';

type Docusaurus = {prefetch?: (path: string) => unknown; preload?: (path: string) => unknown};
const docusaurus = () => (window as Window & {docusaurus?: Docusaurus}).docusaurus;

/** The path of a link to a page of this site that client-side navigation can open, or undefined. */
function pagePath(link: HTMLAnchorElement): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, document.baseURI);
  if (url.origin !== window.location.origin) return undefined;
  const matched = matchRoutes(routes, url.pathname);
  if (matched.length === 0 || matched.some(({route}) => route.path === '*')) return undefined;
  return url.pathname + url.search + url.hash;
}

/** Client-side navigation and preloading for the links of the kept article in `articleRef`. */
function useLinks(articleRef: RefObject<HTMLDivElement | null> | null): void {
  const history = useHistory();
  useEffect(() => {
    const article = articleRef?.current;
    if (!article) return undefined;
    const linkOf = (target: EventTarget | null) =>
      (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]') ?? undefined;
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event.target);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const path = pagePath(link);
      if (!path) return;
      const here = window.location;
      // A link within the page is the browser's to follow, as with the theme's links.
      if (path.startsWith(`${here.pathname}${here.search}#`)) return;
      event.preventDefault();
      history.push(path);
    };
    const preloaded = new WeakSet<HTMLAnchorElement>();
    const preload = (event: Event) => {
      const link = linkOf(event.target);
      if (!link || preloaded.has(link)) return;
      preloaded.add(link);
      const path = pagePath(link);
      if (path) docusaurus()?.preload?.(path.replace(/[?#].*/, ''));
    };
    article.addEventListener('click', onClick);
    article.addEventListener('mouseover', preload, {passive: true});
    article.addEventListener('touchstart', preload, {passive: true});
    const stops: (() => void)[] = [];
    // Each link's page is looked up when the link comes into view, not all of an API page's hundreds at once.
    article.querySelectorAll<HTMLAnchorElement>('a[href]:not([href^="#"])').forEach((link) => {
      stops.push(
        watch(link, '0px', () => {
          const path = pagePath(link);
          if (path) docusaurus()?.prefetch?.(path.replace(/[?#].*/, ''));
        }),
      );
    });
    return () => {
      article.removeEventListener('click', onClick);
      article.removeEventListener('mouseover', preload);
      article.removeEventListener('touchstart', preload);
      stops.forEach((stop) => stop());
    };
  }, [articleRef, history]);
}

/** A code block's text as the theme's copy button copies it: the lines, one per line. */
function codeOf(pre: HTMLPreElement): string {
  const lines = pre.querySelectorAll('.token-line');
  if (lines.length === 0) return pre.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

/** The copy and word-wrap buttons of a code block in a kept article. */
function CodeButtons({pre}: {pre: HTMLPreElement}): ReactNode {
  const wordWrap = useElementWordWrap(pre);
  const [metadata] = useState(() => ({code: codeOf(pre)}) as CodeBlockMetadata);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}

type Spot = {key: string; node: ReactNode; into: Element};

/**
 * Watches the spots of a kept article that get React, each code block's buttons, and hands each to `add`
 * once it nears the screen (as the hydrated components wait for it too); returns what stops the watching.
 */
function watchSpots(article: HTMLElement, add: (spot: Spot) => void): () => void {
  const stops: (() => void)[] = [];
  article.querySelectorAll<HTMLElement>('[data-code-buttons]').forEach((marker, index) => {
    const content = marker.parentElement;
    const pre = content?.querySelector('pre');
    if (!content || !pre) return;
    stops.push(
      watch(content, '50% 0px', () => {
        marker.remove();
        add({key: `code-${index}`, node: <CodeButtons pre={pre} />, into: content});
      }),
    );
  });
  return () => stops.forEach((stop) => stop());
}

type Props = {
  className: string;
  /** The server's element for this article, looked up on the first render only. */
  serverElement: () => HTMLElement | null;
  children: ReactNode;
};

/** Kept articles' inner HTML as React sees it: one object, so that no re-render ever writes it. */
const keepContent = {__html: ''};

/** The article's element: the server's, kept as it is on the first page of a visit, else rendered by React. */
export default function StaticArticle({className, serverElement, children}: Props): ReactNode {
  const [server] = useState(() => (isFirstRender() ? serverElement() : null));
  const kept = server !== null && server.querySelector(needsHydration) === null;
  const ref = useRef<HTMLDivElement>(null);
  const [spots, setSpots] = useState<Spot[]>([]);
  useLayoutEffect(() => {
    const element = ref.current;
    // If React had to render the page afresh instead of hydrating it, move the server's content in.
    if (kept && server && element && server !== element && !element.firstChild)
      element.replaceChildren(...Array.from(server.childNodes));
  }, [kept, server]);
  // The watchers start in passive effects, which run after the layout effect above. No state update may
  // happen in a layout effect here: React runs one synchronously, and with it every passive effect of the
  // hydrated page and the re-render they ask for (window size, colour mode, the browser flag), all in the
  // task of hydration's commit.
  useEffect(() => {
    const element = ref.current;
    if (!kept || !element) return undefined;
    return watchSpots(element, (spot) => setSpots((all) => [...all, spot]));
  }, [kept]);
  useLinks(kept ? ref : null);
  if (!kept) return <div className={className}>{children}</div>;
  return (
    <>
      <div ref={ref} className={className} dangerouslySetInnerHTML={keepContent} suppressHydrationWarning />
      {spots.map(({key, node, into}) => createPortal(node, into, key))}
    </>
  );
}
