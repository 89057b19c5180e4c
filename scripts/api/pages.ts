// Computes every file the API generator owns: the MDX pages of both locales and the sidebar category files.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {docsEditUrl} from '../../config/edit-url';
import {catalog} from '../../src/data/api/catalog';
import {locales, readText, root, textFile, type ApiData, type Locale} from './model';
import {jsxRoute, renderJsxPage} from './jsx';
import {renderCatalog, renderContext, renderPage} from './render';

export const docsDirs: Record<Locale, string> = {
  en: join(root, 'docs/api'),
  'zh-Hans': join(root, 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/api'),
};

/** The groups, in sidebar order after the intro. */
export const groups = ['Class', 'Class Object', 'Module', 'Node Event', 'Global Event'] as const;

/** A page that is also the parent of other pages becomes its folder's index. */
export function pageFile(route: string, routes: Set<string>): string {
  const isFolder = [...routes].some((r) => r.startsWith(`${route}/`));
  return isFolder ? `${route}/index.mdx` : `${route}.mdx`;
}

/** Relative path → content, for every generated file; throws when a description file is missing. */
export function generatedFiles(data: ApiData): Map<string, string> {
  const files = new Map<string, string>();
  const ctx = renderContext(data);
  const routes = new Set(data.pages.map((p) => p.route));
  for (const locale of locales) {
    for (const page of data.pages) {
      const text = readText(locale, page.route);
      if (!text) throw new Error(`No ${locale} descriptions for ${page.route}: write ${textFile(locale, page.route)}`);
      const edit = `${docsEditUrl}src/data/api/text/${locale}/${page.route}.yml`;
      files.set(
        join(docsDirs[locale], pageFile(page.route, routes)),
        renderPage(page, text, locale, ctx, encodeURI(edit)),
      );
    }
  }
  // The TypeScript-only DoraX module (the TSX runtime and its elements) has its own generator.
  for (const locale of locales) {
    const edit = `${docsEditUrl}src/data/api/text/${locale}/${jsxRoute}.yml`;
    files.set(join(docsDirs[locale], `${jsxRoute}.mdx`), renderJsxPage(locale, encodeURI(edit)));
  }
  for (const locale of locales) {
    const intro = join(docsDirs[locale], 'intro.mdx');
    files.set(intro, withCatalog(readFileSync(intro, 'utf8'), renderCatalog(catalog, locale, ctx)));
  }
  groups.forEach((group, i) => {
    files.set(
      join(docsDirs.en, group, '_category_.json'),
      `${JSON.stringify({label: group, position: i + 1, collapsed: true}, null, 2)}\n`,
    );
  });
  // Nested folders (Class/Platformer, Class Object/Platformer…) need distinct translation keys.
  const folders = new Set(
    data.pages.flatMap((p) =>
      p.route
        .split('/')
        .slice(0, -1)
        .map((_, i, a) => a.slice(0, i + 1).join('/')),
    ),
  );
  for (const folder of [...folders].filter((f) => f.includes('/')).sort()) {
    const label = folder.split('/').pop() as string;
    files.set(join(docsDirs.en, folder, '_category_.json'), `${JSON.stringify({label, key: folder}, null, 2)}\n`);
  }
  return files;
}

const start = /\{\/\* api-catalog:start[^*]*\*\/\}/;
const end = '{/* api-catalog:end */}';

/** The intro page with its generated catalog region replaced; the rest of the page is hand-written. */
export function withCatalog(intro: string, catalogMarkdown: string): string {
  const open = intro.match(start);
  const close = intro.indexOf(end);
  if (!open || open.index === undefined || close < open.index)
    throw new Error('intro.mdx lacks the api-catalog markers');
  const head = intro.slice(0, open.index + open[0].length);
  return `${head}\n\n${catalogMarkdown}\n\n${intro.slice(close)}`;
}

/** Routes listed in the catalog, each once; the check compares them with the reference's pages. */
export function catalogRoutes(): string[] {
  return catalog.flatMap((c) => [...c.routes, ...(c.groups ?? []).flatMap((g) => g.routes)]);
}
