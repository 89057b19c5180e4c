// The search worker's lunr, which expands the compact index files scripts/search-index.ts writes (see search-index-format.ts).
import lunr from 'lunr';
import {expandIndex, isCompact} from './search-index-format';

const load = lunr.Index.load.bind(lunr.Index);
lunr.Index.load = (serialised: object) => load(isCompact(serialised) ? expandIndex(serialised) : serialised);

export default lunr;
