/**
 * The search plugin's page, with the site's own parts around it (src/theme/Layout): a main landmark, a
 * guide while nothing is searched (src/components/SearchGuide), and a note when the address asks for a
 * docs version that does not exist (an old or mistyped `version`): the search worker then reads the
 * current version's index instead (src/shared/search-worker-fetch.ts).
 */
import React, {useMemo, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {LayoutExtras} from '@site/src/components/LayoutExtras';
import SearchGuide from '@site/src/components/SearchGuide';

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

export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
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
