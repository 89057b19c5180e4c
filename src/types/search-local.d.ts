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

// The plugin's result order, which src/stand-ins/sortSearchResults.ts builds on.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js' {
  export function sortSearchResults(results: object[]): void;
}

// The plugin's search worker client: the search box starts the index with it (src/theme/SearchBar).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}
