import type {ThemeConfig} from '@docusaurus/preset-classic';
import {announcementBar} from './announcement';
import {navbar} from './navbar';
import {footer} from './footer';
import {darkCodeTheme, lightCodeTheme} from './prism';

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
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    // Loaded from prismjs; Teal and YueScript are registered by src/theme/prism-include-languages.
    additionalLanguages: ['lua', 'bash', 'moonscript', 'json'],
  },
  mermaid: {theme: {light: 'neutral', dark: 'dark'}},
} satisfies ThemeConfig;
