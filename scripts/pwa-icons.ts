// Draws the installed site's icons (static/img/icon-*.png, named in config/pwa.ts's web app manifest) from the
// site's own favicon with the system Chromium: `npx tsx scripts/pwa-icons.ts` after the favicon changes.
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {launchBrowser} from '../tests/e2e/harness';

const img = join(import.meta.dirname, '..', 'static', 'img');
const favicon = readFileSync(join(img, 'favicon.svg')).toString('base64');

/**
 * `any` icons are the favicon on a transparent square. A `maskable` icon is cropped by the launcher to any
 * shape inside the centre circle of 80 % of its width, so the favicon sits within it on the page's dark colour.
 */
const icons = [
  {file: 'icon-192.png', size: 192, scale: 1, background: 'transparent'},
  {file: 'icon-512.png', size: 512, scale: 1, background: 'transparent'},
  {file: 'icon-maskable-512.png', size: 512, scale: 0.56, background: '#16171b'},
];

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const {file, size, scale, background} of icons) {
      await page.setViewportSize({width: size, height: size});
      const side = Math.round(size * scale);
      await page.setContent(
        `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${background}">` +
          `<img width="${side}" height="${side}" src="data:image/svg+xml;base64,${favicon}"></body>`,
      );
      await page.locator('img').evaluate((el: HTMLImageElement) => el.decode());
      writeFileSync(join(img, file), await page.screenshot({omitBackground: background === 'transparent'}));
      console.log(`static/img/${file}: ${size}×${size}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
