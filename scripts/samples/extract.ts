// Code samples of the site's pages, as the sample check compiles them: which blocks, in which language, and
// what each is checked together with (a continuation's earlier blocks) or against (an excerpt's whole file).
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';

import {root} from '../content/guides';
import {fenceLanguage, hasMark} from '../../src/runner/marks';

export {root};

/** The four compiled languages, with the fence languages that mean each. */
export const languages = ['lua', 'teal', 'yue', 'ts'] as const;
export type Language = (typeof languages)[number];

export type Meta = {
  title?: string;
  /** Names the block, so that a later block can continue it or quote it. */
  id?: string;
  /** The id of an earlier block of the same language on the page: checked as that code followed by this. */
  continues?: string;
  /** The id of a whole file on the same page that this block quotes lines from. */
  excerpt?: string;
  /** Why the block cannot compile by design. */
  nocheck?: string;
  /** The bare word `run`: the page runs the block (src/runner/marks.ts), and so does the check. */
  run?: boolean;
};

export type Block = {
  file: string; // relative to the site's root
  line: number; // of the opening fence
  end: number; // the index of the closing fence's line
  fence: string; // the fence's language as written (tsx, tl…)
  language: Language;
  code: string;
  meta: Meta;
  /** For a runnable block: the next block, when it is marked `output`: what the page says the block prints. */
  output?: string;
};

/** `key="value"`, `key='value'` or `key=value` pairs of a fence's meta string (bare words are ignored). */
export function parseMeta(metastring: string): Meta {
  const meta: Record<string, string> = {};
  for (const m of metastring.matchAll(/(\w+)=(?:"([^"]*)"|'([^']*)'|([^\s"'{}]+))/g)) {
    meta[m[1]] = m[2] ?? m[3] ?? m[4];
  }
  // A bare `nocheck` (or `continues`, `excerpt`) is kept as empty, so that the check can ask for its value.
  for (const key of ['nocheck', 'continues', 'excerpt']) if (hasMark(metastring, key)) meta[key] ??= '';
  const {title, id, continues, excerpt, nocheck} = meta;
  return {title, id, continues, excerpt, nocheck, ...(hasMark(metastring, 'run') ? {run: true} : {})};
}

/**
 * Whether a fence sits in a language tab group. On API pages the Teal blocks outside one are the generator's
 * signatures — declarations, not samples — and so are its TypeScript blocks marked `signature`.
 */
function tabRanges(source: string): [number, number][] {
  return [...source.matchAll(/<Tabs\b[^>]*groupId="language-select"[^>]*>[\s\S]*?<\/Tabs>/g)].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
}

