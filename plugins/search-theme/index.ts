// The search plugin (@easyops-cn/docusaurus-search-local) with its index finished in the plugin's own
// postBuild, so that a plain `docusaurus build` gives the site `npm run build` gives. Its options are
// config/search.ts.
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/** The search plugin's server module: its typings declare only the options, not the plugin or its check. */
const searchLocal = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/**
 * The search plugin, its index finished (compact form, labels, boosts: scripts/search-index.ts) in its own
 * postBuild as soon as it has written it, so that `docusaurus build` and `npm run build` give the same site.
 */
export function searchTheme(context: LoadContext, options: unknown): Plugin {
  const theme = searchLocal.default(context, options as PluginOptions);
  return {
    ...theme,
    async postBuild(props) {
      await theme.postBuild?.(props);
      // Required here, once a build: Docusaurus reads the config afresh several times, and the finishing
      // code loads the plugin's jieba dictionary, which can be loaded only once in a process.
      const {finishSearchIndex} = require('../../scripts/search-index') as typeof import('../../scripts/search-index');
      finishSearchIndex(props.outDir, props.i18n.currentLocale as 'en' | 'zh-Hans');
    },
  };
}
searchTheme.validateOptions = searchLocal.validateOptions;
