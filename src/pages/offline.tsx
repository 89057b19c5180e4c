/**
 * What a reader sees, without a connection, for a page this device has not saved: the service worker shows a
 * copy of this page without its scripts (`offline.html`, plugins/pwa/precache.ts) at the address asked for. Its
 * links lead to what works offline: the four area start pages and search, both precached. Not indexed.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import DocAreas from '@site/src/components/DocAreas';
import SearchForm from '@site/src/components/SearchForm';

export default function Offline(): ReactNode {
  const title = translate({
    id: 'site.offline.title',
    message: 'You are offline',
    description: 'Title of the page shown offline for a page not saved on the device',
  });
  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p>
              <Translate id="site.offline.notSaved" description="Offline page: why the page cannot be shown">
                This page is not saved on this device yet, so it needs a connection to open.
              </Translate>
            </p>
            <p>
              <Translate id="site.offline.whatWorks" description="Offline page: what can be read without a connection">
                Without a connection you can still read the pages you have opened before, the start page of each area
                below, and search the docs.
              </Translate>
            </p>
            <p>
              {/* The address of the page asked for, asked again (this page is shown in its place): an empty
                  link is the page's own address, query included, without the fragment. */}
              <a className="button button--primary margin-right--sm" href="">
                <Translate id="site.offline.retry" description="Offline page: button that loads the page again">
                  Try again
                </Translate>
              </a>
              <Link className="button button--secondary" to="/">
                <Translate id="site.offline.home" description="Offline page: link to the home page">
                  Home page
                </Translate>
              </Link>
            </p>
            <SearchForm />
            <DocAreas headingLevel={2} />
          </div>
        </div>
      </main>
    </Layout>
  );
}
