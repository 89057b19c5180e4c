// Pages for AI assistants (issue 16): /llms.txt, a Markdown twin of every page, /llms-full.txt.
import type {PluginConfig} from '@docusaurus/types';

export const llmsPlugins: PluginConfig[] = [];
