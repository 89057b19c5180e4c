// Whether the app is still in the first render of a visit, the one that hydrates the server's HTML.
let firstRender = typeof window !== 'undefined';

export const isFirstRender = (): boolean => firstRender;

/** Called once the first render has committed (src/client-modules/static-article.ts). */
export function firstRenderDone(): void {
  firstRender = false;
}
