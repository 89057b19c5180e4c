// The glossary and the Chinese wording checks: one Chinese term per concept across the site, and link texts
// that name a page by its real title.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {glossary, otherWordsText} from '../../src/data/glossary';
import {root} from '../../scripts/content/guides';
import {likeness, proseLines, termProblems} from '../../scripts/content/terms';

test('the glossary has one Chinese term per concept, and its API pages exist', () => {
  const zh = glossary.map((e) => e.zh);
  assert.equal(new Set(zh).size, zh.length, 'a Chinese term is used for two concepts');
  assert.equal(new Set(glossary.map((e) => e.en)).size, glossary.length);
  assert.ok(glossary.length >= 40);
  for (const entry of glossary) {
    for (const variant of entry.avoid ?? []) {
      assert.ok(!entry.zh.includes(variant), `${entry.en}: the term ${entry.zh} contains its own variant ${variant}`);
      for (const other of glossary)
        assert.ok(!other.zh.includes(variant), `${variant}, avoided for ${entry.en}, is part of the term ${other.zh}`);
    }
    if (entry.api) {
      const page = join(root, 'docs/api', entry.api);
      assert.ok(existsSync(`${page}.mdx`) || existsSync(join(page, 'index.mdx')), `no API page ${entry.api}`);
    }
    assert.ok(entry.note.en && /[\u3400-\u9fff]/.test(entry.note.zh), `${entry.en} needs a note in both languages`);
  }
});

test('the glossary names the words the engine’s Chinese API comments use where they differ, and marks them', () => {
  const engine = Object.fromEntries(glossary.filter((e) => e.engine).map((e) => [e.en, e.engine]));
  assert.deepEqual(engine, {
    sprite: '图元',
    skew: '倾斜',
    slot: '信号槽',
    body: '物理体',
    sensor: '传感器',
    camera: '相机',
  });
  for (const entry of glossary) {
    assert.notEqual(entry.engine, entry.zh, `${entry.en}: the engine's word is the site's term`);
    for (const word of [entry.engine, ...(entry.common ?? [])].filter(Boolean))
      assert.ok(otherWordsText(entry, 'zh-Hans').includes(`${word}（`), `${entry.en}: ${word} is shown marked`);
  }
  const sprite = glossary.find((e) => e.en === 'sprite')!;
  assert.equal(otherWordsText(sprite, 'en'), '图元 (in the engine’s API comments)、图片节点、图片精灵');
});

test('the Chinese site uses the glossary’s terms and quotes page titles as they are', () => {
  const problems = termProblems();
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line} ${p.message}`),
    [],
  );
});

test('the check finds variants in prose, not in code, misquoted or invented titles in links, and half-width punctuation beside Chinese', () => {
  const found = termProblems(join(root, 'tests/fixtures/terms')).map(
    (p) => `${p.file.split('/').pop()}:${p.line} ${p.message}`,
  );
  assert.deepEqual(found, [
    '10.physics.mdx:5 "物理体" for body: the glossary\'s term is "刚体"',
    '20.guide.mdx:9 "游戏控制器" for gamepad, game controller: the glossary\'s term is "游戏手柄"',
    '20.guide.mdx:9 "工程" for project: the glossary\'s term is "项目"',
    '20.guide.mdx:5 link text "使用物理引擎（一）" misquotes the page\'s title "使用物理节点 I"',
    '20.guide.mdx:5 link text quotes "物理入门", which is no page\'s title (the page is "使用物理节点 I")',
    '20.guide.mdx:11 link text "快速开始" misquotes the page\'s title "快速上手"',
    '30.api.mdx:5 half-width punctuation beside Chinese: "象:" (write ：，（）)',
    '30.api.mdx:8 half-width punctuation beside Chinese: "(模" (write ：，（）)',
  ]);
});

test('prose lines keep their line numbers and drop code, inline code and link targets', () => {
  const lines = proseLines(
    '---\ntitle: 标题\nslug: x\n---\n\n文字 `代码`\n\n```lua\n物理体\n```\n[链接](/docs/物理体)',
  );
  assert.equal(lines.length, 11);
  assert.match(lines[1], /标题/);
  assert.doesNotMatch(lines.join('\n'), /代码|物理体|slug/);
  assert.equal(likeness('使用物理节点（一）', '使用物理节点（一）'), 1);
});
