/**
 * Replaces the core crash page (`@theme/Error`, Docusaurus 3.10.2 theme-fallback/Error), shown when
 * something outside the page layout throws. Same content (the error chain and Try again), translated,
 * but the layout around it loads only when a crash happens: importing it here kept the whole layout
 * (navbar, footer, announcement bar) in main.js, which every first visit downloads.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

const Layout = lazy(() => import('@theme/Layout'));

export default function Error({error, tryAgain}: Props): ReactNode {
  const content = <ErrorPageContent error={error} tryAgain={tryAgain} />;
  return (
    // The theme's layout reads the route context, which a crash outside any route does not provide.
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <Head>
        <title>{translate({id: 'theme.ErrorPageContent.title', message: 'This page crashed.'})}</title>
      </Head>
      {/* If the layout cannot load or throws too, the error shows on its own. */}
      <ErrorBoundary fallback={() => content}>
        <Suspense fallback={content}>
          <Layout>{content}</Layout>
        </Suspense>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
