import {createContext, type ReactNode} from 'react';

/**
 * Content that a page whose body comes from a plugin puts around that body, inside the layout's main
 * landmark (src/theme/Layout): the search page's notes and guide (src/theme/SearchPage).
 */
export type LayoutExtrasValue = {readonly before?: ReactNode; readonly after?: ReactNode};

export const LayoutExtras = createContext<LayoutExtrasValue | null>(null);
