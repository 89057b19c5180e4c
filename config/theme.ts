import type {ThemeConfig} from '@docusaurus/preset-classic';
import {announcementBar} from './announcement';
import {navbar} from './navbar';
import {footer} from './footer';
import {codeTheme} from './prism';

export const themeConfig = {
  image: 'img/logo.svg',
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar,
  navbar,
  footer,
  docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    // One theme whose colours are CSS variables set per mode (config/prism.ts).
    theme: codeTheme,
    darkTheme: codeTheme,
    // Loaded from prismjs; Teal and YueScript are registered after them (mdx/prism-node.ts at build
    // time, src/theme/prism-include-languages for a block highlighted in the browser).
    additionalLanguages: ['lua', 'bash', 'moonscript', 'json'],
  },
  mermaid: {theme: {light: 'neutral', dark: 'dark'}},
} satisfies ThemeConfig;