/** The compiled-language fenced blocks of one page. */
export function pageBlocks(file: string, source: string, {signatures = false} = {}): Block[] {
  const blocks: Block[] = [];
  const tabs = signatures ? tabRanges(source) : [];
  const lines = source.split('\n');
  let offset = 0;
  const offsets = lines.map((l) => {
    const at = offset;
    offset += l.length + 1;
    return at;
  });
  for (let i = 0; i < lines.length; i += 1) {
    const open = lines[i].match(/^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/);
    if (!open) continue;
    const [, indent, fence, lang, rest] = open;
    const start = i;
    const body: string[] = [];
    for (
      i += 1;
      i < lines.length && !(lines[i].trim().startsWith(fence) && lines[i].trim().replace(/[`~]/g, '') === '');
      i += 1
    ) {
      body.push(lines[i].startsWith(indent) ? lines[i].slice(indent.length) : lines[i]);
    }
    const language = fenceLanguage[lang];
    // The block marked `output` right after a block (blank lines between) is what that block prints.
    if (
      hasMark(rest, 'output') &&
      blocks.at(-1)?.meta.run &&
      lines.slice(blocks.at(-1)!.end + 1, start).every((l) => l.trim() === '')
    )
      blocks.at(-1)!.output = body.join('\n');
    if (!language) continue;
    if (signatures && language === 'teal' && !tabs.some(([a, b]) => offsets[start] > a && offsets[start] < b)) continue;
    if (signatures && /(?:^|\s)signature(?:\s|$)/.test(rest)) continue;
    blocks.push({file, line: start + 1, end: i, fence: lang, language, code: body.join('\n'), meta: parseMeta(rest)});
  }
  return blocks;
}

/** What the check does with a block. */
export type Unit =
  | {kind: 'compile'; block: Block; parts: Block[]; code: string; tsx: boolean}
  | {kind: 'excerpt'; block: Block; of?: Block[]}
  | {kind: 'escape'; block: Block}
  | {kind: 'invalid'; block: Block; message: string};

/** The blocks a block is checked with: the chain of blocks it continues, then itself. */
function chain(block: Block, byId: Map<string, Block>, seen = new Set<Block>()): Block[] | string {
  if (!block.meta.continues) return [block];
  if (seen.has(block)) return `continues itself through "${block.meta.continues}"`;
  seen.add(block);
  const earlier = byId.get(block.meta.continues);
  if (!earlier)
    return `continues "${block.meta.continues}", but no earlier ${block.language} block on the page has that id`;
  const before = chain(earlier, byId, seen);
  return typeof before === 'string' ? before : [...before, block];
}

const elision = /^(\.\.\.|…|--\s*(\.\.\.|…).*|\/\/\s*(\.\.\.|…).*|\{\/\*\s*(\.\.\.|…).*)$/;

/** Whether every line of the excerpt (but elisions) appears, in order, in the whole file. */
export function excerptMatches(excerpt: string, whole: string): boolean {
  const wholeLines = whole.split('\n').map((l) => l.trim());
  let at = 0;
  for (const line of excerpt.split('\n').map((l) => l.trim())) {
    if (line === '' || elision.test(line)) continue;
    while (at < wholeLines.length && wholeLines[at] !== line) at += 1;
    if (at === wholeLines.length) return false;
    at += 1;
  }
  return true;
}

/** The check's units of a page: per language, ids resolve to earlier blocks only. */
export function pageUnits(blocks: Block[]): Unit[] {
  const units: Unit[] = [];
  const ids = new Map<Language, Map<string, Block>>();
  for (const block of blocks) {
    const byId = ids.get(block.language) ?? new Map<string, Block>();
    ids.set(block.language, byId);
    const {meta} = block;
    const marks = [meta.continues, meta.excerpt, meta.nocheck].filter((m) => m !== undefined).length;
    if (marks > 1) {
      units.push({kind: 'invalid', block, message: 'a block is a continuation, an excerpt or an escape, not several'});
    } else if (meta.nocheck !== undefined) {
      units.push(
        meta.nocheck.trim().length < 8
          ? {kind: 'invalid', block, message: 'nocheck needs a reason, e.g. nocheck="a deliberately wrong call"'}
          : {kind: 'escape', block},
      );
    } else if (meta.excerpt !== undefined) {
      const whole =
        byId.get(meta.excerpt) ?? blocks.find((b) => b.language === block.language && b.meta.id === meta.excerpt);
      const of = whole ? chain(whole, byId) : undefined;
      if (!meta.title) units.push({kind: 'invalid', block, message: 'an excerpt names its whole file in a title'});
      else if (!whole || of === undefined || typeof of === 'string') {
        units.push({
          kind: 'invalid',
          block,
          message: `an excerpt of "${meta.excerpt}", which is not a ${block.language} block on the page`,
        });
      } else if (!excerptMatches(block.code, of.map((b) => b.code).join('\n'))) {
        units.push({kind: 'invalid', block, message: `lines that are not in "${meta.excerpt}" (line ${whole.line})`});
      } else units.push({kind: 'excerpt', block, of});
    } else {
      const parts = chain(block, byId);
      if (typeof parts === 'string') units.push({kind: 'invalid', block, message: parts});
      else if (meta.continues && !meta.title) {
        units.push({
          kind: 'invalid',
          block,
          message: 'a continuation says so in its title (e.g. title="init.lua, continued")',
        });
      } else {
        units.push({
          kind: 'compile',
          block,
          parts,
          code: parts.map((b) => b.code).join('\n'),
          tsx: parts.some((b) => b.fence === 'tsx'),
        });
      }
    }
    if (meta.id !== undefined) {
      if (byId.has(meta.id))
        units.push({kind: 'invalid', block, message: `a second ${block.language} block with id "${meta.id}"`});
      byId.set(meta.id, block);
    }
  }
  return units;
}

const moduleExtension: Partial<Record<Language, RegExp>> = {teal: /\.tl$/, ts: /(\.d)?\.tsx?$/};

/**
 * The module a block is, when its title is just a file path in its language (`title="Script/Config.tl"`):
 * another block on the page can then require or import it, as the project the page builds would.
 */
export function moduleOf(block: Block): string | undefined {
  const title = block.meta.title;
  const ext = moduleExtension[block.language];
  if (!title || !ext || !/^[\w-]+(\/[\w-]+)*(\.d)?\.\w+$/.test(title) || !ext.test(title)) return undefined;
  return title.replace(ext, '');
}

/**
 * The modules of a set of pages (blocks titled with a file path, `moduleOf`), in scopes (the sample check keeps
 * one per language), found by name as the engine and a reader find them.
 */
export class PageModules<T> {
  private readonly byPage: Map<string, T>[];

  constructor(private readonly pages: Page[]) {
    this.byPage = pages.map(() => new Map());
  }

  /** Records page `page`'s module; the engine searches a project's Script/ folder as well as its root: Script/X is also `X`. */
  add(page: number, module: string, value: T, scope = ''): void {
    this.byPage[page].set(`${scope}:${module}`, value);
    if (module.startsWith('Script/')) this.byPage[page].set(`${scope}:${module.slice('Script/'.length)}`, value);
  }

  /** A module of the page, or else of another page of the same series (folder), as a reader follows it. */
  find(page: number, name: string, scope = ''): T | undefined {
    const folder = dirname(this.pages[page].file);
    return (
      this.inPage(this.byPage[page], name, scope) ??
      this.pages
        .map((p, i) => (dirname(p.file) === folder ? this.inPage(this.byPage[i], name, scope) : undefined))
        .find((found) => found !== undefined)
    );
  }

  private inPage(map: Map<string, T>, name: string, scope: string): T | undefined {
    const key = `${scope}:${name}`;
    if (map.has(key)) return map.get(key);
    // `./inventory` from Hello/init.ts is the page's Hello/inventory.d.ts
    const near = [...map].filter(([k]) => k.startsWith(`${scope}:`) && k.endsWith(`/${name}`));
    return near.length === 1 ? near[0][1] : undefined;
  }
}

/** A TypeScript declaration file (`title="inventory.d.ts"`): checked as one, where `export =` is allowed. */
export const isDeclaration = (block: Block) => block.language === 'ts' && /\.d\.ts$/.test(block.meta.title ?? '');

/** The modules a unit's code requires or imports by name: `require("Script.Config")`, `from 'Script/Config'`. */
export function requiredModules(code: string): string[] {
  return [
    ...code.matchAll(/\brequire\s*\(?\s*["']([\w./-]+)["']|\bfrom\s+["']([\w./-]+)["']|\bimport\s+["']([\w./-]+)["']/g),
  ].map((m) => {
    const name = (m[1] ?? m[2] ?? m[3]).replace(/^\.\//, '');
    return name.includes('/') ? name : name.replace(/\./g, '/');
  });
}

/** Where a line of a unit's joined code comes from. */
export function sourceLine(unit: Extract<Unit, {kind: 'compile'}>, line: number): {block: Block; line: number} {
  let left = line;
  for (const part of unit.parts) {
    const count = part.code.split('\n').length;
    if (left <= count) return {block: part, line: part.line + left};
    left -= count;
  }
  return {block: unit.block, line: unit.block.line + 1};
}

/** Code with its comments and string literals taken out, and no whitespace: what must match across locales. */
export function codeShape(block: Block): string {
  const ts = block.language === 'ts';
  const comment = ts ? String.raw`\/\*[\s\S]*?\*\/|\/\/[^\n]*` : String.raw`--\[\[[\s\S]*?\]\]|--[^\n]*`;
  // YueScript's double-quoted strings may span lines.
  const quoted = ts
    ? String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'`
    : String.raw`"(?:[^"\\]|\\.)*"|'(?:[^'\\\n]|\\.)*'`;
  const string = ts ? String.raw`${quoted}|\x60(?:[^\x60\\]|\\.)*\x60` : String.raw`${quoted}|\[\[[\s\S]*?\]\]`;
  // One pass, left to right, so that a quote in a comment or a dash in a string is read as what it is in.
  const pattern = new RegExp(`(${comment})|(?:${string})`, 'g');
  return block.code
    .replace(pattern, (_m, isComment: string | undefined) => (isComment ? '' : '""'))
    .replace(/>[^<>{}]*[^\s<>{}][^<>{}]*</g, '><') // text shown between JSX tags
    .replace(/\s+/g, '');
}

/** Chinese blocks whose code differs from the English twin's, beyond comments and strings. */
export function twinDifferences(en: Page, zh: Page): {block: Block; message: string}[] {
  const differences: {block: Block; message: string}[] = [];
  const count = Math.max(en.blocks.length, zh.blocks.length);
  for (let i = 0; i < count; i += 1) {
    const [a, b] = [en.blocks[i], zh.blocks[i]];
    if (!a || !b) {
      differences.push({
        block: b ?? zh.blocks.at(-1) ?? a,
        message: `${zh.blocks.length} code blocks, the English page has ${en.blocks.length}`,
      });
      break;
    }
    if (a.language !== b.language || codeShape(a) !== codeShape(b)) {
      differences.push({
        block: b,
        message: `code differs from the English page's block at line ${a.line} beyond comments and strings`,
      });
    }
  }
  return differences;
}

export type Page = {file: string; locale: 'en' | 'zh-Hans'; blocks: Block[]};

const zhDocs = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/';
const zhBlog = 'i18n/zh-Hans/docusaurus-plugin-content-blog/';

/** The English page of a Chinese one (paths relative to the site's root). */
export function englishFile(zhFile: string): string {
  if (zhFile.startsWith(zhDocs)) return `docs/${zhFile.slice(zhDocs.length)}`;
  if (zhFile.startsWith(zhBlog)) return `blog/${zhFile.slice(zhBlog.length)}`;
  return zhFile;
}

/** Every Markdown file under a folder, sorted (none when the folder is missing). */
export function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && statSync(join(dir, f)).isFile())
    .sort()
    .map((f) => join(dir, f));
}

/** Every page with samples: guides, API pages (their examples), the blog, in both locales. */
export function sitePages(base = root): Page[] {
  const sets: [string, Page['locale']][] = [
    [join(base, 'docs'), 'en'],
    [join(base, 'blog'), 'en'],
    [join(base, zhDocs), 'zh-Hans'],
    [join(base, zhBlog), 'zh-Hans'],
  ];
  return sets.flatMap(([dir, locale]) =>
    markdownFiles(dir).map((path) => {
      const file = relative(base, path);
      const api = relative(dir, path).startsWith('api/');
      return {file, locale, blocks: pageBlocks(file, readFileSync(path, 'utf8'), {signatures: api})};
    }),
  );
}
