import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import {figuresAsImages} from '../mdx/inline-svg';

/**
 * The blog's `feedOptions.createFeedItems`: Docusaurus's items (each post's HTML as its page has it), with
 * the inline figures given back as images (figuresAsImages), which feed readers show.
 */
export const createFeedItems: NonNullable<NonNullable<PluginOptions['feedOptions']>['createFeedItems']> = async ({
  defaultCreateFeedItems,
  ...params
}) =>
  (await defaultCreateFeedItems(params)).map((item) =>
    item.content
      ? {
          ...item,
          content: figuresAsImages(item.content, params.siteConfig.url),
        }
      : item,
  );
