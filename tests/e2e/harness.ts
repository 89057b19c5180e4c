// Shared set-up for the end-to-end tests: a static server over build/ on loopback and the system Chromium.
import {existsSync, readFileSync, statSync} from 'node:fs';
import {chromeFlags} from '../../scripts/chrome-flags';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {extname, join, normalize, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {after, before} from 'node:test';
import {chromium, type Browser, type BrowserContextOptions, type Page, type Request} from 'playwright-core';

export const buildDir = resolve(import.meta.dirname, '../../build');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  // The in-page runner's Lua and YueScript (plugins/runner): browsers compile WebAssembly as it streams in only
  // when it is served as what it is.
  '.wasm': 'application/wasm',
  '.lua': 'text/plain; charset=utf-8',
  '.tl': 'text/plain; charset=utf-8',
};

/** Resolves a URL path the way the production host does: file, `dir/index.html`, `path.html`. */
function resolveFile(root: string, urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  const base = normalize(join(root, decoded));
  if (!base.startsWith(root)) return undefined;
  const candidates = [base, join(base, 'index.html'), `${base}.html`];
  return candidates.find((p) => existsSync(p) && statSync(p).isFile());
}

/** Text is sent gzipped when the browser asks, as every static host does, so transfer sizes (and Lighthouse's network model) are real. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);
const gzipped = new Map<string, Buffer>();

function send(req: IncomingMessage, res: ServerResponse, status: number, file: string): void {
  const headers: Record<string, string> = {'content-type': types[extname(file)] ?? 'application/octet-stream'};
  let body: Buffer;
  if (compressible.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const key = `${file}@${statSync(file).mtimeMs}`; // a file changed in place is zipped again
    let zipped = gzipped.get(key);
    if (!zipped) gzipped.set(key, (zipped = gzipSync(readFileSync(file))));
    body = zipped;
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  } else {
    body = readFileSync(file);
  }
  res.writeHead(status, headers);
  res.end(body);
}

/**
 * Serves the production build (or a copy of it in `root`) on 127.0.0.1 with the site's 404 page for unknown paths.
 * Files are read at each request, so a test can change the copy as a new deployment would.
 */
export async function startServer(root = buildDir): Promise<{url: string; close: () => Promise<void>}> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No production build in ${root}: run \`npm run build\` first.`);
  }
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const file = resolveFile(root, path);
    if (file) {
      send(req, res, 200, file);
      return;
    }
    // A build of the English site alone (`npm run build:en`) has no Chinese not-found page.
    const chinese = join(root, 'zh-Hans', '404.html');
    send(req, res, 404, path.startsWith('/zh-Hans/') && existsSync(chinese) ? chinese : join(root, '404.html'));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const chromeCandidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function chromePath(): string {
  const found = chromeCandidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian: `apt-get update && apt-get install -y chromium`) ' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

/**
 * The features Playwright turns off when it starts Chromium (its `--disable-features` switch). Chromium keeps only the last
 * `--disable-features` on its command line, so ours repeats these; `tests/e2e/browser.test.ts` fails when Playwright's
 * list gains a name this one lacks.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * How the tests start Chromium: the flags every tool here uses, and two features off. Headless Chromium opens a window
 * for each browser context, and with it the address bar's popup as two hidden WebUI pages, drawn by a renderer of their
 * own that costs about as much CPU as the page under test. No test reads the address bar; without them the browser
 * tests need about a quarter less CPU (`tests/e2e/browser.test.ts` checks that no such page opens).
 */
export const browserArgs = [
  ...chromeFlags,
  `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: browserArgs,
  });
}

export type Watched = {page: Page; errors: string[]; warnings: string[]; close: () => Promise<void>};

/** A fresh context and page that records console errors, warnings and uncaught exceptions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, ...options});
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return {page, errors, warnings, close: () => context.close()};
}

/** Waits until React has hydrated the page: Docusaurus marks <html> once its effects have run. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Navigates inside the single-page app, the way a click on a site link does (no full page load). */
export async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
}

/**
 * Registers the file's before/after hooks: one static server and one Chromium for all its tests.
 * Returns live accessors, since both exist only once the hooks have run.
 */
export function site(): {readonly url: string; readonly browser: Browser} {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('the server starts in before()');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in before()');
      return browser;
    },
  };
}

/**
 * The navbar search box the reader sees: the placeholder until the search code is ready, then the
 * plugin's box (src/theme/SearchBar). Both exist for a moment, the plugin's hidden.
 */
export const searchInput = '.navbar input.navbar__search-input:visible';
export const searchMenu = '.navbar [role="listbox"]';

/** Types a query the way a reader does: click the box as soon as it shows, then type key by key. */
export async function typeSearch(page: Page, query: string, delay = 30): Promise<void> {
  await page.locator(searchInput).click();
  await page.keyboard.type(query, {delay});
}

/** Scrolls the page's first Mermaid diagram near the screen, where it starts to load and draw. */
export async function revealDiagram(page: Page): Promise<void> {
  // In one step in the page: a placeholder near the screen may start drawing (and go) at any moment.
  await page.evaluate(() => document.querySelector('[data-mermaid-pending]')?.scrollIntoView({block: 'center'}));
}

/**
 * Watches the page's requests; the function returned resolves once none has been in flight through three idle callbacks in a
 * row, so that an absence checked after it is not just something that had no time to happen yet.
 */
export function whenSettled(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    for (let quiet = 0; quiet < 3;) {
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle(null))));
      quiet = inFlight.size === 0 ? quiet + 1 : 0;
    }
  };
}
