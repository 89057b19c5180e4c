// Stands in for the search plugin's utils/highlightStemmed and utils/getStemmedPositions (swap: plugins/lean-bundle/search-swaps.ts).
// Search suggestions mark their matches by position, which the compact search index leaves out: these find them in the text shown.
import {highlightStemmed as highlightAt} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';
import {findMatches} from '../shared/search-matches';

export {getStemmedPositions} from '../shared/search-matches';

export function highlightStemmed(
  content: string,
  positions: [number, number][],
  tokens: string[],
  maxLength?: number,
): string {
  return highlightAt(content, positions.length > 0 ? positions : findMatches(content, tokens), tokens, maxLength);
}
