/**
 * Extra index terms for the short search documents (page titles, headings, descriptions, keywords),
 * derived from their own text, so that a name finds its page however it is typed:
 *
 * - a camel-case name also counts as its words: `PhysicsWorld` is found by "physics world",
 *   `addChild` by "add child";
 * - two neighbouring words also count as one: "Using Tile Maps" is found by "tilemap",
 *   "Q-Learning" by "qlearning";
 * - a page title also counts the extra terms its caller gives: an API page's aliases and the sidebar
 *   category a guide opens (./title-terms.ts).
 *
 * The terms go through the index's own English pipeline (lunr's stop words and stemmer), so they meet
 * the query's terms exactly as the words the plugin indexed do. A term the document already has is not
 * added again, which also makes adding them to an index a second time change nothing.
 */
import lunr from 'lunr';
import {decodePostings, encodePostings, type CompactTerm} from '../../src/shared/search-index-format';

const words = (text: string) => text.match(/[A-Za-z0-9_]+/g) ?? [];
const isStopWord = (word: string) => lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;

/** What the index stores for an English word: lower case, then lunr's stemmer; nothing for a stop word. */
export function indexTerm(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (isStopWord(lower)) return undefined;
  return lunr.stemmer(new lunr.Token(lower, {})).toString();
}

/**
 * The parts of a camel-case name: `PhysicsWorld` → Physics, World; `HTTPServer` → HTTP, Server. None for a
 * plain word, or for a name with a one-character part (`AnchorX`, `Camera2D`), which is a variant of
 * its first word (the AnchorX action is not what a reader typing "anchor" looks for).
 */
export function camelParts(word: string): string[] {
  const parts = word.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
  return parts.length > 1 && parts.every((part) => part.length > 1) ? parts : [];
}

/** The derived words of a text, before the pipeline: camel-case parts and joined neighbours. */
export function derivedWords(text: string): string[] {
  const found: string[] = [];
  const all = words(text);
  for (const word of all) found.push(...camelParts(word));
  for (let i = 0; i + 1 < all.length; i += 1) {
    const [a, b] = [all[i], all[i + 1]];
    if (/^[A-Za-z]+$/.test(a) && /^[A-Za-z]+$/.test(b) && !isStopWord(a.toLowerCase()) && !isStopWord(b.toLowerCase()))
      found.push(a + b);
  }
  return found;
}

/** Derived index terms of a text, each once. */
export function derivedTerms(text: string): string[] {
  return [
    ...new Set(
      derivedWords(text)
        .map(indexTerm)
        .filter((t): t is string => Boolean(t)),
    ),
  ];
}

/** A search document, as far as deriving terms reads it. */
export type TermDocument = {i: number; t: string; u: string; b?: string[]; p?: number};

/** The compact index form (src/shared/search-index-format.ts), as far as adding terms touches it. */
type Compact = {fields: string[]; invertedIndex: CompactTerm[]; derivedFields?: string[]};

/**
 * The fields the site adds beside the plugin's `t`: `a` for a page's other names (its aliases, the
 * category it opens), `d` for the parts and joins of its own words. lunr scores a match in each field
 * against that field's length and sums the fields, so neither makes the text itself count as longer.
 */
export const nameField = 'a';
export const derivedField = 'd';

/**
 * Adds the other names (`titleTerms`, page titles only) and the derived terms of each document to a
 * compact index written by the plugin (one field, `t`). A term the document already has is not added
 * again, which also makes adding to an index a second time change nothing. Keeps the terms sorted, as
 * lunr's token set needs. Returns how many postings it added.
 */
export function addDerivedTerms(
  index: Compact,
  documents: TermDocument[],
  titleTerms: (doc: TermDocument) => string[] = () => [],
): number {
  const fields = ['t', nameField, derivedField];
  if (index.fields[0] !== 't' || index.fields.some((field, f) => field !== fields[f]))
    throw new Error(`derived terms expect the fields [t] or [${fields.join(', ')}], got [${index.fields.join(', ')}]`);
  const postings = new Map(
    index.invertedIndex.map(([term, termIndex, ...encoded]) => [
      term,
      {termIndex, docs: fields.map((_, f) => new Map(decodePostings(encoded[f] ?? '')))},
    ]),
  );
  let nextIndex = Math.max(-1, ...index.invertedIndex.map(([, termIndex]) => termIndex)) + 1;
  let added = 0;
  for (const doc of documents) {
    const ref = String(doc.i);
    const add = (term: string, field: number) => {
      let entry = postings.get(term);
      if (!entry) postings.set(term, (entry = {termIndex: nextIndex++, docs: fields.map(() => new Map())}));
      if (entry.docs.some((docs) => docs.has(ref))) return;
      entry.docs[field].set(ref, 1);
      added += 1;
    };
    if (doc.p === undefined) for (const term of titleTerms(doc)) add(term, 1); // a page title (sections point at their page with `p`)
    for (const term of derivedTerms(doc.t)) add(term, 2);
  }
  index.fields = fields;
  index.derivedFields = [nameField, derivedField];
  index.invertedIndex = [...postings]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([term, {termIndex, docs}]) => [term, termIndex, ...docs.map((d) => encodePostings(Object.fromEntries(d)))]);
  return added;
}
