// After a build, gives API pages that have no title a search label ("API Reference"), per locale.
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** One document of the search index, as @easyops-cn/docusaurus-search-local writes it. */
export type SearchDocument = {i: number; t: string; u: string; b?: string[]; s?: string; h?: string; p?: number};
export type SearchIndexPart = {documents: SearchDocument[]; index: unknown};

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

function main(buildDir = 'build'): void {
  for (const [locale, dir] of [['en', buildDir], ['zh-Hans', join(buildDir, 'zh-Hans')]] as const) {
    if (!existsSync(dir)) continue;
    // One file per search context (docs area, blog) plus the whole-site index.
    let labelled = 0;
    for (const name of readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f))) {
      const file = join(dir, name);
      const parts = JSON.parse(readFileSync(file, 'utf8')) as SearchIndexPart[];
      const count = labelUntitledApiHits(parts, apiReferenceLabel[locale]);
      if (count > 0) writeFileSync(file, JSON.stringify(parts));
      labelled += count;
    }
    console.log(`search index (${locale}): ${labelled} untitled API page(s) labelled "${apiReferenceLabel[locale]}"`);
  }
}

if (process.argv[1]?.endsWith('label-untitled-api-hits.ts')) main(process.argv[2]);
