import {createContext, useContext} from 'react';

/**
 * The coloured lines of the code block being rendered, as HTML made at build time by
 * mdx/prerender-code.ts; undefined when the block must be highlighted in the browser.
 */
export const PrerenderedCodeContext = createContext<string | undefined>(undefined);

export function usePrerenderedCode(): string | undefined {
  return useContext(PrerenderedCodeContext);
}
