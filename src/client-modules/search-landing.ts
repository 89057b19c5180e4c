/**
 * Marks the searched terms on a page opened from a search hit: a suggestion, a result on /search, a
 * pasted link, on a fresh load or a client-side navigation. The search plugin marks them only while its
 * search box is mounted, and that box loads when the reader reaches for it (src/theme/SearchBar), so
 * this client module does it for every page. mark.js loads only when the address has `_highlight`.
 */
import type {Location} from 'history';

const param = '_highlight';
/** Whether this module has marked the current article; the next route then unmarks it. */
let marked = false;

async function mark(terms: string[]): Promise<void> {
  const {default: Mark} = await import(/* webpackChunkName: "mark" */ 'mark.js');
  const article = document.querySelector('article');
  if (!article) return;
  const marker = new Mark(article);
  marker.unmark();
  marked = terms.length > 0;
  // As the plugin does: the mobile table of contents' toggle keeps its own label.
  if (marked) marker.mark(terms, {exclude: ['.theme-doc-toc-mobile > button']});
}

export function onRouteDidUpdate({location}: {location: Location}): void {
  const terms = new URLSearchParams(location.search).getAll(param).filter((term) => term.trim() !== '');
  if (terms.length === 0 && !marked) return;
  mark(terms).catch(() => undefined); // a failed chunk (offline) leaves the page unmarked, nothing more
}
