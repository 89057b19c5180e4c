/**
 * The glossary table, written while the site builds from `src/data/glossary.ts`: the English term, the
 * one Chinese term, the other words readers meet (the engine's API comments' word and common ones marked),
 * which the Chinese site does not use, the API page, and a short note in the
 * page's language.
 */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {glossary, markedWord, otherWords} from '@site/src/data/glossary';

export default function Glossary(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const zh = i18n.currentLocale === 'zh-Hans';
  const locale = zh ? 'zh-Hans' : 'en';
  return (
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
        {glossary.map((entry) => (
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
  );
}
