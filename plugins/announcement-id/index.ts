import type {Plugin} from '@docusaurus/types';
import {announcementBar} from '../../config/announcement';

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
