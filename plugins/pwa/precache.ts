/**
 * What each locale's service worker precaches (README, "Reading offline"), decided after the build has
 * rendered its pages: the plugin's workbox step lists every file of the build, and `precacheOnly` keeps
 * those a reader needs offline after one visit, which no runtime rule could fetch once the network is gone:
 *
 * - the pages of `precachedPages` (home, the four area start pages, the search page, the offline page), the
 *   scripts each one loads to render, and the stylesheet and images its HTML names;
 * - the code pages load on demand (`onDemand`): the search box and its worker, so that a reader who never
 *   touched the box can search offline, and the diagram code, so that a saved page draws its diagrams (the
 *   search index itself is fetched by the worker when it installs, src/offline/service-worker.ts: `npm run
 *   build` rewrites it after this list is made, so a revision taken here would be stale);
 * - the registration's own chunk, and `offline.html`, a copy of the offline page that needs nothing else
 *   (no script, its stylesheet and images inlined), which the worker shows for any page that is neither
 *   online nor saved: a page that started the site's scripts at another page's address would try to load
 *   that page's code and fail.
 *
 * The files come from the client build's chunks (recorded by `chunkFacts`) and Docusaurus's route-to-chunk
 * table; every lookup fails the build, by name, when it finds nothing (UPGRADING.md).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {extname, join} from 'node:path';
import type {ManifestEntry, ManifestTransform} from 'workbox-build';
import {areaStartPages} from '../../src/data/areas';

/** The routes each locale precaches, without the locale's base path. */
export const precachedPages = ['/', '/search', '/offline', ...Object.values(areaStartPages)];

/**
 * Chunk groups the precache needs besides the pages': the entry's files (`main`; the HTML names them only in
 * the starter's list, config/ssr-template.ts), and the registration's code, which every page loads.
 */
export const precachedChunkGroups = ['main', 'offline-registration'];

/**
 * The Mermaid diagram kinds the site's pages draw, by the first word of their code block, and the module of
 * mermaid that draws each. tests/unit/pwa.test.ts fails when a page uses a kind missing here.
 */
export const diagramModules: Record<string, string> = {
  flowchart: 'flowDiagram',
  graph: 'flowDiagram',
  sequenceDiagram: 'sequenceDiagram',
  'stateDiagram-v2': 'stateDiagram-v2',
};

/** An import that loads code on demand, as the client build records it: the importing module and what it asks for. */
type Origin = {moduleName?: string; request?: string};

/**
 * The code pages load on demand that the precache keeps: each entry finds, by the import that loads it, every
 * chunk of that code. A chunk belongs to each import (chunk group) that loads it, so these are exact.
 */
const onDemand: {name: string; loadedBy: (origin: Origin) => boolean}[] = [
  {
    name: "the search box (src/theme/SearchBar) and the plugin's search code",
    loadedBy: ({moduleName = ''}) =>
      /src[\\/]theme[\\/]SearchBar[\\/]|docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]/.test(
        moduleName,
      ),
  },
  {name: 'the diagram component (src/theme/Mermaid)', loadedBy: ({request}) => request === '@theme-original/Mermaid'},
  {name: "mermaid's core (theme-mermaid's loadMermaid)", loadedBy: ({request}) => request === 'mermaid'},
  ...[...new Set(Object.values(diagramModules)), 'dagre'].map((module) => ({
    name: `mermaid's ${module} module`,
    loadedBy: ({request = ''}: Origin) => new RegExp(`/${module}-[A-Z0-9]+\\.mjs$`).test(request),
  })),
];

/**
 * The search worker's code: the chunk of the site's worker module, src/search/worker.ts (which the bundler may name
 * with the modules it joined to it, `worker.ts + 7 modules`), with the chunks it loads beside it.
 */
const searchWorkerModule = /src[\\/]search[\\/]worker\.ts(?: \+ \d+ modules?)?$/;

/** The file the worker shows offline for a page it does not have, written next to the offline page. */
export const offlineCopy = 'offline.html';

/** A chunk of the client build: its files, the chunks loaded with it, the imports that load it, its modules. */
export type ChunkFact = {id: string; files: string[]; siblings: string[]; origins: Origin[]; modules: string[]};

/** What the client build says about its chunks: each named chunk group's files, and every chunk. */
export type ChunkFacts = {groups: Map<string, string[]>; chunks: ChunkFact[]};

type StatsChunk = {
  id?: string | number;
  files?: string[];
  siblings?: (string | number)[];
  origins?: Origin[];
  modules?: {name?: string}[];
};
type StatsJson = {
  chunks?: StatsChunk[];
  namedChunkGroups?: Record<string, {assets?: ({name: string} | string)[]}>;
};
type StatsCompiler = {
  hooks: {done: {tap(name: string, fn: (stats: {toJson(options: object): StatsJson}) => void): void}};
};

