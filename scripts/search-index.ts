// Finishes a locale's search index right after the search plugin writes it (its postBuild, wrapped in
// plugins/search-theme, so a plain `docusaurus build` gives the real site): labels untitled API pages ("API
// Reference") and writes each lunr index in the compact form of src/shared/search-index-format.ts, which the
// search worker expands (src/stand-ins/lunr.ts) and suggestions highlight without positions
// (src/stand-ins/highlightStemmed.ts).
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {apiPageBoosts} from './search/boosts';
import {otherNamesFor, titleTermsFor} from './search/title-terms';
import {addDerivedTerms} from './search/derived-terms';
import {siteSearchData} from './search/site-data';
import {
  encodePostings,
  expandIndex,
  type CompactIndex,
  type CompactTerm,
  type LunrIndex,
} from '../src/shared/search-index-format';
import type {SiteSearchData} from '../src/search/query';

/** One document of the search index, as @easyops-cn/docusaurus-search-local writes it. */
export type SearchDocument = {
  i: number;
  t: string;
  u: string;
  b?: string[];
  s?: string;
  h?: string;
  p?: number;
  k?: string;
};
/** lunr's serialised index: each term lists, per field, the documents it occurs in with match metadata. */
export type SearchIndexPart = {documents: SearchDocument[]; index: LunrIndex | CompactIndex; site?: SiteSearchData};

export const apiReferenceLabel = {en: 'API Reference', 'zh-Hans': 'API 参考'} as const;

/** Labels the untitled page documents under `<prefix>/docs/api/`; returns how many it labelled. */
export function labelUntitledApiHits(parts: SearchIndexPart[], label: string): number {
  let labelled = 0;
  for (const part of parts) {
    for (const doc of part.documents) {
      const isPage = doc.p === undefined; // sections point at their page with `p`
      if (isPage && doc.t.trim() === '' && /^(\/[\w-]+)?\/docs\/api\//.test(doc.u)) {
        doc.t = label;
        labelled += 1;
      }
    }
  }
  return labelled;
}

/** Match positions by lunr: per term, per field, per document. */
type Positions = Record<string, Record<string, {position?: unknown[]}>>;

/**
 * Rewrites a part's lunr index in the compact form, if expanding that gives back exactly what lunr
 * wrote (positions aside); otherwise leaves it as it is. Returns whether it did. `boostOf` gives a
 * document's ranking weight (lunr's document boost, 1 by default), applied once the form is checked.
 */
export function compactIndex(part: SearchIndexPart, boostOf: (doc: SearchDocument) => number = () => 1): boolean {
  const index = part.index;
  const boosts = Object.fromEntries(
    part.documents.map((doc) => [String(doc.i), boostOf(doc)]).filter(([, boost]) => boost !== 1),
  );
  const withBoosts = (compact: CompactIndex): CompactIndex => {
    const {boosts: _old, ...rest} = compact;
    return Object.keys(boosts).length ? {...rest, boosts} : rest;
  };
  // Already compact (the script ran before on this build): only the boosts are renewed.
  if ('refs' in index) {
    part.index = withBoosts(index);
    return true;
  }
  const [first] = index.fields;
  const refs = index.fieldVectors
    .filter(([fieldRef]) => fieldRef.startsWith(`${first}/`))
    .map(([fieldRef]) => fieldRef.slice(first.length + 1));
  const terms: CompactTerm[] = index.invertedIndex.map(([term, entry]) => {
    const perField = index.fields.map((field) => {
      const docs = (entry as unknown as Positions)[field] ?? {};
      return encodePostings(
        Object.fromEntries(
          Object.entries(docs).map(([ref, meta]) => [ref, Array.isArray(meta.position) ? meta.position.length : 1]),
        ),
      );
    });
    return [term, entry._index, ...perField];
  });
  const {fieldVectors: _vectors, invertedIndex: _terms, ...rest} = index;
  const compact: CompactIndex = {...rest, refs, invertedIndex: terms};
  const withoutPositions = index.invertedIndex.map(([term, entry]) => [
    term,
    Object.fromEntries(
      Object.entries(entry).map(([field, docs]) => [
        field,
        typeof docs === 'number' ? docs : Object.fromEntries(Object.keys(docs).map((ref) => [ref, {}])),
      ]),
    ),
  ]);
  const expanded = expandIndex(compact);
  const byRef = (v: [string, number[]][]) => [...v].sort((x, y) => x[0].localeCompare(y[0]));
  if (
    !isDeepStrictEqual(expanded.invertedIndex, withoutPositions) ||
    !isDeepStrictEqual(byRef(expanded.fieldVectors), byRef(index.fieldVectors))
  )
    return false;
  part.index = withBoosts(compact);
  return true;
}

