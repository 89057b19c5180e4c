// Puts the table of contents in a navigation landmark (on blog posts it sits outside <main>); display: contents keeps it sticky.
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  const label = translate({
    id: 'site.toc.label',
    message: 'On this page',
    description: 'Accessible name of the table of contents',
  });
  return (
    <nav aria-label={label} style={{display: 'contents'}}>
      <TOC {...props} />
    </nav>
  );
}
