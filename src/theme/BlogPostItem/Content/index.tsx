/**
 * Ejected from Docusaurus 3.10.2's `BlogPostItem/Content`, so that a post's content is a `StaticArticle`:
 * on the first page of a visit it keeps the server's HTML instead of hydrating it (src/static-article).
 * On a post's page it is found by its id; in a list of posts, by the link of its title to the post.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/BlogPostItem/Content';
import StaticArticle from '@site/src/static-article';

const postPage = () => document.getElementById(blogPostContainerID);

/** The content of the post of a list whose title links to `permalink`. */
function listedPost(permalink: string): HTMLElement | null {
  for (const title of Array.from(document.querySelectorAll('article > header h2 a'))) {
    if (title.getAttribute('href') === permalink)
      return title.closest('article')?.querySelector<HTMLElement>(':scope > .markdown') ?? null;
  }
  return null;
}

export default function BlogPostItemContent({children, className}: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  return (
    <StaticArticle
      // This id is how the feed finds the post's content.
      id={isBlogPostPage ? blogPostContainerID : undefined}
      className={clsx('markdown', className)}
      serverElement={isBlogPostPage ? postPage : () => listedPost(metadata.permalink)}>
      <MDXContent>{children}</MDXContent>
    </StaticArticle>
  );
}
