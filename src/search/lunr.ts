/**
 * The search worker's lunr (src/search/worker.ts): it reads the compact index files scripts/search-index.ts
 * writes, building each part's lunr index straight from them, with each document's term weights computed
 * when a query first scores it (src/shared/search-index-format.ts).
 */
import lunr from 'lunr';
import {isCompact, loadCompact} from '../shared/search-index-format';

const load = lunr.Index.load.bind(lunr.Index);
lunr.Index.load = (serialised: object) =>
  isCompact(serialised) ? loadCompact<lunr.Index>(serialised, lunr as never) : load(serialised);

export default lunr;
