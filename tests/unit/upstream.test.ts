// The site's stand-ins for upstream modules keep the contract of what they replace, and every reach into
// upstream code fails the build, by name, when its target moves (plugins/lean-bundle, UPGRADING.md).
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {languageKey} from '../../plugins/code-language';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test} from 'node:test';
import * as tslibStandIn from '../../src/stand-ins/tslib';

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

test('the tslib stand-in has every tslib helper @docusaurus/utils-common calls', () => {
  const lib = join(packageDir('@docusaurus/utils-common'), 'lib');
  const called = new Set<string>();
  for (const file of readdirSync(lib, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.js'))) {
    for (const m of readFileSync(join(lib, file), 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(m[1]);
  }
  assert.ok(called.size > 0, 'utils-common still requires tslib (else the redirect guard fails the build)');
  for (const helper of called)
    assert.equal(
      typeof (tslibStandIn as Record<string, unknown>)[helper],
      'function',
      `src/stand-ins/tslib.ts lacks ${helper}`,
    );
  const esm = {__esModule: true, default: 1};
  assert.equal(tslibStandIn.__importDefault(esm), esm);
  assert.deepEqual(tslibStandIn.__importDefault(2), {default: 2});
});

test("the preload stand-in is called as core's client entry calls preload, and does what upstream's does", () => {
  const client = join(packageDir('@docusaurus/core'), 'lib', 'client');
  const entry = readFileSync(join(client, 'clientEntry.js'), 'utf8');
  assert.match(entry, /import preload from '\.\/preload';/);
  assert.match(entry, /preload\(window\.location\.pathname\)\.then\(/);
  // The stand-in does what upstream's preload does, in steps: match the path and its decoded form, preload each match.
  const preload = readFileSync(join(client, 'preload.js'), 'utf8').replace(/\s+/g, ' ');
  assert.ok(
    preload.includes(
      'export default function preload(pathname) { const matches = Array.from(new Set([pathname, decodeURI(pathname)]))' +
        ' .map((p) => matchRoutes(routes, p)) .flat(); return Promise.all(matches.map((match) => match.route.component.preload?.())); }',
    ),
    "core's preload changed: compare it with src/stand-ins/preload.ts",
  );
});

test("the guides' tabs copy the theme's tab markup, which still remounts its groups after hydration", () => {
  // src/theme/Tabs writes the theme's markup itself, so that plugins/code-language can select tabs outside React.
  const theme = join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme');
  const tabs = readFileSync(join(theme, 'Tabs', 'index.js'), 'utf8');
  for (const piece of ['role="tablist"', "'tabs-container'", "'tabs__item--active'", 'className="margin-top--md"'])
    assert.ok(tabs.includes(piece), `theme Tabs still writes ${piece}`);
  assert.match(
    tabs,
    /key=\{String\(isBrowser\)\}/,
    'the theme still remounts its tabs after hydration (else the wrapper may be unneeded)',
  );
  // Every panel but the selected one is hidden (since 3.10 the panel decides it, not the tabs).
  const item = readFileSync(join(theme, 'TabItem', 'index.js'), 'utf8');
  assert.match(item, /role="tabpanel"[\s\S]*\{\.\.\.\{hidden\}\}/);
  assert.match(item, /const isSelected = value === selectedValue;[\s\S]*hidden=\{!isSelected\}/);
  assert.match(
    readFileSync(join(theme, 'TabItem', 'styles.module.css'), 'utf8'),
    /\.tabItem > \*:last-child \{\s*margin-bottom: 0;/,
  );
});

test("the API signature forms read the guides' tab choice where the theme stores it, and hear its changes", () => {
  const utils = join(dirname(require.resolve('@docusaurus/theme-common')), 'utils');
  // plugins/code-language reads `docusaurus.tab.language-select` and listens for `storage` events.
  assert.match(readFileSync(join(utils, 'tabsUtils.js'), 'utf8'), /`docusaurus\.tab\.\$\{groupId\}`/);
  const storage = readFileSync(join(utils, 'storageUtils.js'), 'utf8');
  assert.match(storage, /initStorageEvent\('storage'/);
  assert.match(storage, /addEventListener\('storage'/);
  assert.equal(languageKey, 'docusaurus.tab.language-select');
});

test('a theme module the site leaves out fails the build configuration when it is gone', async () => {
  const {leanBundlePlugin} = await import('../../plugins/lean-bundle');
  const bundler = {instance: {NormalModuleReplacementPlugin: class {}}};
  const configure = () =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (leanBundlePlugin().configureWebpack as any)({}, false, {currentBundler: bundler});
  assert.doesNotThrow(configure);
  process.env.DORA_BREAK_REACH = 'prism-alias';
  try {
    assert.throws(configure, /Upstream changed: .*prism-include-languages-moved\.js/);
  } finally {
    delete process.env.DORA_BREAK_REACH;
  }
});

test(
  'a redirect or loader that no longer reaches its target fails the production build, naming it',
  {timeout: 120_000},
  () => {
    // A one-page site with the site's bundler settings and plugins (tests/fixtures/broken-reach), so that the test
    // needs no second build of the whole site; the site's own build shows every reach taking effect.
    const out = mkdtempSync(join(tmpdir(), 'dora-broken-reach-'));
    try {
      const result = spawnSync(
        'npx',
        ['docusaurus', 'build', join('tests', 'fixtures', 'broken-reach'), '--no-minify', '--out-dir', out],
        {encoding: 'utf8', env: {...process.env, DORA_BREAK_REACH: 'tslib,doc-descriptions,lazy-routes'}},
      );
      const output = `${result.stdout}\n${result.stderr}`;
      assert.notEqual(result.status, 0, 'the build must fail');
      assert.match(output, /Upstream changed: the redirect of tslib/);
      assert.match(output, /Upstream changed: plugins\/lean-bundle\/lazy-routes-loader\.cjs rewrote no route/);
      assert.match(output, /Upstream changed: plugins\/lean-bundle\/strip-doc-descriptions-loader\.cjs stripped no/);
      // Only the broken reaches are named: the others, search's swaps among them, took effect in the same build.
      assert.equal(output.match(/Upstream changed/g)?.length, 3, output);
    } finally {
      rmSync(out, {recursive: true, force: true});
    }
  },
);

test('React hydrates an element with dangerouslySetInnerHTML without touching what is inside (src/static-article)', () => {
  // The kept article relies on this: React claims the server's element and neither hydrates nor deletes its content.
  const reactDom = readFileSync(join(packageDir('react-dom'), 'cjs', 'react-dom-client.production.js'), 'utf8');
  const setsText = reactDom.match(/function shouldSetTextContent\(type, props\) \{[\s\S]*?\n\}/)?.[0] ?? '';
  assert.match(
    setsText,
    /props\.dangerouslySetInnerHTML\.__html/,
    'shouldSetTextContent still covers dangerouslySetInnerHTML',
  );
  const pop = reactDom.match(/function popHydrationState\(fiber\) \{[\s\S]*?\n\}/)?.[0] ?? '';
  assert.match(
    pop,
    /shouldSetTextContent\(fiber\.type, fiber\.memoizedProps\)/,
    'no mismatch is thrown for its kept children',
  );
  assert.match(
    reactDom,
    /shouldSetTextContent\(\$\$typeof, prevState\)\s*\? \(props = null\)/,
    'a host element whose content is set creates no child fibers',
  );
});

test("the theme's article component is still the one src/theme/DocItem/Content was ejected from", () => {
  const theme = join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme');
  const doc = readFileSync(join(theme, 'DocItem', 'Content', 'index.js'), 'utf8');
  for (const piece of [
    "className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}",
    "!frontMatter.hide_title && typeof contentTitle === 'undefined'",
    '<Heading as="h1">{syntheticTitle}</Heading>',
    '<MDXContent>{children}</MDXContent>',
  ])
    assert.ok(doc.includes(piece), `DocItem/Content: ${piece}`);
  const layout = readFileSync(join(theme, 'CodeBlock', 'Layout', 'index.js'), 'utf8');
  assert.ok(layout.includes('<Buttons />'), 'the code block buttons take no props (a kept article renders them so)');
});
