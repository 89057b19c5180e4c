/**
 * Ejected from Docusaurus 3.9.2's `BlogPostItem/Content`, so that a post page's article is a
 * `StaticArticle`: on the first page of a visit it keeps the server's HTML instead of hydrating it
 * (src/static-article). The blog list's posts, which have no id to find them by, hydrate as before.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/BlogPostItem/Content';
import StaticArticle from '@site/src/static-article';

const serverElement = () => document.getElementById(blogPostContainerID);
const noServerElement = () => null;

export default function BlogPostItemContent({children, className}: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <StaticArticle
      // This id is how the feed finds the post's content.
      id={isBlogPostPage ? blogPostContainerID : undefined}
      className={clsx('markdown', className)}
      serverElement={isBlogPostPage ? serverElement : noServerElement}>
      <MDXContent>{children}</MDXContent>
    </StaticArticle>
  );
}
