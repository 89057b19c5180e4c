/**
 * What the search page shows before anything is searched: what the index holds, how to ask it, and the
 * start pages of the four docs areas and the blog.
 */
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import DocAreas from '@site/src/components/DocAreas';
import styles from './styles.module.css';

export default function SearchGuide(): ReactNode {
  return (
    <section className={styles.guide}>
      <Heading as="h2">
        <Translate id="site.searchGuide.title" description="Heading of the guide on the empty search page">
          What you can search
        </Translate>
      </Heading>
      <ul>
        <li>
          <Translate id="site.searchGuide.areas" description="Guide on the empty search page: what is indexed">
            Every page of the tutorials, the API reference, the examples, the creative guides and the blog.
          </Translate>
        </li>
        <li>
          <Translate
            id="site.searchGuide.names"
            description="Guide on the empty search page: API names; {examples} is a list of names in code style"
            values={{
              examples: (
                <>
                  <code>Sprite</code>, <code>addChild</code>, <code>onTapBegan</code>
                </>
              ),
            }}>
            {'Names of classes, functions, members and events, such as {examples}, whole or only their beginning.'}
          </Translate>
        </li>
        <li>
          <Translate
            id="site.searchGuide.qualified"
            description="Guide on the empty search page: members written as code; {examples} are sample queries in code style"
            values={{
              examples: (
                <>
                  <code>Node.addChild</code>, <code>Audio:play</code>, <code>add_child</code>
                </>
              ),
              list: <code>Node.</code>,
            }}>
            {
              'A member written as your code writes it, in Lua, TypeScript or Rust, such as {examples}; a class name and a dot, such as {list}, lists its members.'
            }
          </Translate>
        </li>
        <li>
          <Translate
            id="site.searchGuide.questions"
            description="Guide on the empty search page: questions and tasks; {examples} are sample queries"
            values={{
              examples: (
                <>
                  <code>
                    {translate({
                      id: 'site.searchGuide.sampleQuestion',
                      message: 'how do I show text on the screen',
                      description: 'A sample question on the empty search page',
                    })}
                  </code>
                  {', '}
                  <code>
                    {translate({
                      id: 'site.searchGuide.sampleOtherEngine',
                      message: 'tween',
                      description:
                        "A sample word from another engine on the empty search page (the site's term is action)",
                    })}
                  </code>
                </>
              ),
            }}>
            {'A question or a task in your own words, or a word from another engine, such as {examples}.'}
          </Translate>
        </li>
        <li>
          <Translate
            id="site.searchGuide.languages"
            description="Guide on the empty search page: both languages; {zh} and {en} are sample words"
            values={{zh: <code>精灵</code>, en: <code>sprite</code>}}>
            {'Words in Chinese and in English on either site: {zh} and {en} both find the Sprite pages.'}
          </Translate>
        </li>
        <li>
          <Translate
            id="site.searchGuide.words"
            description="Guide on the empty search page: several words; {examples} are sample queries"
            values={{
              examples: (
                <>
                  <code>
                    {translate({
                      id: 'site.searchGuide.sampleTask',
                      message: 'play a sound',
                      description: 'A sample multi-word search on the empty search page',
                    })}
                  </code>
                  {', '}
                  <code>
                    {translate({
                      id: 'site.searchGuide.sampleName',
                      message: 'physics world',
                      description: 'A sample multi-word search for a class name on the empty search page',
                    })}
                  </code>
                </>
              ),
            }}>
            {'Several words narrow the results, as in {examples}.'}
          </Translate>
        </li>
      </ul>
      <Heading as="h2">
        <Translate id="site.searchGuide.browse" description="Heading above the area links on the empty search page">
          Or start from an area
        </Translate>
      </Heading>
      <DocAreas includeBlog headingLevel={3} />
    </section>
  );
}
