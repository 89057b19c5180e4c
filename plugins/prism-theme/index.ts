import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss} from '../../config/prism';

/** Adds the colours of the code theme (config/prism.ts) to the site's stylesheet. */
export function prismThemePlugin(context: LoadContext): Plugin {
  const dir = join(context.generatedFilesDir, 'prism-theme');
  mkdirSync(dir, {recursive: true});
  const file = join(dir, 'code-theme.css');
  writeFileSync(file, codeThemeCss);
  return {name: 'prism-theme', getClientModules: () => [file]};
}
