/** The repository folder that holds these pages (the engine's `Docs/`): every edit link points into it. */
export const docsEditUrl = 'https://github.com/ippclub/Dora-SSR/tree/main/Docs/';
