// The search plugin's page lacks a main landmark and a name for its area selector; supply both so screen readers can use them.
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {translate} from '@docusaurus/Translate';

export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  const areaLabel = translate({id: 'site.searchPage.area', message: 'Search in', description: 'Accessible name of the area selector on the search page'});
  useEffect(() => {
    const content = document.getElementById('__docusaurus_skipToContent_fallback');
    content?.setAttribute('role', 'main');
    document.getElementById('context-selector')?.setAttribute('aria-label', areaLabel);
    return () => content?.removeAttribute('role');
  }, [areaLabel]);
  return <SearchPage {...props} />;
}
