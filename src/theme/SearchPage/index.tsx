/**
 * The search plugin's page, with the site's own parts around it (src/theme/Layout): a main landmark, a
 * guide while nothing is searched (src/components/SearchGuide), and a note when the address asks for a
 * docs version that does not exist (an old or mistyped `version`): the search worker then reads the
 * current version's index instead (src/shared/search-worker-fetch.ts).
 */
import React, {useLayoutEffect, useMemo, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {LayoutExtras} from '@site/src/components/LayoutExtras';
import SearchGuide from '@site/src/components/SearchGuide';
import {isFirstRender} from '@site/src/static-article/first-render';
import {typeInto} from '@site/src/utils/type-into';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

function UnknownVersion({version, current}: {version: string; current: string}): ReactNode {
  return (
    <div className="container margin-top--lg">
      <div className="alert alert--warning" role="status">
        <Translate
          id="site.searchPage.unknownVersion"
          description="Note on the search page when its address names a docs version that does not exist"
          values={{version: <code>{version}</code>, current}}>
          {'There is no documentation version {version}. These results are from the current version, {current}.'}
        </Translate>
      </div>
    </div>
  );
}

/**
 * Keeps what a reader typed into the page's box before hydration reached it. The plugin's box is
 * controlled and hydrates with an empty query (it reads the address only once in the browser); React
 * leaves the typed text in the box while hydrating but never hears of it, and the box's first re-render
 * puts the empty query back: the text vanishes and nothing is searched. In the commit that hydrated the
 * page, before any re-render, this makes React read the box as typed: it sets React's record of the box
 * to the empty query through the box's own `value` (React watches that setter), then types the text back
 * in (`typeInto`). The server renders the box empty, so a box with text in it here holds the reader's
 * typing.
 */
function useTextTypedBeforeHydration(): void {
  useLayoutEffect(() => {
    // Only the page the visit opened has server HTML; after client-side navigation React made the box.
    if (!isFirstRender()) return;
    const box = document.querySelector<HTMLInputElement>('main input[type="search"]');
    const typed = box?.value ?? '';
    if (!box || typed === '') return;
    box.value = '';
    typeInto(box, typed);
  }, []);
}

export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  useTextTypedBeforeHydration();
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const versions = useVersions(undefined);
  // As the plugin reads them: only once in the browser (the server renders the empty page).
  const params = new URLSearchParams(isBrowser ? search : '');
  const query = params.get('q') ?? '';
  const version = params.get('version') ?? '';
  const known =
    version === '' ||
    versions.some((v) => !v.isLast && withSlash(v.path) === withSlash(`${siteConfig.baseUrl}${version}`));
  const current = versions.find((v) => v.isLast)?.label ?? '';
  const extras = useMemo(
    () => ({
      before: known ? null : <UnknownVersion version={version} current={current} />,
      after: query ? null : (
        <div className="container margin-bottom--xl">
          <SearchGuide />
        </div>
      ),
    }),
    [known, version, current, query],
  );
  return (
    <LayoutExtras.Provider value={extras}>
      <SearchPage {...props} />
    </LayoutExtras.Provider>
  );
}
