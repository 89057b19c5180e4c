import React, {lazy, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate from '@docusaurus/Translate';

type Loader<P> = () => Promise<{default: ComponentType<P>}>;

/**
 * A component whose code loads when it first renders, with a Retry button if that fails. Only for parts
 * that render nothing on the server (the phone menu): for a part in the server-rendered HTML, React drops
 * that HTML when a context update reaches it before its code has arrived, and the part blinks out.
 */
export function deferred<P extends object>(load: Loader<P>): ComponentType<P> {
  let Lazy = lazy(load);
  function Deferred(props: P): ReactNode {
    const [, setAttempt] = useState(0);
    return (
      <ErrorBoundary
        fallback={({tryAgain}) => (
          <button
            type="button"
            className="button button--sm button--outline button--danger"
            onClick={() => {
              Lazy = lazy(load); // a failed lazy import stays failed: start a fresh one
              setAttempt((n) => n + 1);
              tryAgain();
            }}>
            <Translate id="site.loading.retry" description="Button that tries to load the page again">
              Retry
            </Translate>
          </button>
        )}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Deferred;
}
