import {byLocale} from './locale';

/** Bump `id` when the message changes: readers who closed the old bar see the new one. */
export const announcementBar = {
  id: 'docs-v1.7.2',
  content: byLocale({
    en: 'These docs cover Dora SSR <b>v1.7.2</b>. New here? Start with the <a href="/docs/tutorial/quick-start">quick start</a>.',
    'zh-Hans':
      '本文档对应 Dora SSR <b>v1.7.2</b>。初次接触？从<a href="/zh-Hans/docs/tutorial/quick-start">快速上手</a>读起。',
  }),
  // The theme writes these as inline styles; variables keep the bar right in both colour modes.
  backgroundColor: 'var(--ifm-color-emphasis-100)',
  textColor: 'var(--ifm-font-color-base)',
  isCloseable: true,
};
