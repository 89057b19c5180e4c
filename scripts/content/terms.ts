// Chinese wording checks: one term per engine concept (the glossary's `avoid` variants never appear in
// Chinese prose), a link that names a page uses the page's real title, and Chinese prose (the generated API
// pages too) writes full-width ：，（） beside Chinese.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {glossary} from '../../src/data/glossary';
import {markdownFiles} from '../samples/extract';
import {root, routeOf} from './guides';

export type TermProblem = {file: string; line: number; message: string};

/** The text a reader sees of a Markdown page, line for line: code, tags, link targets and comments blanked. */
export function proseLines(source: string): string[] {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, (m) => m.replace(/^(?!title:|description:).*$/gm, '')) // front matter: title, description
    .replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, blank)
    .replace(/^(import|export) .*$/gm, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, blank)
    .replace(/<[^>\n]+>/g, blank)
    .replace(/\]\([^)\n]*\)/g, (m) => `]${blank(m.slice(1))}`)
    .replace(/\{#[\w.-]+\}/g, blank)
    .split('\n');
}

/** Every variant the glossary says to avoid, found in the lines (with the words it allows taken out). */
export function variantProblems(file: string, lines: string[]): TermProblem[] {
  const problems: TermProblem[] = [];
  for (const entry of glossary) {
    for (const variant of entry.avoid ?? []) {
      lines.forEach((text, i) => {
        let rest = text;
        for (const word of entry.allow ?? []) rest = rest.split(word).join(' ');
        if (rest.includes(variant)) {
          problems.push({
            file,
            line: i + 1,
            message: `"${variant}" for ${entry.en}: the glossary's term is "${entry.zh}"`,
          });
        }
      });
    }
  }
  return problems;
}

/**
 * Half-width `:` or `,` beside Chinese text, or `(` `)` around it, where Chinese prose writes ：，（）. A bracket
 * of code or coordinates next to Chinese, `Rect(0, 0)` or `(300, -350) 处`, is not Chinese in brackets.
 */
const halfWidth = /[\u3400-\u9fff][ \t]*[:,]|[:,][ \t]*[\u3400-\u9fff]|\([ \t]*[\u3400-\u9fff]|[\u3400-\u9fff][ \t]*\)/;

/** Half-width punctuation beside Chinese in the lines (the API generator's `**函数:**` and `a, b` were such). */
export function punctuationProblems(file: string, lines: string[]): TermProblem[] {
  return lines.flatMap((text, i) => {
    const m = halfWidth.exec(text.replace(/^(?:title|description):/, '')); // front matter's own key
    return m
      ? [{file, line: i + 1, message: `half-width punctuation beside Chinese: "${m[0].trim()}" (write ：，（）)`}]
      : [];
  });
}

export const zhDocsDir = (base = root) => join(base, 'i18n/zh-Hans/docusaurus-plugin-content-docs/current');
export const zhBlogDir = (base = root) => join(base, 'i18n/zh-Hans/docusaurus-plugin-content-blog');

/** In code and JSON, only the lines with Chinese text count (routes and ids are not prose). */
const chineseLinesOnly = (source: string) =>
  source.split('\n').map((line) => (/[\u3400-\u9fff]/.test(line) ? line : ''));

/** The Chinese text sources: guides and API pages, posts, the API descriptions and the interface strings. */
export function chineseSources(base = root): {file: string; lines: string[]}[] {
  // API pages included: they are written from src/data/api/text/zh-Hans and the generator's own words.
  const pages = [...markdownFiles(zhDocsDir(base)), ...markdownFiles(zhBlogDir(base))].map((file) => ({
    file: relative(base, file),
    lines: proseLines(readFileSync(file, 'utf8')),
  }));
  // Chinese text in the site's code: the home page's and the guides' data, the glossary page's component.
  const code = ['src', 'config']
    .map((dir) => join(base, dir))
    .filter(existsSync)
    .flatMap((dir) => readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((f) => join(dir, f)))
    // The glossary names the variants it avoids, and the search words keep them findable: both on purpose.
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('glossary.ts') && !f.endsWith(join('config', 'search.ts')))
    .sort()
    .map((file) => ({file: relative(base, file), lines: chineseLinesOnly(readFileSync(file, 'utf8'))}));
  // Words drawn in the Chinese versions of the site's pictures.
  const staticDir = join(base, 'static');
  const pictures = existsSync(staticDir)
    ? readdirSync(staticDir, {recursive: true, encoding: 'utf8'})
        .filter((f) => /\.svg$/.test(f))
        .sort()
        .map((f) => ({
          file: relative(base, join(staticDir, f)),
          lines: chineseLinesOnly(readFileSync(join(staticDir, f), 'utf8')),
        }))
    : [];
  const i18n = join(base, 'i18n/zh-Hans');
  const json = existsSync(i18n)
    ? readdirSync(i18n, {recursive: true, encoding: 'utf8'})
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => ({
          file: relative(base, join(i18n, f)),
          lines: chineseLinesOnly(readFileSync(join(i18n, f), 'utf8')),
        }))
    : [];
  return [...pages, ...code, ...pictures, ...json];
}

