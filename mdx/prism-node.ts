// Prism as the site's code blocks use it, loaded in Node: for highlighting at build time and for the grammar tests.
import {Prism} from 'prism-react-renderer';
import {registerDoraLanguages} from '../src/prism';
import {themeConfig} from '../config/theme';

// As Docusaurus's prism-include-languages does in the browser: Prism components register on
// `globalThis.Prism`, so mount prism-react-renderer's instance there while loading the configured languages.
const globals = globalThis as {Prism?: unknown};
const previous = globals.Prism;
globals.Prism = Prism;
for (const language of themeConfig.prism.additionalLanguages) {
  require(`prismjs/components/prism-${language}`);
}
globals.Prism = previous;
if (previous === undefined) delete globals.Prism;
registerDoraLanguages(Prism);

export {Prism};
