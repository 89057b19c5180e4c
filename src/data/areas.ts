/**
 * The page each of the four docs areas opens with, by the id of the area's sidebar (sidebars.ts), in the
 * site's order. The navbar's entries (each its sidebar's first page), the footer and the area cards
 * (src/components/DocAreas) lead there.
 */
export const areaStartPages = {
  tutorial: '/docs/tutorial/quick-start',
  api: '/docs/api/intro',
  example: '/docs/example/First Game Tutorial/start',
  creative: '/docs/creative/art-i',
} as const;

/** A docs area, named by its sidebar's id. */
export type DocArea = keyof typeof areaStartPages;
