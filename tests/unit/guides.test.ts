// The guides: every promised page in both locales, code tagged and real, tabs consistent, Chinese pages in Chinese.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {guideRoutes} from '../../src/data/guides';
import {
  apiNames,
  checkGuide,
  chineseShare,
  codeBlocks,
  guideFiles,
  root,
  routeOf,
  unknownApiNames,
  zhTwin,
} from '../../scripts/content/guides';

const english = guideFiles();
const routes = new Map(english.map((f) => [routeOf(relative(join(root, 'docs'), f)), f]));
const names = apiNames();

test('every guide route has an English and a Chinese page', () => {
  const missing = guideRoutes.filter((r) => !routes.has(r) || !existsSync(zhTwin(routes.get(r) as string)));
  assert.deepEqual(missing, []);
});

test('the promised guide routes match ../shared/routes.txt', (t) => {
  const file = resolve(root, '../shared/routes.txt');
  if (!existsSync(file)) return t.skip('../shared/routes.txt is not beside the project');
  const spec = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => /^\/docs\/(tutorial|example|creative)\//.test(l));
  assert.deepEqual([...guideRoutes].sort(), spec.sort());
});

test('guide pages pass the content checks: code languages, tabs, API names, Chinese share', () => {
  const problems = english
    .flatMap((f) => [f, zhTwin(f)])
    .filter(existsSync)
    .flatMap((f) => checkGuide(f, names));
  assert.deepEqual(
    problems.map((p) => `${p.file}: ${p.message}`),
    [],
  );
});

test('every guide has a title and a description in both locales, and only the creative guides have tags', () => {
  const bad: string[] = [];
  for (const f of english.flatMap((e) => [e, zhTwin(e)]).filter(existsSync)) {
    const front = readFileSync(f, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    for (const key of ['title', 'description'])
      if (!new RegExp(`^${key}:`, 'm').test(front)) bad.push(`${relative(root, f)}: no ${key}`);
    // The facts give tags to art-i, art-ii and dora-sound-system only; every other tag would be a thin page of its own.
    const tags =
      front
        .match(/^tags:\s*\[(.*)\]/m)?.[1]
        .split(',')
        .map((t) => t.trim()) ?? [];
    const creative = /creative[\\/]\d+\.(art-i|art-ii|dora-sound-system)\.mdx$/.test(f);
    if (!creative && tags.length) bad.push(`${relative(root, f)}: tags the facts do not give (${tags.join(', ')})`);
    if (tags.some((t) => !['art', 'creative', 'sound'].includes(t)))
      bad.push(`${relative(root, f)}: a tag outside art, creative, sound`);
  }
  assert.deepEqual(bad, []);
});

test('the creative guides carry the art, creative and sound tags', () => {
  const tags = (route: string) =>
    readFileSync(routes.get(route) as string, 'utf8').match(/^tags:\s*\[(.*)\]/m)?.[1] ?? '';
  assert.match(tags('/docs/creative/art-i'), /\bart\b.*\bcreative\b|\bcreative\b.*\bart\b/);
  assert.match(tags('/docs/creative/dora-sound-system'), /\bsound\b/);
});

test('the guides draw at least 12 Mermaid diagrams', () => {
  const diagrams = english.flatMap((f) => codeBlocks(readFileSync(f, 'utf8')).filter((b) => b.lang === 'mermaid'));
  assert.ok(diagrams.length >= 12, `${diagrams.length} diagrams`);
});

test('the sample check catches names the engine does not have', () => {
  assert.deepEqual(
    unknownApiNames(
      'local n = Node()\nn:addChild(Node())\nn:flyTo(1)\nprint(Ease.Wobble, Ease.OutBack)',
      'lua',
      names,
    ).sort(),
    [':flyTo', 'Ease.Wobble'],
  );
  assert.deepEqual(unknownApiNames('with Node!\n\t\\addChild Sprite "a.png"\n\t\\teleport!', 'yue', names), [
    ':teleport',
  ]);
  assert.deepEqual(
    unknownApiNames('local Player = {}\nfunction Player:jump() end\nplayer:jump()\nplayer:fly()', 'lua', names),
    [':fly'],
  );
  assert.deepEqual(unknownApiNames('class Hero\n\tdash: (speed) =>\n\t\tprint speed\nhero\\dash 3', 'yue', names), []);
  assert.deepEqual(unknownApiNames('-- Node:notAThing() in a comment\nlocal s = "Ease.Nope"', 'lua', names), []);
});

test('a zh page that is mostly English is measured as such', () => {
  assert.ok(chineseShare('---\ntitle: x\n---\nThis whole page is written in English, not Chinese.') < 0.1);
  assert.ok(
    chineseShare(
      '这一页用中文写成，只提到 `Node` 和 Sprite 这样的名字。\n```lua\nprint("English code does not count")\n```',
    ) > 0.6,
  );
});
