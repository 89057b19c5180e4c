/** The home page (`/`): hero, languages, features, then links into every area of the site. */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import DocAreas from '@site/src/components/DocAreas';
import Features from '@site/src/pages/_home/Features';
import Hero from '@site/src/pages/_home/Hero';
import Languages from '@site/src/pages/_home/Languages';
import Section from '@site/src/pages/_home/Section';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'home.meta.title',
        message: 'A 2D game engine with a Web IDE',
        description: 'Browser-tab title of the home page (the site title is appended)',
      })}
      description={translate({
        id: 'home.meta.description',
        message:
          'Dora SSR is an open-source 2D game engine scripted in Lua, Teal, YueScript, TypeScript/TSX, Wa or Rust, with a Web IDE that runs in your browser.',
        description: 'Meta description of the home page',
      })}>
      <main>
        <Hero />
        <Languages />
        <Features />
        <Section
          id="ways-in"
          title={translate({
            id: 'home.waysIn.title',
            message: 'Where to go next',
            description: 'Heading of the last home section, linking to each area',
          })}
          intro={
            <Translate id="home.waysIn.intro" description="Intro of the last home section">
              Follow the tutorial from the first install, look up an API, build a whole game from an example, meet the
              community’s art and music, or read the team’s blog.
            </Translate>
          }>
          <DocAreas includeBlog />
        </Section>
      </main>
    </Layout>
  );
}
