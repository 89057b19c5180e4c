// Every image on every built page is sized, light (SVG or a modern format), and lazy unless it opens the page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {inlineSvgMarkup} from '../../mdx/inline-svg';
import {buildDir} from './harness';

const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter(
  (f) => f.endsWith('.html') && !f.startsWith('.bench'),
);
const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}=("[^"]*"|'[^']*'|[^\\s>]+)`))?.[1]?.replace(/^["']|["']$/g, '');

/**
 * The problems of one page's images. In `main`, the page's content, one image may load eagerly, and only
 * near the top (before the content's second `<h2>`, as mdx/eager-first-image.ts allows); all others are lazy.
 */
export function imageProblems(html: string): string[] {
  const problems: string[] = [];
  const mainAt = html.indexOf('<main');
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    const tag = match[0];
    const src = attr(tag, 'src') ?? '';
    const label = src.startsWith('data:') ? `${src.slice(0, 30)}…` : src;
    if (!attr(tag, 'width') || !attr(tag, 'height')) problems.push(`${label}: no width and height`);
    if (!/^data:image\/(?:svg\+xml|webp|avif)[;,]|\.(svg|webp|avif)(\?|#|$)/i.test(src))
      problems.push(`${label}: not SVG, WebP or AVIF`);
  }
  if (mainAt >= 0) {
    const main = html.slice(mainAt);
    const secondSection = [...main.matchAll(/<h2\b/g)][1]?.index ?? Infinity;
    const eager = [...main.matchAll(/<img\b[^>]*>/g)].filter(({0: tag}) => attr(tag, 'loading') !== 'lazy');
    eager.forEach(({0: tag, index}, i) => {
      const label = (attr(tag, 'src') ?? '').slice(0, 40);
      if (i > 0) problems.push(`${label}: a second eager image, not lazy`);
      else if (index >= secondSection) problems.push(`${label}: below the page's opening but not lazy`);
    });
  }
  return problems;
}

test('every image on every page has width and height, is SVG, WebP or AVIF, and is lazy unless it opens the page', () => {
  assert.ok(pages.length > 600, `${pages.length} pages`);
  const problems = pages.flatMap((page) =>
    imageProblems(readFileSync(join(buildDir, page), 'utf8')).map((p) => `${page}: ${p}`),
  );
  assert.deepEqual(problems, []);
});

test('the image check catches an unsized, heavy or eager image', () => {
  const html =
    '<main><img src=/a.svg width=10 height=10><img src=/b.png><img src=/c.webp width=1 height=1 loading=lazy></main>';
  assert.deepEqual(imageProblems(html), [
    '/b.png: no width and height',
    '/b.png: not SVG, WebP or AVIF',
    '/b.png: a second eager image, not lazy',
  ]);
  const late =
    '<main><h2>One</h2><img src=/a.svg width=1 height=1 loading=lazy><h2>Two</h2><img src=/b.svg width=1 height=1></main>';
  assert.deepEqual(imageProblems(late), ["/b.svg: below the page's opening but not lazy"]);
  const opening =
    '<main><img src=/avatar.svg width=1 height=1 loading=lazy><h2>One</h2><img src=/a.svg width=1 height=1 loading=eager><h2>Two</h2></main>';
  assert.deepEqual(imageProblems(opening), []);
});

/** The SVG drawing an `<img>` in an article shows, from its data address or from static/; undefined for other images. */
function svgOf(src: string): string | undefined {
  const data = src.match(/^data:image\/svg\+xml;base64,(.+)$/);
  if (data) return Buffer.from(data[1], 'base64').toString('utf8');
  const file = src.replace(/^\/zh-Hans\//, '/').match(/^(\/img\/[^?#]+\.svg)/)?.[1];
  return file ? readFileSync(join(import.meta.dirname, '../../static', file), 'utf8') : undefined;
}

test("the articles' SVG figures are drawn in the page, named by their alt text; only a drawing that cannot be stays an image", () => {
  let inline = 0;
  let markdownImages = 0;
  const problems: string[] = [];
  for (const page of pages) {
    const html = readFileSync(join(buildDir, page), 'utf8');
    for (const article of html.split('<article').slice(1)) {
      for (const {0: figure} of article.matchAll(/<span class=inline-figure [^>]*>/g)) {
        inline += 1;
        if (!/ role=img /.test(figure) || !/ aria-label=(?:"[^"]+"|'[^']+'|[^\s'">]+)/.test(figure))
          problems.push(`${page}: ${figure}`);
      }
      // A Markdown image, which the theme draws with decoding=async; an <img> written as JSX is left as written.
      for (const {0: tag} of article.matchAll(/<img\b[^>]*>/g)) {
        if (attr(tag, 'decoding') !== 'async') continue;
        markdownImages += 1;
        const src = attr(tag, 'src') ?? '';
        const svg = svgOf(src);
        if (svg !== undefined && inlineSvgMarkup(svg, src) !== undefined)
          problems.push(`${page}: ${src.slice(0, 60)} is still an image`);
      }
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(inline >= 30, `${inline} inline figures in both locales`);
  // The other Markdown images (WebP pictures) are found by the theme's mark: if it stopped marking them,
  // the check above would pass on nothing, and this would say so.
  assert.ok(markdownImages >= 4, `${markdownImages} Markdown images left in articles`);
});
