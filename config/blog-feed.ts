import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import {figuresAsImages} from './inline-svg';
import {layoutStep} from './mdx-sections';

/** A post's layout steps as its page's HTML holds them: the feed readers' copy needs none. */
const layoutStepElement = `<script>${layoutStep}</script>`;

/**
 * The blog's `feedOptions.createFeedItems`: Docusaurus's items (each post's HTML as its page has it), with
 * the inline figures given back as images (figuresAsImages) and the layout steps of config/mdx-sections.ts
 * taken out.
 */
export const createFeedItems: NonNullable<NonNullable<PluginOptions['feedOptions']>['createFeedItems']> = async ({
  defaultCreateFeedItems,
  ...params
}) =>
  (await defaultCreateFeedItems(params)).map((item) =>
    item.content
      ? {
          ...item,
          content: figuresAsImages(item.content.replaceAll(layoutStepElement, ''), params.siteConfig.url),
        }
      : item,
  );
