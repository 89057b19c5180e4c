import {themes as prismThemes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {byLocale} from './locale';
import {navbar} from './navbar';
import {footer} from './footer';

/** Bump `id` when the message changes: readers who closed the old bar see the new one. */
const announcementBar = {
  id: 'docs-v1.7.2',
  content: byLocale({
    en: 'These docs cover Dora SSR <b>v1.7.2</b>. New here? Start with the <a href="/docs/tutorial/quick-start">quick start</a>.',
    'zh-Hans':
      '本文档对应 Dora SSR <b>v1.7.2</b>。初次接触？从<a href="/zh-Hans/docs/tutorial/quick-start">快速开始</a>读起。',
  }),
  isCloseable: true,
};

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
    theme: prismThemes.github,
    darkTheme: prismThemes.vsDark,
    // Loaded from prismjs; Teal and YueScript are registered by src/theme/prism-include-languages.
    additionalLanguages: ['lua', 'bash', 'moonscript', 'json'],
  },
  mermaid: {theme: {light: 'neutral', dark: 'dark'}},
} satisfies ThemeConfig;
