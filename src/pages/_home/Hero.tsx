/** The home page's opening band: site title, pitch, the two main calls to action and the artwork. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import styles from './Hero.module.css';

export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <section className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>
            <Translate id="home.hero.tagline" description="The one-line pitch under the site title on the home page">
              A 2D game engine for making games fast on many kinds of devices. It comes with a Web IDE that runs in your
              browser, so you can develop right on a phone or an open-source handheld.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/tutorial/quick-start">
              <Translate id="home.hero.getStarted" description="Home hero button leading to the quick start">
                Get started
              </Translate>
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/docs/api/intro">
              <Translate id="home.hero.apiReference" description="Home hero button leading to the API reference">
                API reference
              </Translate>
            </Link>
          </div>
        </div>
        <img
          className={styles.art}
          src={useBaseUrl('/img/hero.svg')}
          width={640}
          height={440}
          fetchPriority="high"
          alt={translate({
            id: 'home.hero.imageAlt',
            message:
              'A browser window showing code and a scene tree, linked over Wi-Fi to a handheld console that runs a tile-map game',
            description: 'Alt text of the home page illustration',
          })}
        />
      </div>
    </section>
  );
}
