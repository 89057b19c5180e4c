import type {Navbar} from '@docusaurus/theme-common';
import {areaStartPages, type DocArea} from '../src/data/areas';

/** The four code-hosting mirrors of the engine's repository (spec decisions). */
export const mirrors = [
  {label: 'GitHub', href: 'https://github.com/ippclub/Dora-SSR'},
  {label: 'Gitee', href: 'https://gitee.com/ippclub/Dora-SSR'},
  {label: 'GitCode', href: 'https://gitcode.com/ippclub/Dora-SSR'},
  {label: 'AtomGit', href: 'https://atomgit.com/ippclub/Dora-SSR'},
] as const;

/**
 * An entry that opens a docs area at its start page (src/data/areas.ts), its sidebar's first page, and is
 * marked active on every page of the area. Each sidebar is its folder (sidebars.ts), so the area's pages are
 * the ones under its path. A plain link, not the theme's `docSidebar` entry: that one matches the page
 * against every doc of the site each time it renders (four entries, twice as a page loads), a few
 * tens of milliseconds of a phone's main thread for the same result.
 */
const area = (sidebarId: DocArea, label: string) =>
  ({to: areaStartPages[sidebarId], activeBasePath: `docs/${sidebarId}/`, position: 'left', label}) as const;

export const navbar = {
  title: 'Dora SSR',
  // A WebP drawn from img/favicon.svg by scripts/pwa-icons.ts: a browser builds each SVG image into a document of its own.
  logo: {alt: 'Dora SSR logo', src: 'img/logo.webp', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    area('tutorial', 'Tutorial'),
    area('api', 'Reference'),
    area('example', 'Example'),
    {to: '/blog', label: 'Blog', position: 'left'},
    area('creative', 'Creative'),
    {type: 'docsVersionDropdown', position: 'right'},
    {
      type: 'dropdown',
      label: 'Git',
      position: 'right',
      items: mirrors.map(({label, href}) => ({label, href})),
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
