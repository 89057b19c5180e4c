// Reading offline: the address rules the worker and the page share, the precache list's parts, and the
// plugin code the site's worker rules and registration rely on (UPGRADING.md).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {diagramModules, filesNamedBy, pageChunkNames, selfContained} from '../../plugins/pwa/precache';
import {
  fileKey,
  isHashedAsset,
  isSearchIndex,
  localeBaseOf,
  offlinePagePath,
  pageCandidates,
  pageKey,
} from '../../src/shared/offline';

const pwaLib = join(dirname(require.resolve('@docusaurus/plugin-pwa/package.json')), 'lib');

test('a page is kept under its address without query, hash or trailing slash, and found in its precached form', () => {
  const url = new URL('https://dora-ssr.net/zh-Hans/docs/api/Class/Sprite/?_highlight=x#members');
  assert.equal(pageKey(url), 'https://dora-ssr.net/zh-Hans/docs/api/Class/Sprite');
  assert.equal(pageKey(new URL('https://dora-ssr.net/docs/index.html')), 'https://dora-ssr.net/docs');
  assert.equal(pageKey(new URL('https://dora-ssr.net/')), 'https://dora-ssr.net/');
  assert.ok(
    pageCandidates(new URL('https://dora-ssr.net/docs/example/First%20Game%20Tutorial/start')).includes(
      'https://dora-ssr.net/docs/example/First%20Game%20Tutorial/start/index.html',
    ),
  );
});

test("a page's locale is the longest base its path starts with, and its offline page is that locale's", () => {
  const bases = ['/', '/zh-Hans/'];
  assert.equal(localeBaseOf('/zh-Hans/docs/api/intro', bases), '/zh-Hans/');
  assert.equal(localeBaseOf('/zh-Hans', bases), '/zh-Hans/');
  assert.equal(localeBaseOf('/zh-Hansel', bases), '/');
  assert.equal(localeBaseOf('/docs/api/intro', bases), '/');
  assert.equal(offlinePagePath('/zh-Hans/'), '/zh-Hans/offline.html');
});

test('files named by their content hash are told apart; a search index is kept without its version query', () => {
  assert.ok(isHashedAsset('/assets/js/main.7736b4ac.js'));
  assert.ok(isHashedAsset('/zh-Hans/assets/js/4348.f03184ac.js'));
  assert.ok(isHashedAsset('/assets/css/styles.c6377376.css'));
  assert.ok(isHashedAsset('/assets/images/strategies-9478c89f75797d75196a43d345492fc7.svg'));
  assert.ok(!isHashedAsset('/img/logo.svg'));
  assert.ok(!isHashedAsset('/search-index.json'));
  assert.ok(isSearchIndex('/zh-Hans/search-index.json'));
  assert.equal(
    fileKey(new URL('https://dora-ssr.net/search-index.json?_=c0c2b71e')),
    'https://dora-ssr.net/search-index.json',
  );
  assert.equal(fileKey(new URL('https://dora-ssr.net/img/logo.svg?v=1')), 'https://dora-ssr.net/img/logo.svg?v=1');
});

test("a page's chunks are its route's and those of the layouts it renders in", () => {
  const byPath = new Map([
    ['/zh-Hans/', ['home']],
    ['/zh-Hans/docs', ['docs-root', 'docs-version']],
    ['/zh-Hans/docs/', ['docs-landing']],
    ['/zh-Hans/docs/tutorial/quick-start', ['quick-start']],
    ['/zh-Hans/docs/tutorial/quick-start-guide', ['other-page']],
    ['/zh-Hans/blog', ['blog']],
  ]);
  assert.deepEqual(pageChunkNames(byPath, '/zh-Hans/docs/tutorial/quick-start').sort(), [
    'docs-root',
    'docs-version',
    'quick-start',
  ]);
  assert.deepEqual(pageChunkNames(byPath, '/zh-Hans/'), ['home']);
});

