import type {Footer} from '@docusaurus/theme-common';
import {areaStartPages} from '../src/data/areas';
import {byLocale} from './locale';

/** Community channels named in the spec decisions. */
export const community = {
  discord: 'https://discord.gg/ZfNBSKXnf9',
  qqGroup: '512620381',
} as const;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Tutorial', to: areaStartPages.tutorial},
        {label: 'API Reference', to: areaStartPages.api},
        {label: 'Example', to: areaStartPages.example},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: community.discord},
        // The QQ group has no web address: readers join it by its number. HTML items have no
        // translation file, so the text is picked per locale.
        {
          html: byLocale({
            en: `<span class="footer__link-item footer__qq">QQ group: ${community.qqGroup}</span>`,
            'zh-Hans': `<span class="footer__link-item footer__qq">QQ 群：${community.qqGroup}</span>`,
          }),
        },
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Creative', to: areaStartPages.creative},
      ],
    },
  ],
  copyright: 'Copyright © Dora SSR community. Built with Docusaurus.',
} satisfies Footer;