/** A section's boost: its API page's weight (scripts/search/boosts.ts); 1 for page titles and every other page. */
export function documentBoost(apiBoosts: Map<string, number>, doc: SearchDocument): number {
  if (doc.p === undefined) return 1; // a page title (sections point at their page with `p`)
  const route = decodeURI(doc.u).match(/^(?:\/[\w-]+)?\/docs\/api\/(.+)$/)?.[1];
  return (route && apiBoosts.get(route)) || 1;
}

/** Finishes every search-index*.json of one locale's build folder (one per search context, when configured). */
export function finishSearchIndex(dir: string, locale: keyof typeof apiReferenceLabel): void {
  const apiBoosts = apiPageBoosts();
  for (const name of readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f))) {
    const file = join(dir, name);
    const before = readFileSync(file);
    const parts = JSON.parse(before.toString('utf8')) as SearchIndexPart[];
    const labelled = labelUntitledApiHits(parts, apiReferenceLabel[locale]);
    const kept = parts.filter((part) => !compactIndex(part, (doc) => documentBoost(apiBoosts, doc))).length;
    if (kept)
      throw new Error(
        `search index (${locale}) ${name}: ${kept} part(s) whose compact form does not expand back to what lunr wrote`,
      );
    // Titles, headings, descriptions and keywords (the plugin's parts 0–3; part 4 is page text).
    // A page's other names, for the suggestion order to count as its words (src/stand-ins/sortSearchResults.ts).
    const otherNames = otherNamesFor(locale);
    for (const doc of parts[0]?.documents ?? []) {
      const names = otherNames(doc);
      if (names.length) doc.k = names.join(' · ');
    }
    const titleTerms = titleTermsFor(locale);
    const derived = parts
      .slice(0, 4)
      .reduce((sum, part) => sum + addDerivedTerms(part.index as CompactIndex, part.documents, titleTerms), 0);
    // Reader phrases, other engines' words and same-sounding characters, for the site's worker (./search/site-data.ts).
    const known = new Set([
      ...(parts[0]?.documents ?? []).map((doc) => doc.u),
      ...(parts[1]?.documents ?? []).map((doc) => `${doc.u}${doc.h ?? ''}`),
    ]);
    const pages = new Map((parts[0]?.documents ?? []).map((doc) => [doc.i, doc]));
    const members = (parts[1]?.documents ?? []).flatMap((doc) => {
      const route = decodeURI(pages.get(doc.p ?? -1)?.u ?? '').match(/\/docs\/api\/([^/]+)\/(?:.*\/)?([^/]+)$/);
      return route ? [{kind: route[1], page: route[2], title: doc.t, target: `${doc.u}${doc.h ?? ''}`}] : [];
    });
    if (parts[0]) parts[0].site = siteSearchData(locale, known, members, apiBoosts);
    const after = Buffer.from(JSON.stringify(parts));
    writeFileSync(file, after);
    const mb = (n: number) => (n / 1e6).toFixed(2);
    console.log(
      `search index (${locale}) ${name}: ${labelled} untitled API page(s) labelled "${apiReferenceLabel[locale]}", ${derived} derived terms, ${parts[0]?.site?.phrases.length ?? 0} reader phrases, ${mb(before.length)} → ${mb(after.length)} MB`,
    );
  }
}
