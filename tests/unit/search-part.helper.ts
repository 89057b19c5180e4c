// A search index part built the way @easyops-cn/docusaurus-search-local builds one: ref `i`, field `t`, positions kept.
import lunr from 'lunr';
import type {SearchIndexPart} from '../../scripts/search-index';
import type {LunrIndex} from '../../src/shared/search-index-format';

/** One document per text, with the refs `refOf` gives (1, 2, 3… by default). */
export function searchPart(texts: string[], refOf: (n: number) => number = (n) => n + 1): SearchIndexPart {
  const documents = texts.map((t, n) => ({i: refOf(n), t, u: `/docs/page-${n}`}));
  const index = lunr(function build() {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({...doc, i: String(doc.i)});
  });
  return {documents, index: JSON.parse(JSON.stringify(index)) as LunrIndex};
}
