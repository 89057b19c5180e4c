// Stands in for the search plugin's SearchBar/SuggestionTemplate (swap: plugins/lean-bundle/search-swaps.ts): the plugin's
// template, with a line above the first suggestion when the site's search worker read a Chinese query with
// same-sounding characters (src/search/worker.ts, `correction`), saying what it searched for instead.
import {translate} from '@docusaurus/Translate';
import {SuggestionTemplate as pluginTemplate} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {escapeHtml} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js';

export function SuggestionTemplate(result: {correction?: string}): string {
  const html = pluginTemplate(result);
  if (!result.correction) return html;
  const note = translate(
    {
      id: 'site.search.correction',
      message: 'Showing results for {query}',
      description: 'Above the first search suggestion, when a Chinese query was read with same-sounding characters',
    },
    {query: `<mark>${escapeHtml(result.correction)}</mark>`},
  );
  const wrapper = `<span class="${styles.hitWrapper}">`;
  return html.replace(wrapper, `${wrapper}<span class="search-correction">${note}</span>`);
}
