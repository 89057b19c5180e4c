import React, {lazy, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate from '@docusaurus/Translate';

type Loader<P> = () => Promise<{default: ComponentType<P>}>;
type Options = {
  /** What shows while the code loads (nothing by default). */
  loading?: ReactNode;
  /** What shows when the code cannot be loaded; `retry` starts a fresh load (a small Retry button by default). */
  failed?: (error: Error, retry: () => void) => ReactNode;
};

function RetryButton({onClick}: {onClick: () => void}): ReactNode {
  return (
    <button type="button" className="button button--sm button--outline button--danger" onClick={onClick}>
      <Translate id="site.loading.retry" description="Button that tries to load the page again">
        Retry
      </Translate>
    </button>
  );
}

/**
 * A component whose code loads when it first renders, with a way to retry if that fails. Only for parts
 * that render nothing on the server (the phone menu, a diagram not yet near the screen): for a part in the
 * server-rendered HTML, React drops that HTML when a context update reaches it before its code has
 * arrived, and the part blinks out.
 */
export function deferred<P extends object>(load: Loader<P>, {loading = null, failed}: Options = {}): ComponentType<P> {
  let Lazy = lazy(load);
  function Deferred(props: P): ReactNode {
    const [, setAttempt] = useState(0);
    return (
      <ErrorBoundary
        fallback={({error, tryAgain}) => {
          const retry = () => {
            Lazy = lazy(load); // a failed lazy import stays failed: start a fresh one
            setAttempt((n) => n + 1);
            tryAgain();
          };
          return failed ? failed(error, retry) : <RetryButton onClick={retry} />;
        }}>
        <Suspense fallback={loading}>
          <Lazy {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Deferred;
}
