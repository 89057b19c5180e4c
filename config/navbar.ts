import type {Navbar} from '@docusaurus/theme-common';

/** The four code-hosting mirrors of the engine's repository (spec decisions). */
export const mirrors = [
  {label: 'GitHub', href: 'https://github.com/ippclub/Dora-SSR'},
  {label: 'Gitee', href: 'https://gitee.com/ippclub/Dora-SSR'},
  {label: 'GitCode', href: 'https://gitcode.com/ippclub/Dora-SSR'},
  {label: 'AtomGit', href: 'https://atomgit.com/ippclub/Dora-SSR'},
] as const;

export const navbar = {
  title: 'Dora SSR',
  logo: {alt: 'Dora SSR logo', src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {type: 'docSidebar', sidebarId: 'tutorial', position: 'left', label: 'Tutorial'},
    {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'Reference'},
    {type: 'docSidebar', sidebarId: 'example', position: 'left', label: 'Example'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {type: 'docSidebar', sidebarId: 'creative', position: 'left', label: 'Creative'},
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
