// Loads the diagram component as its own chunk once the diagram nears the screen: a spinner while it loads, the error box with Retry if it fails.
import React, {useEffect, useState, type ReactNode} from 'react';
import Loading from '@theme/Loading';
import type {Props} from '@theme/Mermaid';
import {deferred} from '@site/src/utils/deferred';
import {useNearViewport} from '@site/src/hooks/useNearViewport';

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

const Diagram = deferred(() => import(/* webpackChunkName: "mermaid-diagram" */ '@theme-original/Mermaid'), {
  loading: <Spinner />,
  failed: (error, retry) => <Loading isLoading={false} pastDelay timedOut={false} error={error} retry={retry} />,
});

/**
 * Mermaid's code (over 300 KiB) and its drawing are the longest tasks of a page with a diagram, so a diagram
 * waits until it is on the screen, or within a screen of it once the reader scrolls: a diagram just below
 * the first screen no longer loads Mermaid while the page itself loads and the reader's first taps wait.
 */
export default function Mermaid(props: Props): ReactNode {
  const [ref, near] = useNearViewport<HTMLDivElement>('ahead');
  if (!near) return <div ref={ref} className="mermaid-pending" data-mermaid-pending="" />;
  return <Diagram {...props} />;
}
