// The plugin ships no types for the module src/stand-ins/highlightStemmed.ts wraps.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js' {
  export function highlightStemmed(
    content: string,
    positions: [number, number][],
    tokens: string[],
    maxLength?: number,
  ): string;
}

// The plugin's shortcut helpers, used by the search box's placeholder (src/theme/SearchBar).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js' {
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js' {
  export function isMacPlatform(): boolean;
}

// mark.js, as far as src/client-modules/search-landing.ts uses it.
declare module 'mark.js' {
  export default class Mark {
    constructor(context: Element);
    mark(keywords: string | string[], options?: {exclude?: string[]}): void;
    unmark(): void;
  }
}

// The plugin's result order, which src/search/order.ts builds on.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js' {
  export function sortSearchResults(results: object[]): void;
}

// The plugin's query code, which the site's search worker runs (src/search/worker.ts).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js' {
  export function tokenize(text: string, language: string[]): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js' {
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): {
    tokens: string[];
    term: {value: string; presence: number; wildcard: number; editDistance?: number}[];
  }[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults.js' {
  export function processTreeStatusOfSearchResults(results: object[]): void;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  export const language: string[];
  export const searchIndexUrl: string;
}

// The plugin's suggestion template and its HTML escaping, which src/stand-ins/SuggestionTemplate.ts wraps and uses.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js' {
  export function escapeHtml(unsafe: string): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js' {
  export function SuggestionTemplate(result: object): string;
}
