// The search worker's lunr, which expands the compact index files scripts/search-index.ts writes (see search-index-format.ts).
// Being the worker's one module of ours (config/lean-bundle.ts), it also installs the worker's index fetch fallback.
import lunr from 'lunr';
import {expandIndex, isCompact} from './search-index-format';
import {installIndexFallback} from './search-worker-fetch';

const load = lunr.Index.load.bind(lunr.Index);
lunr.Index.load = (serialised: object) => load(isCompact(serialised) ? expandIndex(serialised) : serialised);

// In the browser's worker only (the ranking evaluator runs this module in Node, scripts/search/evaluate.ts).
if (typeof self !== 'undefined' && typeof self.fetch === 'function') installIndexFallback(self);

export default lunr;
