/**
 * The compact form of a lunr index that scripts/search-index.ts writes, and its expansion back into
 * what `lunr.Index.load` reads (done in the search worker, see search-lunr.ts).
 *
 * lunr writes, for every term, each document it occurs in with the match positions, and for every
 * document a vector of term weights. The compact form keeps, per term, only the documents (as gaps
 * between sorted ids, with `:count` where the term occurs more than once): the positions serve only to
 * highlight matches, which the suggestions now find in their text, and the weights follow from the
 * counts by lunr's own BM25 formula. The build checks that the expansion equals what lunr wrote.
 */

/** A term's entry in lunr's inverted index: its number, and per field the documents with match metadata. */
export type Posting = {_index: number; [field: string]: number | Record<string, object>};

/** lunr's serialised index, as far as this module touches it. */
export type LunrIndex = {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Posting][];
  pipeline: string[];
};

/** A term, its index number, and per field its documents as `gap[:count],...`. */
export type CompactTerm = [string, number, ...string[]];
export type CompactIndex = Omit<LunrIndex, 'fieldVectors' | 'invertedIndex'> & {
  /** Every document's ref, in lunr's order (also those without terms). */
  refs: string[];
  invertedIndex: CompactTerm[];
  /**
   * Document boosts, by ref (1 when absent): lunr's own `boost` of `builder.add(doc, {boost})`, which
   * multiplies every term weight of the document. scripts/search-index.ts sets them (see
   * scripts/search/boosts.ts); the plugin's worker ranks with them without knowing.
   */
  boosts?: Record<string, number>;
  /**
   * Fields the site adds beside the plugin's own (scripts/search/derived-terms.ts): other names and word
   * parts of short texts. Most documents have none, so each is weighed against the average length of the
   * documents that have any, not of all (lunr's rule, kept for the plugin's field).
   */
  derivedFields?: string[];
};

export const isCompact = (index: object): index is CompactIndex => 'refs' in index;

/** Per field, each term's documents with the number of times it occurs there. */
export function encodePostings(docs: Record<string, number>): string {
  let previous = 0;
  return Object.entries(docs)
    .map(([ref, count]) => [Number(ref), count] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([ref, count]) => {
      const gap = ref - previous;
      previous = ref;
      return count > 1 ? `${gap}:${count}` : String(gap);
    })
    .join(',');
}

export function decodePostings(encoded: string): [string, number][] {
  if (encoded === '') return [];
  let ref = 0;
  return encoded.split(',').map((item) => {
    const [gap, count] = item.split(':');
    ref += Number(gap);
    return [String(ref), count ? Number(count) : 1];
  });
}

// lunr.Builder's defaults, which the search plugin keeps.
const k1 = 1.2;
const b = 0.75;

export function expandIndex(compact: CompactIndex): LunrIndex {
  const {refs, invertedIndex: terms, boosts = {}, derivedFields = [], ...rest} = compact;
  const documentCount = refs.length;
  const invertedIndex: LunrIndex['invertedIndex'] = [];
  // Per field: each document's length in terms and its [term index, count, idf] triples.
  const lengths = compact.fields.map(() => new Map<string, number>(refs.map((ref) => [ref, 0])));
  const weights = compact.fields.map(() => new Map<string, [number, number, number][]>());
  for (const [term, termIndex, ...encoded] of terms) {
    const postings = encoded.map(decodePostings);
    const entry: Posting = {_index: termIndex};
    let withTerm = 0;
    compact.fields.forEach((field, f) => {
      entry[field] = Object.fromEntries(postings[f].map(([ref]) => [ref, {}]));
      withTerm += postings[f].length;
    });
    const idf = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
    postings.forEach((docs, f) => {
      for (const [ref, count] of docs) {
        lengths[f].set(ref, (lengths[f].get(ref) ?? 0) + count);
        const list = weights[f].get(ref) ?? [];
        list.push([termIndex, count, idf]);
        weights[f].set(ref, list);
      }
    });
    invertedIndex.push([term, entry]);
  }
  const fieldVectors: LunrIndex['fieldVectors'] = [];
  compact.fields.forEach((field, f) => {
    let total = 0;
    let counted = 0;
    const derived = derivedFields.includes(field);
    for (const length of lengths[f].values()) {
      total += length;
      if (!derived || length > 0) counted += 1;
    }
    const average = total / (derived ? counted || 1 : documentCount || 1);
    for (const ref of refs) {
      const length = lengths[f].get(ref) ?? 0;
      const vector: number[] = [];
      const boost = boosts[ref] ?? 1;
      for (const [termIndex, count, idf] of (weights[f].get(ref) ?? []).sort((x, y) => x[0] - y[0])) {
        // lunr.Builder#createFieldVectors: BM25, times the field boost (1 here) and the document boost, to three decimals.
        const score = ((idf * ((k1 + 1) * count)) / (k1 * (1 - b + b * (length / average)) + count)) * boost;
        vector.push(termIndex, Math.round(score * 1000) / 1000);
      }
      fieldVectors.push([`${field}/${ref}`, vector]);
    }
  });
  return {...rest, fieldVectors, invertedIndex};
}