test("a page's own files are read from its HTML; the offline copy starts no app script and needs no other file", () => {
  const html =
    '<link rel=stylesheet href=/zh-Hans/assets/css/styles.1.css /><link rel=preload as=script fetchpriority=low href=/zh-Hans/assets/js/main.2.js />' +
    '<link data-rh=true rel=icon href=/zh-Hans/img/favicon.svg /><link rel=alternate href=https://dora-ssr.net/zh-Hans/ />' +
    '<link rel=preload as=image href=/zh-Hans/img/logo.svg />' +
    '<script>document.documentElement.dataset.theme="dark"</script>' +
    '<img src="/zh-Hans/img/creative/toto%20sketch.svg" alt=Toto><a href=/zh-Hans/docs/intro>x</a>' +
    '<script>!function(e){e.forEach(function(s){})}(["/zh-Hans/assets/js/runtime~main.3.js","/zh-Hans/assets/js/main.2.js"])</script>' +
    '<script src=/zh-Hans/assets/js/extra.4.js></script>';
  assert.deepEqual(filesNamedBy(html, '/zh-Hans/').sort(), [
    'assets/css/styles.1.css',
    'assets/js/extra.4.js',
    'assets/js/main.2.js',
    'img/creative/toto sketch.svg',
    'img/favicon.svg',
    'img/logo.svg',
  ]);
  const files: Record<string, string> = {
    'assets/css/styles.1.css': 'body{color:red}',
    'img/favicon.svg': '<svg id="f"/>',
    'img/creative/toto sketch.svg': '<svg id="t"/>',
  };
  const read = (file: string) => {
    assert.ok(file in files, `reads only the page's stylesheet and images, not ${file}`);
    return Buffer.from(files[file]);
  };
  const copy = selfContained(html, '/zh-Hans/', read);
  assert.ok(!/\.js\b/.test(copy), copy);
  assert.ok(!copy.includes('preload'), 'no preload');
  assert.ok(copy.includes('dataset.theme="dark"'), 'the colour mode script stays');
  assert.ok(copy.includes('<style>body{color:red}</style>'), 'the stylesheet inlined');
  assert.ok(copy.includes(`rel=icon href="data:image/svg+xml;base64,${btoa('<svg id="f"/>')}"`), copy);
  assert.ok(copy.includes(`<img src="data:image/svg+xml;base64,${btoa('<svg id="t"/>')}" alt=Toto>`), copy);
  assert.ok(copy.includes('<a href=/zh-Hans/docs/intro>'), 'links stay');
});

test('every diagram kind the pages draw has its mermaid module precached', () => {
  const root = join(import.meta.dirname, '../..');
  const kinds = new Set<string>();
  for (const dir of ['docs', 'blog', 'i18n']) {
    for (const file of readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})) {
      if (!/\.mdx?$/.test(file)) continue;
      for (const match of readFileSync(join(root, dir, file), 'utf8').matchAll(/```mermaid[^\n]*\n\s*([\w-]+)/g)) {
        kinds.add(match[1]);
      }
    }
  }
  assert.ok(kinds.size > 0, 'the pages draw diagrams');
  assert.deepEqual(
    [...kinds].filter((kind) => !(kind in diagramModules)),
    [],
    'add each to diagramModules in plugins/pwa/precache.ts',
  );
});

test("the plugin's sw.js still runs the site's rules before adding its own listeners, and reads what the registration sends", () => {
  const sw = readFileSync(join(pwaLib, 'sw.js'), 'utf8');
  // The site's fetch listener must come first to answer pages from the network (src/offline/service-worker.ts).
  const custom = sw.indexOf('await runSWCustomCode(params)');
  const fetchListener = sw.indexOf("addEventListener('fetch'");
  assert.ok(custom > 0 && fetchListener > custom, 'runSWCustomCode is awaited before the fetch listener is added');
  assert.match(sw, /customSW\.default\(params\)/, 'the custom module is called with the params');
  // What src/offline/registration.tsx sends: the params query, offline mode, and the message to take over.
  assert.match(
    sw,
    /searchParams[\s\S]*\.get\('params'\)|new URLSearchParams\(self\.location\.search\)\.get\('params'\)/,
  );
  assert.match(sw, /params\.offlineMode/);
  assert.match(sw, /type === 'SKIP_WAITING'/);
  assert.match(sw, /skipWaiting\(\)/);
});

test("the plugin's build still takes the site's registration module, worker rules and precache options", () => {
  const index = readFileSync(join(pwaLib, 'index.js'), 'utf8');
  assert.match(index, /getClientModules\(\) \{\s*return swRegister \? \[swRegister\] : \[\];/);
  assert.match(index, /PWA_SW_CUSTOM: swCustom/);
  assert.match(index, /injectManifest\)\(\{\s*\.\.\.injectManifestConfig,/);
  assert.match(index, /filename: 'sw\.js'/);
});
