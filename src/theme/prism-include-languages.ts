// Wraps the theme's language loader to add the Teal and YueScript grammars next to the configured ones.
// (`docusaurus swizzle --wrap` refuses this file because it is not a component, so the wrapper is hand-written.)
import originalPrismIncludeLanguages from '@theme-original/prism-include-languages';
import type PrismIncludeLanguages from '@theme/prism-include-languages';
import type * as PrismNamespace from 'prismjs';
import {registerDoraLanguages} from '@site/src/prism';

const includeConfiguredLanguages: typeof PrismIncludeLanguages = originalPrismIncludeLanguages;

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  // Loads `themeConfig.prism.additionalLanguages`, among them the `lua` and `moonscript` our grammars extend.
  includeConfiguredLanguages(PrismObject);
  registerDoraLanguages(PrismObject);
}
