// The "Read more" link under a post's excerpt on the blog list, whose text also names the post (hidden on screen).
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * Replaces the theme's link (Docusaurus 3.10.2), whose text is only "Read more": search engines read a page
 * of eight identical link texts (Lighthouse's "link-text" audit fails the blog list). The post's title
 * follows in text that is hidden on screen; screen readers keep the theme's label, "Read more about …".
 */
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link
      aria-label={translate(
        {
          message: 'Read more about {title}',
          id: 'theme.blog.post.readMoreLabel',
          description: 'The ARIA label for the link to full blog posts from excerpts',
        },
        {title: blogPostTitle},
      )}
      {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className="visually-hidden">: {blogPostTitle}</span>
    </Link>
  );
}
