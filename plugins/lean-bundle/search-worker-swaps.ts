import {dirname, join} from 'node:path';

const searchLocal = dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const standIns = join(__dirname, '..', '..', 'src', 'stand-ins');

/** The search plugin's browser code: its theme folder (worker, search bar, search page). */
export const searchTheme = join(searchLocal, 'dist', 'client', 'client', 'theme');
/** The plugin's search worker, which the swaps below reach into. */
export const searchWorker = join(searchTheme, 'worker.js');

/**
 * The modules the search plugin's worker and suggestions import that the site replaces with its own, by
 * request and importing folder. plugins/lean-bundle applies them to the site's bundle, and
 * scripts/search/evaluate.ts to the copy of the worker it ranks queries with, so the two never differ.
 * The build fails when one of them stops matching (plugins/lean-bundle).
 */
export const searchWorkerSwaps = [
  // The compact index (scripts/search-index.ts): the worker's lunr expands it.
  {name: 'lunr of the search worker', request: /^lunr$/, issuer: searchWorker, target: join(standIns, 'lunr.ts')},
  // The order of suggestions: exact words first for one-word queries (src/stand-ins/sortSearchResults.ts).
  {
    name: 'suggestion order of the search worker',
    request: /^\.\.\/utils\/sortSearchResults$/,
    issuer: searchWorker,
    target: join(standIns, 'sortSearchResults.ts'),
  },
  // Suggestions highlight without match positions, which the compact index leaves out.
  {
    name: 'suggestion highlighting',
    request: /\/utils\/(highlightStemmed|getStemmedPositions)$/,
    issuer: searchTheme,
    target: join(standIns, 'highlightStemmed.ts'),
  },
] as const;
