// The weight budgets of issue 6, and the check `npm test` runs on the production build.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {startedScripts} from '../config/ssr-template';

/** What a first visit may download, gzipped (JS, CSS), and how large each locale's search index may be, raw. */
export const budgets = {jsKiB: 135, cssKiB: 25, searchIndexMB: 2.2};
export type Budgets = typeof budgets;

/** The pages a first-time reader is most likely to land on: home, a tutorial, an API page, a post. */
export const budgetPages = ['/', '/docs/tutorial/quick-start', '/docs/api/Class/Node', '/blog/2024/4/25/tsx-dev-intro'];
export const locales = [
  {locale: 'en', prefix: ''},
  {locale: 'zh-Hans', prefix: '/zh-Hans'},
] as const;

const gz = (buf: Buffer) => gzipSync(buf, {level: 9}).length;

const tagsOf = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const attrOf = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="?([^"\\s>]+)`))?.[1];

/**
 * The scripts a page's HTML loads itself, as site paths: `<script src>` tags, `<link rel=preload as=script>`
 * and the list config/ssr-template.ts's starter is given.
 */
export function pageScripts(html: string): string[] {
  return [
    ...new Set(
      [
        ...tagsOf(html, 'script').map((t) => attrOf(t, 'src')),
        ...startedScripts(html),
        ...tagsOf(html, 'link')
          .filter((t) => attrOf(t, 'as') === 'script')
          .map((t) => attrOf(t, 'href')),
      ].filter((src): src is string => !!src?.endsWith('.js')),
    ),
  ];
}

/** Bytes of a built page and of the scripts and stylesheets its HTML references (`root` is the site root). */
export function firstVisit(root: string, prefix: string, page: string) {
  const html = readFileSync(join(root, prefix, page, 'index.html'));
  const text = html.toString('utf8');
  const read = (files: string[]) => [...new Set(files)].map((src) => readFileSync(join(root, src)));
  const js = read(pageScripts(text));
  const css = read(
    tagsOf(text, 'link')
      .map((t) => attrOf(t, 'href'))
      .filter((href): href is string => !!href?.endsWith('.css')),
  );
  const sum = (list: Buffer[], f: (b: Buffer) => number) => list.reduce((n, b) => n + f(b), 0);
  return {
    html: {raw: html.length, gzip: gz(html)},
    js: {raw: sum(js, (b) => b.length), gzip: sum(js, gz), files: js.length},
    css: {raw: sum(css, (b) => b.length), gzip: sum(css, gz), files: css.length},
  };
}

/** The search index files of one locale, with their raw sizes. */
export function searchIndexFiles(root: string, prefix: string): {file: string; bytes: number}[] {
  const dir = join(root, prefix);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^search-index.*\.json$/.test(f))
    .map((file) => ({file, bytes: readFileSync(join(dir, file)).length}));
}

/** Every budget a build crosses, as sentences a maintainer can act on; empty when it keeps them all. */
export function overBudget(
  root: string,
  limits: Budgets = budgets,
  pages: readonly string[] = budgetPages,
  localeList: readonly {locale: string; prefix: string}[] = locales,
): string[] {
  const over: string[] = [];
  for (const {locale, prefix} of localeList) {
    for (const page of pages) {
      const f = firstVisit(root, prefix, page);
      const js = f.js.gzip / 1024;
      const css = f.css.gzip / 1024;
      if (js > limits.jsKiB)
        over.push(
          `${prefix}${page}: ${js.toFixed(1)} KiB of JavaScript on first visit, gzipped (budget ${limits.jsKiB})`,
        );
      if (css > limits.cssKiB)
        over.push(`${prefix}${page}: ${css.toFixed(1)} KiB of CSS on first visit, gzipped (budget ${limits.cssKiB})`);
    }
    const files = searchIndexFiles(root, prefix);
    const mb = files.reduce((n, f) => n + f.bytes, 0) / 1e6;
    if (files.length === 0) over.push(`${locale}: no search index`);
    if (mb > limits.searchIndexMB)
      over.push(`${locale}: search index of ${mb.toFixed(2)} MB raw (budget ${limits.searchIndexMB})`);
  }
  return over;
}

/**
 * What one locale's service worker downloads when it installs, after a first visit (README, "Reading offline"):
 * the precache its sw.js lists (plugins/pwa/precache.ts), which it fetches itself, and its search index.
 */
export function precacheOf(root: string, prefix: string) {
  const dir = join(root, prefix);
  const worker = join(dir, 'sw.js');
  if (!existsSync(worker)) return undefined;
  const urls = [...readFileSync(worker, 'utf8').matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map(
    (m) => m[1],
  );
  const files = urls.map((url) => readFileSync(join(dir, url)));
  const index = searchIndexFiles(root, prefix).map(({file}) => readFileSync(join(dir, file)));
  const sum = (list: Buffer[], f: (b: Buffer) => number) => list.reduce((n, b) => n + f(b), 0);
  return {
    files: files.length,
    raw: sum(files, (b) => b.length),
    gzip: sum(files, gz),
    index: {raw: sum(index, (b) => b.length), gzip: sum(index, gz)},
  };
}
