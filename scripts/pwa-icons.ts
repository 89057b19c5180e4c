// Draws the site's raster pictures from its SVG drawings with the system Chromium: `npx tsx scripts/pwa-icons.ts`
// after static/img/favicon.svg or static/img/authors/*.svg changes. The 192 and 512 px icons are named in
// plugins/pwa's web app manifest. The 96 px ones are the favicon (docusaurus.config.ts; a PNG, which every
// browser takes as an icon) and the navbar logo (config/navbar.ts; WebP like every <img> of the site). The page
// shows no SVG image of its own, since a browser builds each into a document of its own on the main thread.
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from 'playwright-core';
import {launchBrowser} from '../tests/e2e/harness';

const img = join(import.meta.dirname, '..', 'static', 'img');
const drawing = (file: string) => readFileSync(join(img, file)).toString('base64');

/**
 * `any` icons are the favicon on a transparent square. A `maskable` icon is cropped by the launcher to any
 * shape inside the centre circle of 80 % of its width, so the favicon sits within it on the page's dark colour.
 */
const icons = [
  {file: 'icon-96.png', size: 96, scale: 1, background: 'transparent'},
  {file: 'logo.webp', size: 96, scale: 1, background: 'transparent'},
  {file: 'icon-192.png', size: 192, scale: 1, background: 'transparent'},
  {file: 'icon-512.png', size: 512, scale: 1, background: 'transparent'},
  {file: 'icon-maskable-512.png', size: 512, scale: 0.56, background: '#16171b'},
  // The blog's author picture (blog/authors.yml): 3.6rem on the blog's lists at three device pixels to a CSS pixel,
  // 7rem on the authors' pages at two.
  {
    file: 'authors/dora-ssr-team.webp',
    size: 224,
    scale: 1,
    background: 'transparent',
    from: 'authors/dora-ssr-team.svg',
    // A flat drawing: lossy at 0.9 is half the lossless size with no visible change.
    quality: 0.9,
  },
].map((icon) => ({from: 'favicon.svg', quality: 1, ...icon}));

/** The picture re-encoded by Chromium as a WebP (the format of the site's `<img>` elements): lossless at quality 1. */
async function toWebp(page: Page, png: Buffer, quality: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ([source, q]) => {
      const picture = new Image();
      picture.src = source;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = picture.naturalWidth;
      canvas.height = picture.naturalHeight;
      canvas.getContext('2d')!.drawImage(picture, 0, 0);
      return canvas.toDataURL('image/webp', q);
    },
    [`data:image/png;base64,${png.toString('base64')}`, quality] as const,
  );
  if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('this Chromium cannot encode WebP');
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const {file, size, scale, background, from, quality} of icons) {
      await page.setViewportSize({width: size, height: size});
      const side = Math.round(size * scale);
      await page.setContent(
        `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${background}">` +
          `<img width="${side}" height="${side}" src="data:image/svg+xml;base64,${drawing(from)}"></body>`,
      );
      await page.locator('img').evaluate((el: HTMLImageElement) => el.decode());
      const png = await page.screenshot({omitBackground: background === 'transparent'});
      writeFileSync(join(img, file), file.endsWith('.webp') ? await toWebp(page, png, quality) : png);
      console.log(`static/img/${file}: ${size}×${size}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
