/**
 * Replaces the core fallback `@theme/Loading` (Docusaurus 3.10.2, theme-fallback/Loading): same
 * states (nothing, spinner after the delay, error with Retry) but translated, accessible and
 * styled with the site's colours instead of hard-coded white-on-red.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.wrapper}>
        <div className="alert alert--danger" role="alert">
          <p className={styles.message}>
            <Translate
              id="site.loading.failed"
              description="Shown above the error when a page's code could not be loaded">
              This page could not be loaded.
            </Translate>
          </p>
          <pre className={styles.error}>{String(error)}</pre>
          <button type="button" className="button button--danger" onClick={retry}>
            <Translate id="site.loading.retry" description="Button that tries to load the page again">
              Retry
            </Translate>
          </button>
        </div>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.wrapper}>
        <div className={styles.spinner} role="status">
          <span className="visually-hidden">
            <Translate id="site.loading.spinner" description="Screen-reader text of the page-loading spinner">
              Loading…
            </Translate>
          </span>
        </div>
      </div>
    );
  }
  return null;
}
