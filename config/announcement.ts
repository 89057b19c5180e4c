import type {Plugin} from '@docusaurus/types';
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

/**
 * The theme's pre-render script hides the bar whenever the old one was dismissed, even when the id
 * has changed, so a new announcement would only appear on the reader's next page load. This script
 * runs right after it and shows the bar at once when the stored id is not the current one.
 */
export function announcementIdPlugin(): Plugin {
  const script = `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(
    announcementBar.id,
  )})document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}})();`;
  return {
    name: 'announcement-id',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: script}]}),
  };
}
