// Adds "Copy page as Markdown" beside the breadcrumbs of every docs page, linking the page's Markdown twin (plugins/llms).
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageMarkdown href={encodeURI(`${permalink.replace(/\/$/, '')}.md`)} />
    </div>
  );
}
