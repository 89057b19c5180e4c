import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import {figuresAsImages} from './inline-svg';
import {layoutStepHtml} from './mdx-sections';

/**
 * The blog's `feedOptions.createFeedItems`: Docusaurus's items (each post's HTML as its page has it), with
 * the inline figures given back as images (figuresAsImages) and the layout steps of config/mdx-sections.ts
 * taken out: feed readers run no scripts.
 */
export const createFeedItems: NonNullable<NonNullable<PluginOptions['feedOptions']>['createFeedItems']> = async ({
  defaultCreateFeedItems,
  ...params
}) =>
  (await defaultCreateFeedItems(params)).map((item) =>
    item.content
      ? {
          ...item,
          content: figuresAsImages(item.content.replaceAll(layoutStepHtml, ''), params.siteConfig.url),
        }
      : item,
  );
