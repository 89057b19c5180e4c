import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** A plain search form that opens the full search page; works before any script has loaded. */
export default function SearchForm(): ReactNode {
  const action = useBaseUrl('/search');
  const label = translate({
    id: 'site.searchForm.label',
    message: 'Search the docs',
    description: 'Label of the search form on the not-found page',
  });
  return (
    <form className={styles.form} action={action} method="get" role="search">
      <input className={styles.input} type="search" name="q" aria-label={label} placeholder={label} required />
      <button className="button button--primary" type="submit">
        {translate({id: 'site.searchForm.submit', message: 'Search', description: 'Submit button of the search form'})}
      </button>
    </form>
  );
}
