// Loads the diagram component as its own chunk: a spinner while it loads, the error box with Retry if it fails.
import React, {type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import type {Props} from '@theme/Mermaid';

const LazyMermaid = Loadable<Props, typeof import('@theme-original/Mermaid')>({
  loader: () => import(/* webpackChunkName: "mermaid-diagram" */ '@theme-original/Mermaid'),
  loading: Loading,
  delay: 200,
});

export default function Mermaid(props: Props): ReactNode {
  return <LazyMermaid {...props} />;
}
