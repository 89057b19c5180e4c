// The search plugin's page has no <main>; mark its content area as the main landmark so screen readers can jump to it.
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  useEffect(() => {
    const content = document.getElementById('__docusaurus_skipToContent_fallback');
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  return <SearchPage {...props} />;
}
