// Wraps the not-found content to give lost readers a way on: a search form and the four docs areas.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import SearchForm from '@site/src/components/SearchForm';
import DocAreas from '@site/src/components/DocAreas';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <section
        className="container margin-bottom--xl"
        aria-label={translate({
          id: 'site.notFound.waysOn',
          message: 'Find your way',
          description: 'Label of the search and links section on the not-found page',
        })}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <SearchForm />
            <DocAreas includeBlog headingLevel={2} />
          </div>
        </div>
      </section>
    </>
  );
}
