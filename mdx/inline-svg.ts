import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Image, Parent, Root} from 'mdast';

/**
 * A Markdown figure drawn as an SVG file in static/ goes into the page's HTML instead of an `<img>`.
 *
 * The browser builds each SVG image into a document of its own, on the page's main thread: a page, a frame,
 * its style and its layout, and for a figure with text its own font fallback. Traced in Lighthouse's runs,
 * the Chinese quick start's figure took 27 ms of the thread's CPU time to lay out and 9 more to paint as an
 * image. Inline, its shapes and text are laid out with the page's. It looks the same: the file's drawing is
 * kept as it is, under a `<span role="img">` named by the image's alt text, and the SVG's own `id`s take a
 * prefix so that two figures on a page, or a heading, cannot share one.
 *
 * A file with a `<style>` (its rules would apply to the whole page), a script, an embedded image or foreign
 * content stays an `<img>`, as does anything not in static/ or not ending in `.svg`.
 */

/** What a figure may not hold to be inlined: these would reach outside the drawing or need a document of their own. */
const notInline = /<(?:style|script|image|foreignObject|iframe)\b|\son[a-z]+\s*=/i;

/** The SVG markup to put in the page, or undefined when the file must stay an image. */
export function inlineSvgMarkup(svg: string, key: string): string | undefined {
  if (notInline.test(svg)) return undefined;
  const prefix = `f${createHash('sha256').update(key).digest('hex').slice(0, 6)}-`;
  let body = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (!/^<svg\b/.test(body)) return undefined;
  const ids = new Set(Array.from(body.matchAll(/\sid="([^"]+)"/g), (m) => m[1]));
  if (ids.size) {
    const id = (name: string) => (ids.has(name) ? `${prefix}${name}` : name);
    body = body
      .replace(/(\sid=")([^"]+)"/g, (_, start: string, name: string) => `${start}${id(name)}"`)
      .replace(/url\(#([^)]+)\)/g, (_, name: string) => `url(#${id(name)})`)
      .replace(/(\s(?:xlink:)?href=")#([^"]+)"/g, (_, start: string, name: string) => `${start}#${id(name)}"`);
  }
  // The span around it names the figure; the drawing's own title and description would be read twice,
  // and its title would show as a tooltip, which the image never did.
  body = body.replace(
    /^(<svg\b[^>]*>)\s*(?:<title\b[^>]*>[\s\S]*?<\/title>\s*)?(?:<desc\b[^>]*>[\s\S]*?<\/desc>\s*)?/,
    '$1',
  );
  return body.replace(/^<svg\b[^>]*>/, (tag) =>
    tag
      .replace(/\s(?:role|aria-labelledby|aria-describedby|aria-label)="[^"]*"/g, '')
      .replace(/>$/, ' aria-hidden="true" focusable="false">'),
  );
}

/**
 * The MDX node of `<span className="inline-figure" role="img" aria-label={alt} data-src={url}
 * dangerouslySetInnerHTML={{__html}} />`; `data-src` lets the blog's feeds give the figure back as an image.
 */
function figureNode(url: string, alt: string, title: string | null | undefined, html: string) {
  const text = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  const literal = JSON.stringify(html);
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      text('className', 'inline-figure'),
      text('role', 'img'),
      text('aria-label', alt),
      text('data-src', url),
      ...(title ? [text('title', title)] : []),
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${literal}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ExpressionStatement',
                  expression: {
                    type: 'ObjectExpression',
                    properties: [
                      {
                        type: 'Property',
                        kind: 'init',
                        method: false,
                        shorthand: false,
                        computed: false,
                        key: {type: 'Identifier', name: '__html'},
                        value: {type: 'Literal', value: html, raw: literal},
                      },
                    ],
                  },
                },
              ],
            },
          },
        },
      },
    ],
    children: [],
  };
}

/** Remark plugin, run before Docusaurus's image transform: `![alt](/img/….svg)` with a file in `staticDir` is inlined. */
export function inlineSvgFigures({staticDir}: {staticDir: string}) {
  const cache = new Map<string, string | undefined>();
  const markup = (url: string) => {
    if (!cache.has(url)) {
      const file = join(staticDir, url);
      cache.set(url, existsSync(file) ? inlineSvgMarkup(readFileSync(file, 'utf8'), url) : undefined);
    }
    return cache.get(url);
  };
  const visit = (node: Parent) => {
    node.children.forEach((child, i) => {
      if (child.type === 'image') {
        const image = child as Image;
        const url = image.url;
        if (!url.startsWith('/') || !/\.svg$/i.test(url) || url.includes('..')) return;
        const html = markup(url);
        if (html) (node.children as unknown[])[i] = figureNode(url, image.alt ?? '', image.title, html);
      } else if ('children' in child) visit(child as Parent);
    });
  };
  return (tree: Root): void => visit(tree);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A feed's HTML with each inline figure given back as an `<img>` of its file at the site's address: feed
 * readers drop inline SVG, and an image with its alt text is what they show. The feed's HTML is React's, so
 * attributes are double-quoted and entities escaped as there.
 */
export function figuresAsImages(html: string, siteUrl: string): string {
  return html.replace(/<span class="inline-figure"([^>]*)>[\s\S]*?<\/svg><\/span>/g, (figure, attributes: string) => {
    const attribute = (name: string) => attributes.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    const src = attribute('data-src');
    if (!src) return figure;
    const title = attribute('title');
    const address = escapeAttribute(new URL(src.replace(/&amp;/g, '&'), siteUrl).href);
    return `<img src="${address}" alt="${attribute('aria-label') ?? ''}"${title === undefined ? '' : ` title="${title}"`}>`;
  });
}
