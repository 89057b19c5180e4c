/**
 * The compact form of a lunr index that scripts/search-index.ts writes, and its expansion back into
 * what `lunr.Index.load` reads (done in the search worker, see src/stand-ins/lunr.ts).
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

/**
 * A term, its index number, and per field its documents as `gap[:count],...`.
 *
 * The term must stay first: the plugin's worker (dist/client/client/theme/worker.js, `fetchIndexes`, 0.55.2)
 * reads `tuple[0]` of every entry of the fetched `invertedIndex` to build its Chinese dictionary, before and
 * apart from lunr, so it reads our compact tuples as it reads lunr's `[term, posting]` pairs. A plugin
 * version that reads anything else of a tuple there breaks Chinese search; UPGRADING.md lists it, and the
 * ranking check (tests/e2e/search-ranking.test.ts, Chinese queries) fails.
 */
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

/** lunr only reads a posting's metadata (positions were left out at build time): one object serves all. */
const noMetadata: object = Object.freeze({});

/**
 * What lunr needs from a compact index, read in one pass over flat arrays: its inverted index, and per
 * field and document what the document's vector of term weights is made of, computed when asked.
 * The search worker runs this when the reader first searches, over tens of thousands of postings.
 */
function prepare(compact: CompactIndex) {
  const {fields, refs, invertedIndex: terms, boosts = {}, derivedFields = []} = compact;
  const documentCount = refs.length;
  const position = new Map<string, number>(refs.map((ref, d) => [ref, d]));
  // The same by number, for the postings (refs are the plugin's numeric document ids).
  let largest = 0;
  for (const ref of refs) largest = Math.max(largest, Number(ref));
  const positionOf = new Int32Array(largest + 1).fill(-1);
  refs.forEach((ref, d) => {
    positionOf[Number(ref)] = d;
  });
  const fieldCount = fields.length;
  const first = new Int32Array(fieldCount);
  // Per field, the postings in term order: document position, count, term index, idf.
  const docs = fields.map((): number[] => []);
  const counts = fields.map((): number[] => []);
  const termIndexes = fields.map((): number[] => []);
  const idfs = fields.map((): number[] => []);
  const lengths = fields.map(() => new Float64Array(documentCount));
  const invertedIndex: LunrIndex['invertedIndex'] = new Array(terms.length);
  for (let t = 0; t < terms.length; t += 1) {
    const tuple = terms[t];
    const term = tuple[0];
    const termIndex = tuple[1];
    const entry: Posting = {_index: termIndex};
    for (let f = 0; f < fieldCount; f += 1) first[f] = docs[f].length;
    for (let f = 0; f < fieldCount; f += 1) {
      const postings: Record<number, object> = {};
      const text = (tuple[f + 2] as string | undefined) ?? '';
      if (text !== '') {
        let ref = 0;
        for (const item of text.split(',')) {
          const colon = item.indexOf(':');
          ref += colon < 0 ? +item : +item.slice(0, colon);
          const count = colon < 0 ? 1 : +item.slice(colon + 1);
          const d = positionOf[ref];
          postings[ref] = noMetadata;
          docs[f].push(d);
          counts[f].push(count);
          termIndexes[f].push(termIndex);
          lengths[f][d] += count;
        }
      }
      entry[fields[f]] = postings as Record<string, object>;
    }
    let withTerm = 0;
    for (let f = 0; f < fieldCount; f += 1) withTerm += docs[f].length - first[f];
    const idf = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
    for (let f = 0; f < fieldCount; f += 1) for (let i = first[f]; i < docs[f].length; i += 1) idfs[f].push(idf);
    invertedIndex[t] = [term, entry];
  }
  const averages = fields.map((field, f) => {
    // The plugin's own field averages over every document, as lunr does; the site's derived fields over
    // the documents that have any of their terms.
    const derived = derivedFields.includes(field);
    let total = 0;
    let counted = 0;
    for (const length of lengths[f]) {
      total += length;
      if (!derived || length > 0) counted += 1;
    }
    return total / (counted || 1);
  });
  // Per field, each document's postings (indexes into the arrays above), grouped by document.
  const byDocument = fields.map((_, f) => {
    const starts = new Int32Array(documentCount + 1);
    for (const d of docs[f]) starts[d + 1] += 1;
    for (let d = 0; d < documentCount; d += 1) starts[d + 1] += starts[d];
    const fill = starts.slice(0, documentCount);
    const order = new Int32Array(docs[f].length);
    docs[f].forEach((d, i) => {
      order[fill[d]] = i;
      fill[d] += 1;
    });
    return {starts, order};
  });
  /** lunr.Builder#createFieldVectors for one document and field: BM25 times the document boost, to three decimals, by term index. */
  const vector = (f: number, d: number): number[] => {
    const {starts, order} = byDocument[f];
    const at = Array.from(order.subarray(starts[d], starts[d + 1])).sort(
      (x, y) => termIndexes[f][x] - termIndexes[f][y],
    );
    const length = lengths[f][d];
    const boost = boosts[refs[d]] ?? 1;
    const elements: number[] = [];
    for (const i of at) {
      const count = counts[f][i];
      const score = ((idfs[f][i] * ((k1 + 1) * count)) / (k1 * (1 - b + b * (length / averages[f])) + count)) * boost;
      elements.push(termIndexes[f][i], Math.round(score * 1000) / 1000);
    }
    return elements;
  };
  /** Whether a document's vector for a field can be needed: lunr reads one only for a document that matched in the field. */
  const hasVector = (f: number, d: number) => !derivedFields.includes(fields[f]) || lengths[f][d] > 0;
  return {invertedIndex, vector, hasVector, position};
}