// ── Link texts that quote page titles ──────────────────────────────────────────────────────────────────

function frontMatterTitle(source: string): string | undefined {
  const front = source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const title = front.match(/^title:\s*(.+)$/m)?.[1] ?? source.match(/^#\s+(.+)$/m)?.[1];
  return title?.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The title of every Chinese docs page and post, by route (`/docs/tutorial/quick-start`, `/blog/…`). */
export function chineseTitles(base = root): Map<string, string> {
  const titles = new Map<string, string>();
  for (const file of markdownFiles(zhDocsDir(base))) {
    const title = frontMatterTitle(readFileSync(file, 'utf8'));
    if (title) titles.set(routeOf(relative(zhDocsDir(base), file)).replace(/\/index$/, ''), title);
  }
  for (const file of markdownFiles(zhBlogDir(base))) {
    const source = readFileSync(file, 'utf8');
    const title = frontMatterTitle(source);
    const date = relative(zhBlogDir(base), file).match(/^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/);
    const slug = source.match(/^slug:\s*(.+)$/m)?.[1]?.trim();
    if (title && date)
      titles.set(`/blog/${slug ?? `${date[1]}/${Number(date[2])}/${Number(date[3])}/${date[4]}`}`, title);
  }
  return titles;
}

/** How alike two titles are: the share of character pairs they have in common (Dice on bigrams). */
export function likeness(a: string, b: string): number {
  const pairs = (s: string) => {
    const t = s.replace(/\s+/g, '');
    return Array.from({length: Math.max(0, t.length - 1)}, (_, i) => t.slice(i, i + 2));
  };
  const x = pairs(a);
  const y = pairs(b);
  if (x.length === 0 || y.length === 0) return 0;
  const rest = [...y];
  let common = 0;
  for (const p of x) {
    const at = rest.indexOf(p);
    if (at >= 0) {
      common += 1;
      rest.splice(at, 1);
    }
  }
  return (2 * common) / (x.length + y.length);
}

const quoted = /^[《「“"](.+)[》」”"]$/;
/** A part number such as （一）, which only a title carries. */
const seriesMarker = /[（(][一二三四五六七八九十]+[）)]|[（(](I|II|III|IV|V)[）)]/;

/** A text about as long as the title and mostly the same: a title written from memory, not a shortened mention. */
const misquotes = (text: string, title: string) =>
  !title.includes(text) &&
  Math.abs(text.length - title.length) <= 2 &&
  // mostly the same words, or the same opening with another ending (快速开始 for 快速上手)
  (likeness(text, title) >= 0.6 || (/^[\u3400-\u9fff]{2}/.test(text) && text.slice(0, 2) === title.slice(0, 2)));

/**
 * Links whose text quotes a page title that no page has: a quoted title (《…》「…」) that is not one, or a text
 * that nearly matches the linked page's title without being it (「使用物理引擎（一）」 for 使用物理节点（一）).
 */
export function linkTitleProblems(file: string, source: string, titles: Map<string, string>): TermProblem[] {
  const problems: TermProblem[] = [];
  const known = new Set(titles.values());
  const titleRoutes = new Map([...titles].map(([route, title]) => [title, route]));
  const lines = source.replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, (m) => m.replace(/[^\n]/g, ' ')).split('\n');
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/(?<!!)\[([^\]\n]+)\]\(([^)\s]+)\)/g)) {
      const text = m[1].replace(/[`*_]/g, '').trim();
      if (!/[\u3400-\u9fff]/.test(text)) continue;
      const route = decodeURI(m[2].split('#')[0])
        .replace(/\/$/, '')
        .replace(/^\/zh-Hans/, '');
      const title = titles.get(route);
      const inner = text.match(quoted)?.[1];
      if (inner !== undefined && !known.has(inner)) {
        problems.push({
          file,
          line: i + 1,
          message: `link text quotes "${inner}", which is no page's title${title ? ` (the page is "${title}")` : ''}`,
        });
      } else if (
        title &&
        text !== title &&
        !route.startsWith('/docs/api/') &&
        (seriesMarker.test(text) || misquotes(text, title))
      ) {
        problems.push({file, line: i + 1, message: `link text "${text}" misquotes the page's title "${title}"`});
      } else if (title && text !== title && titleRoutes.has(text)) {
        problems.push({
          file,
          line: i + 1,
          message: `link text "${text}" is the title of ${titleRoutes.get(text)}, but the link opens "${title}"`,
        });
      }
    }
  });
  return problems;
}

/** Every wording problem of the Chinese site. */
export function termProblems(base = root): TermProblem[] {
  const titles = chineseTitles(base);
  const problems = chineseSources(base).flatMap(({file, lines}) => variantProblems(file, lines));
  for (const dir of [zhDocsDir(base), zhBlogDir(base)]) {
    for (const path of markdownFiles(dir)) {
      const source = readFileSync(path, 'utf8');
      problems.push(...linkTitleProblems(relative(base, path), source, titles));
      problems.push(...punctuationProblems(relative(base, path), proseLines(source)));
    }
  }
  return problems;
}
