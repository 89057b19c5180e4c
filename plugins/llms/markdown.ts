/**
 * Finishes what docusaurus-plugin-llms writes from the Markdown sources (plugins/llms explains the choice):
 *
 * - every page's Markdown twin gets absolute links (root-relative and in-page ones included), the site's two
 *   content components the plugin cannot read (`<Glossary />`, `<DocAreas />`) written out as Markdown, the
 *   few HTML elements the guides use (`<kbd>`, `<details>`) as Markdown, and code fences whose info string
 *   keeps the language and the title but not the sample checker's marks (`id=`, `continues=`, `excerpt=`);
 *   then any HTML tag left outside code fails the build;
 * - llms.txt lists the same pages in the plugin's order, grouped by docs area under the site's names for
 *   the areas, each with its whole description (the plugin cuts them at 150 characters);
 * - llms-full.txt is put together from the finished twins, so that it says exactly what they say, each
 *   page under a heading that links to it.
 *
 * The functions are pure except `finishLlmsFiles`, which reads and writes one locale's build directory.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {glossary, otherWordsText} from '../../src/data/glossary';
import {areaStartPages} from '../../src/data/areas';

export type SiteLocale = 'en' | 'zh-Hans';

/** The docs areas (by sidebar id) and the blog, in the order llms.txt lists them. */
export const areas = ['tutorial', 'api', 'example', 'creative', 'blog'] as const;
export type Area = (typeof areas)[number];

const zhCodeJson = join(__dirname, '..', '..', 'i18n', 'zh-Hans', 'code.json');
let zhMessages: Record<string, {message: string}> | undefined;

/**
 * An interface string the theme shows through `translate()`/`<Translate>`: the English message, or its
 * Chinese translation from i18n/zh-Hans/code.json (a missing id fails the build, so the names here stay
 * the ones the site's pages use).
 */
export function interfaceText(locale: SiteLocale, id: string, english: string): string {
  if (locale === 'en') return english;
  zhMessages ??= JSON.parse(readFileSync(zhCodeJson, 'utf8')) as Record<string, {message: string}>;
  const message = zhMessages[id]?.message;
  if (!message) throw new Error(`llms: no Chinese message "${id}" in i18n/zh-Hans/code.json`);
  return message;
}

/** The heading of each area in llms.txt: the titles of the area cards (src/components/DocAreas). */
export function areaHeadings(locale: SiteLocale): Record<Area, string> {
  return {
    tutorial: interfaceText(locale, 'docAreas.tutorial.title', 'Tutorial'),
    api: interfaceText(locale, 'docAreas.reference.title', 'API reference'),
    example: interfaceText(locale, 'docAreas.examples.title', 'Examples'),
    creative: interfaceText(locale, 'docAreas.creative.title', 'Creative'),
    blog: interfaceText(locale, 'docAreas.blog.title', 'Blog'),
  };
}

/** Where a locale's pages live: `https://dora-ssr.net` or `https://dora-ssr.net/zh-Hans`, no trailing slash. */
export type Site = {locale: SiteLocale; root: string};

// ---------------------------------------------------------------------------------------------------------
// Lines outside code

/** A fence opener: indentation, the run of backticks or tildes, the info string. */
const fenceOpen = /^(\s*)(`{3,}|~{3,})(.*)$/;

type Line =
  {text: string; kind: 'prose'} | {text: string; kind: 'code'} | {kind: 'fence'; marker: string; info: string};

/** A document's lines, each as prose, a fence opener or code (the lines inside a fence and its closer). */
function lines(markdown: string): Line[] {
  let open: {char: string; length: number} | undefined;
  return markdown.split('\n').map((text): Line => {
    if (open) {
      const close = text.match(/^\s*(`{3,}|~{3,})\s*$/);
      if (close && close[1][0] === open.char && close[1].length >= open.length) open = undefined;
      return {text, kind: 'code'};
    }
    const opener = text.match(fenceOpen);
    if (opener && !(opener[2][0] === '`' && opener[3].includes('`'))) {
      open = {char: opener[2][0], length: opener[2].length};
      return {kind: 'fence', marker: `${opener[1]}${opener[2]}`, info: opener[3]};
    }
    return {text, kind: 'prose'};
  });
}

