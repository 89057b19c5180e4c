// After a build, finishes each locale's search index: labels untitled API pages ("API Reference") and
// writes each lunr index in the compact form of src/client/search-index-format.ts, which the search
// worker expands (src/client/search-lunr.ts) and suggestions highlight without positions
// (src/client/search-highlight.ts).
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {encodePostings, expandIndex, type CompactIndex, type CompactTerm, type LunrIndex} from '../src/client/search-index-format';

/** One document of the search index, as @easyops-cn/docusaurus-search-local writes it. */
export type SearchDocument = {i: number; t: string; u: string; b?: string[]; s?: string; h?: string; p?: number};
/** lunr's serialised index: each term lists, per field, the documents it occurs in with match metadata. */
export type SearchIndexPart = {documents: SearchDocument[]; index: LunrIndex | CompactIndex};

export const apiReferenceLabel = {en: 'API Reference', 'zh-Hans': 'API 参考手册'} as const;

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
 * wrote (positions aside); otherwise leaves it as it is. Returns whether it did.
 */
export function compactIndex(part: SearchIndexPart): boolean {
  const index = part.index;
  if ('refs' in index) return true;
  const [first] = index.fields;
  const refs = index.fieldVectors.filter(([fieldRef]) => fieldRef.startsWith(`${first}/`)).map(([fieldRef]) => fieldRef.slice(first.length + 1));
  const terms: CompactTerm[] = index.invertedIndex.map(([term, entry]) => {
    const perField = index.fields.map((field) => {
      const docs = (entry as unknown as Positions)[field] ?? {};
      return encodePostings(Object.fromEntries(Object.entries(docs).map(([ref, meta]) => [ref, Array.isArray(meta.position) ? meta.position.length : 1])));
    });
    return [term, entry._index, ...perField];
  });
  const {fieldVectors: _vectors, invertedIndex: _terms, ...rest} = index;
  const compact: CompactIndex = {...rest, refs, invertedIndex: terms};
  const withoutPositions = index.invertedIndex.map(([term, entry]) => [
    term,
    Object.fromEntries(Object.entries(entry).map(([field, docs]) => [field, typeof docs === 'number' ? docs : Object.fromEntries(Object.keys(docs).map((ref) => [ref, {}]))])),
  ]);
  const expanded = expandIndex(compact);
  const byRef = (v: [string, number[]][]) => [...v].sort((x, y) => x[0].localeCompare(y[0]));
  if (!isDeepStrictEqual(expanded.invertedIndex, withoutPositions) || !isDeepStrictEqual(byRef(expanded.fieldVectors), byRef(index.fieldVectors))) return false;
  part.index = compact;
  return true;
}

function main(buildDir = 'build'): void {
  for (const [locale, dir] of [['en', buildDir], ['zh-Hans', join(buildDir, 'zh-Hans')]] as const) {
    if (!existsSync(dir)) continue;
    // Every search-index*.json (one per search context, when contexts are configured).
    for (const name of readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f))) {
      const file = join(dir, name);
      const before = readFileSync(file);
      const parts = JSON.parse(before.toString('utf8')) as SearchIndexPart[];
      const labelled = labelUntitledApiHits(parts, apiReferenceLabel[locale]);
      const kept = parts.filter((part) => !compactIndex(part)).length;
      if (kept) console.warn(`search index (${locale}) ${name}: ${kept} part(s) left as lunr wrote them, their compact form does not expand back`);
      const after = Buffer.from(JSON.stringify(parts));
      writeFileSync(file, after);
      const mb = (n: number) => (n / 1e6).toFixed(2);
      console.log(
        `search index (${locale}) ${name}: ${labelled} untitled API page(s) labelled "${apiReferenceLabel[locale]}", ${mb(before.length)} → ${mb(after.length)} MB`,
      );
    }
  }
}

if (process.argv[1]?.endsWith('search-index.ts')) main(process.argv[2]);
