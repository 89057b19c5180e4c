// The theme's code renderer with Prism and the site's grammars: only for blocks not highlighted at build time.
import {Prism} from 'prism-react-renderer';
import Content from '@theme-original/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism as never);

export default Content;
