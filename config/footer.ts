import type {Footer} from '@docusaurus/theme-common';
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
        {label: 'Tutorial', to: '/docs/tutorial/quick-start'},
        {label: 'API Reference', to: '/docs/api/intro'},
        {label: 'Example', to: '/docs/example/First Game Tutorial/start'},
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
        {label: 'Creative', to: '/docs/creative/art-i'},
      ],
    },
  ],
  copyright: 'Copyright © Dora SSR community. Built with Docusaurus.',
} satisfies Footer;
