// Loads the diagram component as its own chunk: a spinner while it loads, the error box with Retry if it fails.
import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Loading from '@theme/Loading';
import type {Props} from '@theme/Mermaid';

const load = () => lazy(() => import(/* webpackChunkName: "mermaid-diagram" */ '@theme-original/Mermaid'));
let LazyMermaid = load();

const noop = () => {};

/** The spinner, shown only when loading takes longer than the usual 200 ms. */
function Spinner(): ReactNode {
  const [pastDelay, setPastDelay] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPastDelay(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return <Loading isLoading pastDelay={pastDelay} timedOut={false} error={undefined} retry={noop} />;
}

export default function Mermaid(props: Props): ReactNode {
  const [, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <Loading
          isLoading={false}
          pastDelay
          timedOut={false}
          error={error}
          retry={() => {
            LazyMermaid = load(); // a failed lazy import stays failed: start a fresh one
            setAttempt((n) => n + 1);
            tryAgain();
          }}
        />
      )}>
      <Suspense fallback={<Spinner />}>
        <LazyMermaid {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
