/** The features band: what ships with the engine, each card leading to the guide that teaches it. */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import LinkCard from '@site/src/components/LinkCard';
import {features} from '@site/src/data/features';
import Section from './Section';
import styles from './Features.module.css';

export default function Features(): ReactNode {
  return (
    <Section
      id="features"
      tinted
      title={translate({
        id: 'home.features.title',
        message: 'Built into the engine',
        description: 'Heading of the features section on the home page',
      })}
      intro={
        <Translate id="home.features.intro" description="Intro of the features section on the home page">
          Each of these ships with Dora SSR and has its own guide in the tutorial.
        </Translate>
      }>
      <CardGrid className={styles.grid}>
        {features.map((feature) => (
          <LinkCard key={feature.id} to={feature.to} title={feature.title} description={feature.description}>
            {feature.apis.length > 0 && (
              <p className={styles.apis}>
                {feature.apis.map((api) => (
                  <code key={api}>{api}</code>
                ))}
              </p>
            )}
          </LinkCard>
        ))}
      </CardGrid>
    </Section>
  );
}
