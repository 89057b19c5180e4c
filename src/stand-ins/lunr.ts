// Stands in for `lunr` in the search plugin's worker (swap: plugins/lean-bundle/search-worker-swaps.ts).
/**
 * The search worker's lunr: it reads the compact index files scripts/search-index.ts writes, building each
 * part's lunr index straight from them, with each document's term weights computed when a query first
 * scores it (src/shared/search-index-format.ts). Being the worker's one module of ours, it also installs
 * the worker's index fetch fallback (src/shared/search-worker-fetch.ts).
 */
import lunr from 'lunr';
import {isCompact, loadCompact} from '../shared/search-index-format';
import {installIndexFallback} from '../shared/search-worker-fetch';

const load = lunr.Index.load.bind(lunr.Index);
lunr.Index.load = (serialised: object) =>
  isCompact(serialised) ? loadCompact<lunr.Index>(serialised, lunr as never) : load(serialised);

// In the browser's worker only (the ranking evaluator runs this module in Node, scripts/search/evaluate.ts).
if (typeof self !== 'undefined' && typeof self.fetch === 'function') installIndexFallback(self);

export default lunr;
