// Every image on every built page is sized, light (SVG or a modern format), and lazy below the first one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from './harness';

const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html') && !f.startsWith('.bench'));
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}=("[^"]*"|'[^']*'|[^\\s>]+)`))?.[1]?.replace(/^["']|["']$/g, '');

/** The problems of one page's images: `main` is the page's content, where only the first image may load eagerly. */
export function imageProblems(html: string): string[] {
  const problems: string[] = [];
  const mainAt = html.indexOf('<main');
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    const tag = match[0];
    const src = attr(tag, 'src') ?? '';
    const label = src.startsWith('data:') ? `${src.slice(0, 30)}…` : src;
    if (!attr(tag, 'width') || !attr(tag, 'height')) problems.push(`${label}: no width and height`);
    if (!/^data:image\/svg\+xml|\.(svg|webp|avif)(\?|#|$)/i.test(src)) problems.push(`${label}: not SVG, WebP or AVIF`);
  }
  if (mainAt >= 0) {
    const inMain = [...html.slice(mainAt).matchAll(/<img\b[^>]*>/g)].slice(1);
    for (const {0: tag} of inMain) if (attr(tag, 'loading') !== 'lazy') problems.push(`${(attr(tag, 'src') ?? '').slice(0, 40)}: below the first image but not lazy`);
  }
  return problems;
}

test('every image on every page has width and height, is SVG, WebP or AVIF, and is lazy below the first', () => {
  assert.ok(pages.length > 600, `${pages.length} pages`);
  const problems = pages.flatMap((page) => imageProblems(readFileSync(join(buildDir, page), 'utf8')).map((p) => `${page}: ${p}`));
  assert.deepEqual(problems, []);
});

test('the image check catches an unsized, heavy or eager image', () => {
  const html = '<main><img src=/a.svg width=10 height=10><img src=/b.png><img src=/c.webp width=1 height=1 loading=lazy></main>';
  assert.deepEqual(imageProblems(html), ['/b.png: no width and height', '/b.png: not SVG, WebP or AVIF', '/b.png: below the first image but not lazy']);
});
