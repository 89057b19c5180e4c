/**
 * The glossary table, written while the site builds from `src/data/glossary.ts`: the English term, the
 * one Chinese term, the other words readers meet (the engine's API comments' word and common ones marked),
 * which the Chinese site does not use, the API page, and a short note in the
 * page's language. A filter box above it keeps the rows whose terms, other words or API page contain
 * what the reader types; text typed before the page's code ran is taken up once it has.
 */
import {Fragment, useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {glossary, markedWord, otherWords, type GlossaryEntry} from '@site/src/data/glossary';

/** Whether an entry's English or Chinese term, other words or API page contain `query` (lower case). */
function entryMatches(entry: GlossaryEntry, query: string): boolean {
  const words = [entry.en, entry.zh, entry.engine, entry.api, ...(entry.avoid ?? []), ...(entry.common ?? [])];
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
  const shown = wanted ? glossary.filter((entry) => entryMatches(entry, wanted)) : glossary;
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