/**
 * Rewrites the lines outside fenced code with `prose` and each fence opener's info string with `fence`.
 * Fences inside list items (indented) count.
 */
function mapLines(
  markdown: string,
  prose: (line: string) => string,
  fence: (info: string) => string = (info) => info,
): string {
  return lines(markdown)
    .map((line) =>
      line.kind === 'fence' ? `${line.marker}${fence(line.info)}` : line.kind === 'code' ? line.text : prose(line.text),
    )
    .join('\n');
}

/** Applies `fn` to the parts of a line outside inline code spans. */
function outsideInlineCode(line: string, fn: (part: string) => string): string {
  let out = '';
  let last = 0;
  const runs = [...line.matchAll(/`+/g)];
  for (let i = 0; i < runs.length; i++) {
    // A span runs from a backtick string to the next string of the same length (CommonMark).
    const end = runs.findIndex((run, j) => j > i && run[0].length === runs[i][0].length);
    if (end < 0) continue;
    const from = runs[i].index;
    const to = runs[end].index + runs[end][0].length;
    out += fn(line.slice(last, from)) + line.slice(from, to);
    last = to;
    i = end;
  }
  return out + fn(line.slice(last));
}

/** The text of a Markdown document outside code: fenced blocks become empty lines, inline code spans vanish. */
export function outsideCode(markdown: string): string {
  return lines(markdown)
    .map((line) => {
      if (line.kind !== 'prose') return '';
      let kept = '';
      outsideInlineCode(line.text, (part) => {
        kept += part;
        return part;
      });
      return kept;
    })
    .join('\n');
}

/** HTML tags in Markdown outside code (fences and inline code spans); autolinks such as `<https://…>` are not tags. */
export function htmlTags(markdown: string): string[] {
  return [...outsideCode(markdown).matchAll(/<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?\/?>/g)].map((tag) => tag[0]);
}

// ---------------------------------------------------------------------------------------------------------
// One page

/** Makes a link target absolute: root-relative against the locale's root, in-page against the page. */
export function absoluteTarget(target: string, pageUrl: string, site: Site): string {
  const spaced = target.replaceAll(' ', '%20');
  if (/^[a-z][a-z0-9+.-]*:/i.test(spaced)) return spaced;
  if (spaced.startsWith('#')) return `${pageUrl}${spaced}`;
  if (spaced.startsWith('/')) {
    const root = new URL(site.root);
    const prefix = root.pathname.replace(/\/$/, '');
    return prefix && (spaced === prefix || spaced.startsWith(`${prefix}/`))
      ? `${root.origin}${spaced}`
      : `${site.root}${spaced}`;
  }
  return new URL(spaced, pageUrl).href;
}

/** Keeps a fence's language and `title="…"`; drops the sample checker's marks (README, Code samples). */
export function fenceInfo(info: string): string {
  const language = info.trim().split(/\s+/)[0] ?? '';
  const title = info.match(/\btitle="[^"]*"/)?.[0];
  return [language, title].filter(Boolean).join(' ');
}

/** The glossary table (src/components/Glossary) as Markdown, in the locale's words. */
export function glossaryTable(site: Site): string {
  const header = [
    interfaceText(site.locale, 'glossary.english', 'English'),
    interfaceText(site.locale, 'glossary.chinese', 'Chinese'),
    interfaceText(site.locale, 'glossary.avoid', 'Other words'),
    interfaceText(site.locale, 'glossary.api', 'API'),
    interfaceText(site.locale, 'glossary.note', 'Meaning'),
  ];
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = glossary.map((entry) => [
    cell(entry.en),
    cell(entry.zh),
    cell(otherWordsText(entry, site.locale)),
    entry.api ? `[${entry.api.split('/').pop()}](${site.root}/docs/api/${encodeURI(entry.api)})` : '',
    cell(site.locale === 'zh-Hans' ? entry.note.zh : entry.note.en),
  ]);
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** The four area cards (src/components/DocAreas) as a Markdown list, in the locale's words. */
export function docAreasList(site: Site): string {
  const cards: [keyof typeof areaStartPages, string, string, string][] = [
    [
      'tutorial',
      'tutorial',
      'Tutorial',
      'Install the engine, set up a first scene, then learn nodes, input, physics and more.',
    ],
    ['api', 'reference', 'API reference', 'Every class, module and event of the engine, with exact signatures.'],
    [
      'example',
      'examples',
      'Examples',
      'Build complete games step by step, from a top-down dodging game to a side-scrolling platformer.',
    ],
    ['creative', 'creative', 'Creative', 'Meet the mascots Dora and Toto, and enjoy the community’s art and music.'],
  ];
  return cards
    .map(([area, id, title, description]) => {
      const name = interfaceText(site.locale, `docAreas.${id}.title`, title);
      const text = interfaceText(site.locale, `docAreas.${id}.description`, description);
      return `- [${name}](${site.root}${encodeURI(areaStartPages[area])}): ${text}`;
    })
    .join('\n');
}

/** The content components a page may hold on a line of its own, written out as Markdown. */
const components: Record<string, (site: Site) => string> = {Glossary: glossaryTable, DocAreas: docAreasList};

/** The component names finishPage writes out; plugins/llms asks the plugin to keep their tags. */
export const writtenComponents = Object.keys(components);

/**
 * The API pages' signature tabs (scripts/api/render.ts, `signatureForms`) as labelled blocks: the plugin keeps
 * the two tab buttons and drops the panels' divs, so each member reads "buttons, Teal block, TypeScript block";
 * the twin gets each block under its tab's label in bold, as the guides' tabs come out.
 */
export function signatureTabs(markdown: string): string {
  const block = '(```[^\\n]*\\n[\\s\\S]*?\\n```|[^\\n]+)';
  const tabs = new RegExp(
    `^<button[^>\\n]*data-api-form-choice="teal"[^>\\n]*>([^<\\n]*)</button>\\n` +
      `<button[^>\\n]*data-api-form-choice="ts"[^>\\n]*>([^<\\n]*)</button>\\n+${block}\\n+${block}`,
    'gm',
  );
  return markdown.replace(tabs, (_, teal: string, ts: string, first: string, second: string) =>
    [`**${teal}**`, '', first, '', `**${ts}**`, '', second].join('\n'),
  );
}

/** A page's Markdown twin as readers and assistants get it (see the top of this file). */
export function finishPage(markdown: string, pageUrl: string, site: Site): string {
  return mapLines(
    signatureTabs(markdown),
    (line) => {
      const component = line.match(/^\s*<([A-Z]\w*)\b[^<>]*\/>\s*$/);
      if (component && components[component[1]]) return components[component[1]](site);
      if (/^\s*<\/?details>\s*$/.test(line)) return '';
      return outsideInlineCode(line, (part) =>
        part
          .replace(/<summary>(.*?)<\/summary>/g, '**$1**')
          .replace(/<kbd>(.*?)<\/kbd>/g, '`$1`')
          .replace(/\]\(<([^<>]*)>((?:\s+"[^"]*")?)\)/g, (_, target: string, title: string) => {
            return `](${absoluteTarget(target, pageUrl, site)}${title})`;
          })
          .replace(/\]\(([^()\s<>]+)((?:\s+"[^"]*")?)\)/g, (_, target: string, title: string) => {
            return `](${absoluteTarget(target, pageUrl, site)}${title})`;
          }),
      );
    },
    fenceInfo,
  ).replace(/\n{3,}/g, '\n\n');
}

/**
 * The images a page's source draws with `<img src={useBaseUrl('…')} alt="…" …/>` (for their width and height),
 * each with the source line above it. docusaurus-plugin-llms turns an `<img>` with a plain `src` into Markdown
 * but drops one whose `src` calls `useBaseUrl`, alt text and all; `restoreImages` puts them back.
 */
export function jsxImages(source: string): {after: string; src: string; alt: string}[] {
  const text = outsideCode(source);
  return [...text.matchAll(/<img\b([^<>]*?)\/?>/g)].flatMap((tag) => {
    const src = tag[1].match(/\bsrc=\{useBaseUrl\((['"])(.*?)\1\)\}/)?.[2];
    if (!src) return [];
    const before = text
      .slice(0, tag.index)
      .split('\n')
      .filter((line) => line.trim() !== '');
    return [{after: before.at(-1)?.trim() ?? '', src, alt: tag[1].match(/\balt="([^"]*)"/)?.[1] ?? ''}];
  });
}

/** Puts each image of `jsxImages(source)` back into the twin, after the paragraph or heading it follows in the source. */
export function restoreImages(twin: string, source: string): string {
  const lines = twin.split('\n');
  for (const image of jsxImages(source)) {
    if (twin.includes(`](${encodeURI(image.src)})`) || twin.includes(`](${image.src})`)) {
      throw new Error(`llms: the plugin now writes the image ${image.src} itself; restoreImages is no longer needed`);
    }
    const at = lines.flatMap((line, i) => (line.trim() === image.after ? [i] : []));
    if (at.length !== 1) {
      throw new Error(`llms: cannot place the image ${image.src}: "${image.after}" is in the twin ${at.length} times`);
    }
    let end = at[0] + 1;
    while (end < lines.length && lines[end].trim() !== '') end += 1;
    lines.splice(end, 0, '', `![${image.alt.replace(/[[\]]/g, '\\$&')}](${encodeURI(image.src)})`);
  }
  return lines.join('\n');
}

/** The description a twin opens with (the blockquote under its title), on one line. */
export function twinDescription(twin: string): string {
  const quote = twin.match(/^# [^\n]*\n\n((?:> [^\n]*\n?)+)/);
  return quote ? quote[1].replace(/^> /gm, '').replace(/\s+/g, ' ').trim() : '';
}

/** Moves every heading of a page one level down (`#` → `##` … `######` stays), outside code. */
export function demoteHeadings(markdown: string): string {
  return mapLines(markdown, (line) => line.replace(/^(#{1,5}) /, '#$1 '));
}

// ---------------------------------------------------------------------------------------------------------
// llms.txt and llms-full.txt

export type IndexEntry = {title: string; url: string; description: string};

/** Splits the plugin's llms.txt into its opening (title, summary, notes) and its list of pages. */
export function parseIndex(llmsTxt: string): {head: string; entries: IndexEntry[]} {
  const marker = '\n## Table of Contents\n';
  const at = llmsTxt.indexOf(marker);
  if (at < 0) throw new Error('llms: the plugin’s llms.txt has no "## Table of Contents" list');
  const entries = llmsTxt
    .slice(at + marker.length)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry = line.match(/^- \[(.+)\]\((\S+)\)(?:: (.*))?$/);
      if (!entry) throw new Error(`llms: unexpected line in the plugin’s llms.txt: ${line}`);
      return {title: entry[1], url: entry[2], description: entry[3] ?? ''};
    });
  return {head: llmsTxt.slice(0, at).trimEnd(), entries};
}

export type Page = IndexEntry & {area: Area};

/** llms.txt: the opening, then one section per area, each page on a line with its description. */
export function groupedIndex(head: string, pages: Page[], headings: Record<Area, string>): string {
  const sections = areas
    .map((area) => {
      const lines = pages
        .filter((page) => page.area === area)
        .map(({title, url, description}) => `- [${title}](${url})${description ? `: ${description}` : ''}`);
      return lines.length ? `## ${headings[area]}\n\n${lines.join('\n')}` : '';
    })
    .filter(Boolean);
  return `${head}\n\n${sections.join('\n\n')}\n`;
}

/** llms-full.txt: the opening, then every page's twin, its title a level-two heading linking to the page. */
export function fullText(head: string, pages: {title: string; htmlUrl: string; twin: string}[]): string {
  const bodies = pages.map(({title, htmlUrl, twin}) => {
    const body = twin.replace(/^# [^\n]*\n+/, '');
    return `## [${title}](${htmlUrl})\n\n${demoteHeadings(body).trim()}`;
  });
  return `${head}\n\n${bodies.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------
// One locale's build

export type FinishOptions = {
  /** The locale's build directory (`build` or `build/zh-Hans`). */
  outDir: string;
  site: Site;
  /** The opening of llms-full.txt: title, summary and a note, as Markdown. */
  fullHead: string;
  /**
   * Every docs page and post the locale builds, by route (`/zh-Hans/docs/…`, spaces as written): its area and
   * the source file the locale reads (the Chinese one under i18n/ for the Chinese build).
   */
  pages: Map<string, {area: Area; sourceFile: string}>;
};

/** A route without its trailing slash (the /docs landing's permalink has one), for comparing routes. */
export function routeKey(route: string): string {
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** The route of a twin's URL and the twin's file: `https://…/docs/a%20b/c.md` → `/docs/a b/c`, `<outDir>/docs/a b/c.md`. */
function twinOf(url: string, {outDir, site}: FinishOptions): {route: string; file: string} {
  const route = routeKey(decodeURIComponent(new URL(url).pathname).replace(/\.md$/, ''));
  const prefix = new URL(site.root).pathname.replace(/\/$/, '');
  if (!route.startsWith(`${prefix}/`)) throw new Error(`llms: ${url} is outside ${site.root}`);
  return {route, file: join(outDir, `${route.slice(prefix.length)}.md`)};
}

/**
 * Finishes one locale's llms.txt, twins and llms-full.txt after the plugin has written them. Fails the
 * build when the plugin left out a page (it logs its own errors and carries on), when a twin is missing,
 * or when a twin still holds an HTML tag.
 */
export function finishLlmsFiles(options: FinishOptions): void {
  const {outDir, site, fullHead} = options;
  const indexFile = join(outDir, 'llms.txt');
  if (!existsSync(indexFile)) throw new Error(`llms: docusaurus-plugin-llms wrote no ${indexFile}`);
  const {head, entries} = parseIndex(readFileSync(indexFile, 'utf8'));
  const pagesByRoute = new Map([...options.pages].map(([route, page]) => [routeKey(route), page]));

  const pages = entries.map((entry) => {
    const {route, file} = twinOf(entry.url, options);
    const known = pagesByRoute.get(route);
    if (!known) throw new Error(`llms: llms.txt lists ${route}, which is not a docs page or post of the site`);
    if (!existsSync(file)) throw new Error(`llms: no Markdown twin ${file} for ${route}`);
    const htmlUrl = entry.url.replace(/\.md$/, '');
    const raw = restoreImages(readFileSync(file, 'utf8'), readFileSync(known.sourceFile, 'utf8'));
    const twin = finishPage(raw, htmlUrl, site);
    const tags = htmlTags(twin);
    if (tags.length) throw new Error(`llms: HTML left in ${file}: ${[...new Set(tags)].join(' ')}`);
    return {
      ...entry,
      file,
      area: known.area,
      route,
      htmlUrl,
      twin,
      description: twinDescription(twin) || entry.description,
    };
  });

  const listed = new Set(pages.map((page) => page.route));
  const missing = [...pagesByRoute.keys()].filter((route) => !listed.has(route));
  if (missing.length) throw new Error(`llms: docusaurus-plugin-llms left out ${missing.join(', ')}`);

  for (const page of pages) writeFileSync(page.file, page.twin);
  writeFileSync(indexFile, groupedIndex(head, pages, areaHeadings(site.locale)));
  writeFileSync(join(outDir, 'llms-full.txt'), fullText(fullHead, pages));
}
