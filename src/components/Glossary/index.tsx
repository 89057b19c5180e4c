/**
 * The glossary table, written while the site builds from `src/data/glossary.ts`: the English term, the
 * one Chinese term, the other words readers meet (the engine's API comments' word and common ones marked),
 * which the Chinese site does not use, then after a label the words other engines use for the concept, the
 * API page, and a short note in the page's language. A filter box above it keeps the rows whose terms,
 * other words shown or API page contain what the reader types; text typed before the page's code ran is
 * taken up once it has. A line under the box says what the other engines' words are.
 */
import {Fragment, useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  elsewhereLabel,
  elsewhereLead,
  elsewhereWords,
  glossary,
  markedWord,
  otherWords,
  type GlossaryEntry,
} from '@site/src/data/glossary';

/**
 * Whether an entry's English or Chinese term, API page or other words as the locale's page shows them (other
 * engines' words included) contain `query` (lower case).
 */
function entryMatches(entry: GlossaryEntry, query: string, locale: 'en' | 'zh-Hans'): boolean {
  const words = [
    entry.en,
    entry.zh,
    entry.api,
    ...otherWords(entry, locale).map(({word}) => word),
    ...elsewhereWords(entry, locale).map(({word}) => word),
  ];
  return words.some((word) => word?.toLowerCase().includes(query));
}

export default function Glossary(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const zh = i18n.currentLocale === 'zh-Hans';
  const locale = zh ? 'zh-Hans' : 'en';
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // The box is the server's, unmanaged by React: what the reader typed before hydration is in it.
  useEffect(() => setQuery(input.current?.value ?? ''), []);
  const wanted = query.trim().toLowerCase();
  const shown = wanted ? glossary.filter((entry) => entryMatches(entry, wanted, locale)) : glossary;
  const label = translate({
    id: 'glossary.filter',
    message: 'Filter the terms',
    description: 'Glossary: label and placeholder of the box that filters the table',
  });
  return (
    <>
      <p>
        <input
          ref={input}
          type="search"
          className="glossary-filter"
          aria-label={label}
          placeholder={label}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
        <span role="status" className="glossary-status">
          {shown.length === 0 ? (
            <Translate id="glossary.none" description="Glossary: the filter keeps no row">
              No term matches.
            </Translate>
          ) : wanted ? (
            <Translate
              id="glossary.count"
              description="Glossary: how many rows the filter keeps"
              values={{shown: shown.length, total: glossary.length}}>
              {'{shown} of {total} terms'}
            </Translate>
          ) : null}
        </span>
      </p>
      <p>
        <Translate
          id="glossary.elsewhere"
          description="Glossary: explains the label before the words other engines use, in the Other words column"
          values={{
            column: translate({id: 'glossary.avoid', message: 'Other words'}),
            label: elsewhereLabel(locale),
          }}>
          {
            'In the {column} column, the words after “{label}” are what other engines and tools call the same concept, such as a tween for an action. Searching the site for one of them finds the concept’s page.'
          }
        </Translate>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="glossary.english">English</Translate>
            </th>
            <th scope="col">
              <Translate id="glossary.chinese">Chinese</Translate>
            </th>
            <th scope="col">
              <Translate id="glossary.avoid">Other words</Translate>
            </th>
            <th scope="col">
              <Translate id="glossary.api">API</Translate>
            </th>
            <th scope="col">
              <Translate id="glossary.note">Meaning</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => (
            <tr key={entry.en} id={`term-${entry.en.split(',')[0].replace(/\W+/g, '-').toLowerCase()}`}>
              <th scope="row">{entry.en}</th>
              <td lang="zh-Hans">{entry.zh}</td>
              <td lang="zh-Hans">
                {otherWords(entry, locale).map(({word, marks}, i) => (
                  <Fragment key={word}>
                    {i > 0 && '、'}
                    {word}
                    {marks.length > 0 && <span lang={locale}>{markedWord(marks, locale)}</span>}
                  </Fragment>
                ))}
                <Elsewhere entry={entry} locale={locale} />
              </td>
              <td>{entry.api ? <Link to={`/docs/api/${entry.api}`}>{entry.api.split('/').pop()}</Link> : ''}</td>
              <td>{zh ? entry.note.zh : entry.note.en}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The words other engines use for a concept, after a label and on a line of their own below the other words. */
function Elsewhere({entry, locale}: {entry: GlossaryEntry; locale: 'en' | 'zh-Hans'}): ReactNode {
  const words = elsewhereWords(entry, locale);
  if (words.length === 0) return null;
  return (
    <>
      {otherWords(entry, locale).length > 0 && <br />}
      <span lang={locale}>{elsewhereLead(locale)}</span>
      {words.map(({word, lang}, i) => (
        <Fragment key={word}>
          {i > 0 && (locale === 'zh-Hans' ? '、' : ', ')}
          {lang === 'en' ? <span lang="en">{word}</span> : word}
        </Fragment>
      ))}
    </>
  );
}
