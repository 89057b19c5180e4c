/**
 * Ejected from Docusaurus 3.10.2's `DocItem/Content` (the synthetic title kept as it is), so that the article
 * of a generated API page (`docs/api/<kind>/`, written by `npm run api:generate`) is a `StaticArticle`: on the
 * first page of a visit it keeps the server's HTML instead of hydrating it (src/static-article). Every other
 * page gets the theme's own component, hydrated as usual, so a component a writer puts in a page always works.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import ThemeDocItemContent from '@theme-original/DocItem/Content';
import StaticArticle from '@site/src/static-article';

/** Whether a doc is a generated API page: one in a folder of docs/api (the API intro is written by hand). */
const isGeneratedApiPage = (id: string): boolean => /^api\/[^/]+\//.test(id);

/** The front matter's title, shown when the Markdown has no level-one heading and the title is not hidden. */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  return !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
}

const serverElement = () => document.querySelector<HTMLElement>(`.${ThemeClassNames.docs.docMarkdown}`);

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata} = useDoc();
  const syntheticTitle = useSyntheticTitle();
  if (!isGeneratedApiPage(metadata.id)) return <ThemeDocItemContent>{children}</ThemeDocItemContent>;
  return (
    <StaticArticle className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} serverElement={serverElement}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </StaticArticle>
  );
}
