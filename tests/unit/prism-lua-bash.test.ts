import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themeConfig} from '@site/config/theme';
import {doraLanguages} from '@site/src/prism';
import {Prism, assertNoToken, assertToken, tokenize} from './prism.helper';

test('the site config loads the grammars that Teal and YueScript build on', () => {
  const configured: readonly string[] = themeConfig.prism.additionalLanguages;
  for (const language of ['lua', 'moonscript', 'bash']) {
    assert.ok(configured.includes(language), `themeConfig.prism.additionalLanguages lacks ${language}`);
  }
  for (const language of [...doraLanguages, 'tl', 'yuescript', 'lua', 'bash']) {
    assert.ok(Prism.languages[language], `no "${language}" grammar after loading the site's languages`);
  }
});

test('lua blocks get keywords, strings, comments, numbers and calls', () => {
  const tokens = tokenize(
    `-- Tap the screen to see where you touched.
local Node <const> = require("Node")
local root = Node()
root:onTapBegan(function(touch)
\tlocal where = touch.location
\tprint("tapped at " .. tostring(where.x) .. ", not a local, not an end")
end)
--[[ Long comments
span lines too. ]]
local mask = 0xFF`,
    'lua',
  );
  for (const keyword of ['local', 'function', 'end']) assertToken(tokens, 'keyword', keyword);
  assertToken(tokens, 'string', '"Node"');
  assertToken(tokens, 'string', '"tapped at "');
  assertToken(tokens, 'string', '", not a local, not an end"');
  assertToken(tokens, 'comment', '-- Tap the screen to see where you touched.');
  assertToken(tokens, 'comment', '--[[ Long comments\nspan lines too. ]]');
  assertToken(tokens, 'number', '0xFF');
  assertToken(tokens, 'function', 'onTapBegan');
  assertToken(tokens, 'operator', '..');
  // `where` is a plain name in Lua, whatever Teal makes of it.
  assertNoToken(tokens, 'keyword', 'where');
});

test('bash blocks get keywords, strings, comments and commands', () => {
  const tokens = tokenize(
    `# Build both locales, then serve the result.
set -e
if [ -d build ]; then
  echo "Rebuilding: if this prints, the old build is gone"
fi
npm run build && npm run serve`,
    'bash',
  );
  assertToken(tokens, 'comment', '# Build both locales, then serve the result.');
  for (const keyword of ['if', 'then', 'fi']) assertToken(tokens, 'keyword', keyword);
  assertToken(tokens, 'string', '"Rebuilding: if this prints, the old build is gone"');
  assertToken(tokens, 'builtin', 'echo');
  assertToken(tokens, 'function', 'npm');
  assertToken(tokens, 'operator', '&&');
});
