import {dirname, join} from 'node:path';

const searchLocal = dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const standIns = join(__dirname, '..', '..', 'src', 'stand-ins');

/** The search plugin's browser code: its theme folder (search bar, search page, worker client). */
export const searchTheme = join(searchLocal, 'dist', 'client', 'client', 'theme');

/**
 * The modules of the search plugin's box and page that the site replaces with its own, by request and importing
 * folder. The build fails when one of them stops matching (plugins/lean-bundle).
 */
export const searchSwaps = [
  // The site's search worker (src/search/worker.ts) answers instead of the plugin's.
  {
    name: 'search worker',
    request: /^\.\.\/searchByWorker$/,
    issuer: searchTheme,
    target: join(standIns, 'searchByWorker.ts'),
  },
  // A note above the first suggestion when the worker corrected a Chinese query by sound.
  {
    name: 'suggestion note',
    request: /^\.\/SuggestionTemplate$/,
    issuer: join(searchTheme, 'SearchBar'),
    target: join(standIns, 'SuggestionTemplate.ts'),
  },
  // Suggestions highlight without match positions, which the compact index leaves out.
  {
    name: 'suggestion highlighting',
    request: /\/utils\/(highlightStemmed|getStemmedPositions)$/,
    issuer: searchTheme,
    target: join(standIns, 'highlightStemmed.ts'),
  },
] as const;
