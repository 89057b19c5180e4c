/**
 * The order of search suggestions: the plugin's own (its sortSearchResults, which keeps a page's
 * sections right after the page), with one rule on top. For a query of one word, a suggestion that has
 * that word as written comes before one that only matches through lunr's stemming or a longer name:
 * "schedule" suggests Node's `schedule` before the Scheduler class, "text" Label's `text` before
 * YarnRunner's TextResult. A page's aliases (`k`, written by scripts/search-index.ts) count as its words,
 * so 精灵 finds Sprite as surely as "Sprite" does. Used by src/search/worker.ts.
 */
import {sortSearchResults as pluginSort} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js';

export type RankedResult = {document: {t: string; k?: string}; tokens: string[]};

const ideograph = /\p{Unified_Ideograph}/u;

/** Whether the suggestion's text (or its page's aliases) has the word as written, in any case. */
export function hasWordAsWritten(result: RankedResult, word: string): boolean {
  const text = `${result.document.t} ${result.document.k ?? ''}`.toLowerCase();
  if (ideograph.test(word)) return text.includes(word);
  const words: string[] = text.match(/[\p{L}\p{N}_]+/gu) ?? [];
  return words.includes(word.toLowerCase());
}

export function sortSearchResults<R extends RankedResult>(results: R[]): void {
  // Partitioned before the plugin's sort, which then keeps each section after its page, wherever that went.
  if (results.length > 0 && results.every((r) => r.tokens.length === 1)) {
    const asWritten = results.filter((r) => hasWordAsWritten(r, r.tokens[0]));
    const rest = results.filter((r) => !asWritten.includes(r));
    results.splice(0, results.length, ...asWritten, ...rest);
  }
  pluginSort(results);
}
