// The plugin ships no types for the module src/client/search-highlight.ts wraps.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js' {
  export function highlightStemmed(content: string, positions: [number, number][], tokens: string[], maxLength?: number): string;
}