/** A bundler plugin for the client build that records its chunk facts into `facts` once it is done. */
export function chunkFacts(facts: ChunkFacts) {
  return {
    apply(compiler: StatsCompiler) {
      compiler.hooks.done.tap('offline-precache', (stats) => {
        const json = stats.toJson({
          all: false,
          ids: true,
          chunks: true,
          chunkModules: true,
          chunkOrigins: true,
          chunkRelations: true,
          chunkGroups: true,
        });
        facts.groups = new Map(
          Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
            name,
            (group.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name)),
          ]),
        );
        facts.chunks = (json.chunks ?? []).map((chunk) => ({
          id: String(chunk.id),
          files: chunk.files ?? [],
          siblings: (chunk.siblings ?? []).map(String),
          origins: (chunk.origins ?? []).map(({moduleName, request}) => ({moduleName, request})),
          modules: (chunk.modules ?? []).map((m) => m.name ?? ''),
        }));
      });
    },
  };
}

/** Route path → the chunk names of every route at that path, from Docusaurus's generated table. */
function chunkNamesByPath(generatedFilesDir: string): Map<string, string[]> {
  const table = JSON.parse(readFileSync(join(generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const leaves = (value: unknown, into: string[]): string[] => {
    if (typeof value === 'string') into.push(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) leaves(v, into);
    return into;
  };
  const byPath = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(table)) {
    const path = key.replace(/-[^-]+$/, ''); // keys are `<path>-<hash>`
    byPath.set(path, leaves(chunks, byPath.get(path) ?? []));
  }
  return byPath;
}

/**
 * The chunk names a page loads: its own route's, and those of the layout routes it renders in, whose path
 * leads to it (`/docs` for a doc). A path that ends in a slash (a locale's home, the docs landing) is a page
 * of its own, not a layout.
 */
export function pageChunkNames(byPath: Map<string, string[]>, page: string): string[] {
  const names: string[] = [];
  for (const [path, chunks] of byPath) {
    if (path === page || (!path.endsWith('/') && page.startsWith(`${path}/`))) names.push(...chunks);
  }
  return names;
}

/** A page's HTML file in the build, as the workbox step lists it: `index.html`, `docs/x/index.html`. */
const htmlFileOf = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);

/** An attribute in a tag as the HTML minifier writes it, quoted or not. */
const attributePattern = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`);

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(attributePattern(name));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function withAttribute(tag: string, name: string, value: string): string {
  return tag.replace(attributePattern(name), ` ${name}="${value}"`);
}

/** A site path of the build (`/zh-Hans/img/logo.svg` → `img/logo.svg`), or undefined for any other address. */
function buildFile(value: string, baseUrl: string): string | undefined {
  if (!value.startsWith(baseUrl) || value.startsWith('//')) return undefined;
  return decodeURI(value.slice(baseUrl.length).split(/[?#]/)[0]);
}

/** The site's own files a page's HTML names: its stylesheet, scripts, icons and images (relative to the build). */
export function filesNamedBy(html: string, baseUrl: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|href)=(?:"([^"]+)"|'([^']+)'|([^\s>"']+))/g)) {
    const path = buildFile(match[1] ?? match[2] ?? match[3], baseUrl);
    if (path && /\.(?:js|css|svg|png|webp|avif|jpe?g|ico|woff2?)$/.test(path)) found.add(path);
  }
  return [...found];
}

const imageTypes: Record<string, string> = {'.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp'};

/**
 * `html` as a page that needs no other file: without the scripts that start the site's app (inline ones that
 * set the colour mode stay) and without preloads; with its stylesheets inlined, and its images and icon as
 * data addresses. `read` gives a file of the build.
 */
export function selfContained(html: string, baseUrl: string, read: (file: string) => Buffer): string {
  return html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (tag, attributes: string, body: string) =>
      /\ssrc=/.test(attributes) || /["'][^"'\s]+\.js["']/.test(body) ? '' : tag,
    )
    .replace(/<link\b[^>]*>/g, (tag) => {
      const rel = attribute(tag, 'rel');
      const file = buildFile(attribute(tag, 'href') ?? '', baseUrl);
      if (rel === 'preload') return '';
      if (rel === 'stylesheet' && file) return `<style>${read(file).toString('utf8')}</style>`;
      if (rel === 'icon' && file && imageTypes[extname(file)])
        return withAttribute(tag, 'href', dataAddress(file, read));
      return tag;
    })
    .replace(/<img\b[^>]*>/g, (tag) => {
      const file = buildFile(attribute(tag, 'src') ?? '', baseUrl);
      return file && imageTypes[extname(file)] ? withAttribute(tag, 'src', dataAddress(file, read)) : tag;
    });
}

function dataAddress(file: string, read: (file: string) => Buffer): string {
  return `data:${imageTypes[extname(file)]};base64,${read(file).toString('base64')}`;
}

type Build = {outDir: string; baseUrl: string; generatedFilesDir: string; facts: ChunkFacts};

/** The files of one locale's build the worker precaches, relative to its output folder. */
export function precacheFiles({outDir, baseUrl, generatedFilesDir, facts}: Build): Set<string> {
  const fail = (what: string): never => {
    throw new Error(`Precache (plugins/pwa/precache.ts): ${what}. See UPGRADING.md.`);
  };
  const files = new Set<string>();
  const addFiles = (list: string[]) => {
    const code = list.filter((file) => /\.(?:js|css)$/.test(file));
    for (const file of code) files.add(file.replace(/^\//, ''));
    return code.length;
  };
  const byPath = chunkNamesByPath(generatedFilesDir);
  for (const page of precachedPages) {
    const route = `${baseUrl}${page.slice(1)}`; // as Docusaurus names it: `/zh-Hans/`, `/zh-Hans/search`
    const html = htmlFileOf(page);
    if (!existsSync(join(outDir, html))) fail(`${route} was not rendered (${html})`);
    files.add(html);
    for (const file of filesNamedBy(readFileSync(join(outDir, html), 'utf8'), baseUrl)) files.add(file);
    // A chunk name without a group of its own names a module the bundler put in the entry: the `main` group below.
    const loaded = pageChunkNames(byPath, route).reduce((n, name) => n + addFiles(facts.groups.get(name) ?? []), 0);
    if (loaded === 0) fail(`no chunk of the client build renders ${route} (routesChunkNames.json, chunk groups)`);
  }
  for (const name of precachedChunkGroups) {
    if (addFiles(facts.groups.get(name) ?? []) === 0) fail(`the client build has no chunk group "${name}"`);
  }
  for (const {name, loadedBy} of onDemand) {
    const chunks = facts.chunks.filter((chunk) => chunk.origins.some(loadedBy));
    if (addFiles(chunks.flatMap((chunk) => chunk.files)) === 0) fail(`no chunk of the client build holds ${name}`);
  }
  // The worker's chunk is in no other group, so its siblings are exactly the chunks the worker loads with it.
  const worker = facts.chunks.find((chunk) => chunk.modules.some((m) => searchWorkerModule.test(m)));
  if (!worker) fail('no chunk of the client build holds the search worker');
  addFiles(
    facts.chunks.filter((chunk) => chunk === worker || worker?.siblings.includes(chunk.id)).flatMap((c) => c.files),
  );
  return files;
}

/** Image types the PWA plugin's file patterns leave out. */
const unlistedImage = /\.(?:webp|avif)$/;

/** A precache entry revised by its content, as workbox revises the files it lists. */
function entryOf(url: string, content: string | Buffer): ManifestEntry & {size: number} {
  return {url, revision: createHash('md5').update(content).digest('hex'), size: Buffer.byteLength(content)};
}

/** Writes `offline.html` (the offline page, needing no other file) into the build; returns its precache entry. */
export function writeOfflineCopy(outDir: string, baseUrl: string): ManifestEntry & {size: number} {
  const html = selfContained(readFileSync(join(outDir, htmlFileOf('/offline')), 'utf8'), baseUrl, (file) =>
    readFileSync(join(outDir, file)),
  );
  writeFileSync(join(outDir, offlineCopy), html);
  return entryOf(offlineCopy, html);
}

/**
 * The workbox manifest transform: keeps the files of `precacheFiles` from everything the plugin listed, and
 * adds the offline copy. `build` is read when the transform runs, after the client build and the rendering.
 */
export function precacheOnly(build: () => Build): ManifestTransform {
  return (entries) => {
    const current = build();
    const wanted = precacheFiles(current);
    const manifest = entries.filter((entry) => wanted.has(entry.url));
    const listed = new Set(manifest.map((entry) => entry.url));
    // The plugin lists files by fixed patterns without WebP or AVIF (lib/index.js); such a file is added here.
    for (const file of wanted) {
      if (listed.has(file) || !unlistedImage.test(file) || !existsSync(join(current.outDir, file))) continue;
      manifest.push(entryOf(file, readFileSync(join(current.outDir, file))));
      listed.add(file);
    }
    const missing = [...wanted].filter((file) => !listed.has(file));
    if (missing.length > 0) {
      throw new Error(`Precache (plugins/pwa/precache.ts): the build has no ${missing.join(', ')}. See UPGRADING.md.`);
    }
    manifest.push(writeOfflineCopy(current.outDir, current.baseUrl));
    return {manifest, warnings: []};
  };
}
