// Reading offline (issue 16): the service worker of @docusaurus/plugin-pwa.
import type {PluginConfig} from '@docusaurus/types';

export const pwaPlugins: PluginConfig[] = [];