/** lunr's serialised index from the compact form, every vector computed (the build checks the form with it). */
export function expandIndex(compact: CompactIndex): LunrIndex {
  const {refs, invertedIndex: _terms, boosts: _boosts, derivedFields: _derived, ...rest} = compact;
  const {invertedIndex, vector, hasVector} = prepare(compact);
  const fieldVectors: LunrIndex['fieldVectors'] = [];
  compact.fields.forEach((field, f) => {
    refs.forEach((ref, d) => {
      if (hasVector(f, d)) fieldVectors.push([`${field}/${ref}`, vector(f, d)]);
    });
  });
  return {...rest, fieldVectors, invertedIndex};
}

/** The lunr classes loadCompact needs, from the caller's lunr (the worker's). */
type Lunr = {
  Index: new (attrs: object) => unknown;
  Vector: new (elements: number[]) => unknown;
  TokenSet: {Builder: new () => {insert(word: string): void; finish(): void; root: unknown}};
  Pipeline: {load(serialised: string[]): unknown};
};

/**
 * A lunr index straight from the compact form, as lunr.Index.load would make it from expandIndex's
 * output, except that a document's vector is computed the first time a query scores it: a query scores
 * only the documents it matches, so the worker is ready to answer without weighing every document first.
 */
export function loadCompact<I>(compact: CompactIndex, lunr: Lunr): I {
  const {invertedIndex, vector, hasVector, position} = prepare(compact);
  const builder = new lunr.TokenSet.Builder();
  const postings: Record<string, Posting> = Object.create(null);
  for (const [term, posting] of invertedIndex) {
    builder.insert(term);
    postings[term] = posting;
  }
  builder.finish();
  const fieldNumber = new Map(compact.fields.map((field, f) => [field, f]));
  const cache = new Map<string, unknown>();
  const fieldVectors = new Proxy(Object.create(null) as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      let found = cache.get(key);
      if (found === undefined) {
        const slash = key.indexOf('/');
        const f = fieldNumber.get(key.slice(0, slash));
        const d = position.get(key.slice(slash + 1));
        if (f === undefined || d === undefined || !hasVector(f, d)) return undefined;
        cache.set(key, (found = new lunr.Vector(vector(f, d))));
      }
      return found;
    },
  });
  return new lunr.Index({
    invertedIndex: postings,
    fieldVectors,
    tokenSet: builder.root,
    fields: compact.fields,
    pipeline: lunr.Pipeline.load(compact.pipeline),
  }) as I;
}
