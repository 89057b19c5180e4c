/** The languages band: one card per scripting language, with how its code reaches the engine. */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import LinkCard from '@site/src/components/LinkCard';
import {languages, type LanguageRuntime} from '@site/src/data/languages';
import Section from './Section';
import styles from './Languages.module.css';

const runtimeLabels: Record<LanguageRuntime, string> = {
  lua: translate({
    id: 'home.languages.runtime.lua',
    message: 'Runs on the Lua VM',
    description: 'Badge on the Lua card: Lua code runs directly',
  }),
  'to-lua': translate({
    id: 'home.languages.runtime.toLua',
    message: 'Compiles to Lua',
    description: 'Badge on a language card: the language is translated to Lua',
  }),
  wasm: translate({
    id: 'home.languages.runtime.wasm',
    message: 'Compiles to WASM',
    description: 'Badge on a language card: the language is compiled to WebAssembly',
  }),
};

export default function Languages(): ReactNode {
  return (
    <Section
      id="languages"
      title={translate({
        id: 'home.languages.title',
        message: 'Pick your language',
        description: 'Heading of the languages section on the home page',
      })}
      intro={
        <Translate id="home.languages.intro" description="Intro of the languages section on the home page">
          Teal, YueScript and TypeScript are translated to Lua, and the Web IDE does that for you; Wa and Rust are
          compiled to WebAssembly and run in the engine’s built-in WASM VM.
        </Translate>
      }>
      <CardGrid className={styles.grid}>
        {languages.map((language) => (
          <LinkCard
            key={language.id}
            to={language.to}
            title={language.name}
            description={language.description}
            icon={
              <span className={styles.badge} style={{backgroundColor: language.color}}>
                {language.monogram}
              </span>
            }>
            <p className={styles.runtime}>{runtimeLabels[language.runtime]}</p>
          </LinkCard>
        ))}
      </CardGrid>
    </Section>
  );
}
