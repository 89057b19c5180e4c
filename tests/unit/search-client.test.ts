// The search box's parts that reach into the search plugin, checked against the installed plugin so an
// upgrade that moves them fails here, not silently on the site (src/theme/SearchBar, plugins/search-client).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {earlySearchBoxScript} from '../../plugins/search-client';
import {searchShortcut} from '../../src/shared/search-keys';

const require = createRequire(import.meta.url);
const plugin = dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const theme = join(plugin, 'dist', 'client', 'client');

test('the placeholder borrows the plugin’s look: every class it uses is in the plugin’s stylesheet', () => {
  const css = readFileSync(join(theme, 'theme', 'SearchBar', 'SearchBar.module.css'), 'utf8');
  for (const name of ['searchBarContainer', 'searchInput', 'searchHintContainer', 'searchHint', 'searchBar']) {
    assert.match(css, new RegExp(`\\.${name}\\b`), name);
  }
  // The plugin's box shows these, so the placeholder does too (src/theme/SearchBar).
  const bar = readFileSync(join(theme, 'theme', 'SearchBar', 'SearchBar.jsx'), 'utf8');
  assert.match(bar, /className=\{`navbar__search-input \$\{styles\.searchInput\}`\}/);
  assert.match(bar, /onMouseEnter=\{onInputMouseEnter\}/, 'a pointer entering the input loads the index');
  // The plugin's box and page reach the worker through `../searchByWorker`, which the site swaps for its own client
  // (src/stand-ins/searchByWorker.ts, with the same two functions); the placeholder starts the index through it too.
  const worker = readFileSync(join(theme, 'theme', 'searchByWorker.js'), 'utf8');
  assert.match(worker, /export async function fetchIndexesByWorker\(baseUrl, searchContext\)/);
  assert.match(worker, /export async function searchByWorker\(baseUrl, searchContext, input, limit\)/);
  const page = readFileSync(join(theme, 'theme', 'SearchPage', 'SearchPage.jsx'), 'utf8');
  for (const client of [bar, page])
    assert.match(client, /import \{ fetchIndexesByWorker, searchByWorker \} from "\.\.\/searchByWorker";/);
  assert.match(bar, /fetchIndexesByWorker\(versionUrl, searchContext\)/);
  assert.match(bar, /searchByWorker\(versionUrl, searchContext, input, searchResultLimits\)/);
});

test('the shortcut hints come from the plugin’s own helper', async () => {
  const {getKeymapHints} = await import(join(theme, 'utils', 'keymap.js'));
  assert.deepEqual(getKeymapHints(searchShortcut, false), ['ctrl', 'K']);
  assert.deepEqual(getKeymapHints(searchShortcut, true), ['⌘', 'K']);
});

test('the inline script is valid JavaScript and honours the site’s shortcut', () => {
  const script = earlySearchBoxScript();
  assert.doesNotThrow(() => new Function(script));
  assert.match(script, /\("mod","k"\);$/);
  assert.ok(script.length < 1500, `small enough to inline (${script.length} bytes)`);
});
