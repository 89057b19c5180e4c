// The sample check: it finds a broken sample in each language and locale, accepts good ones, and holds
// continuations, excerpts and escapes to their rules. Runs the engine's real toolchain on fixture pages.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {before, describe, test} from 'node:test';
import {checkPages, type Report} from '../../scripts/samples/check';
import {
  codeShape,
  excerptMatches,
  pageBlocks,
  pageUnits,
  parseMeta,
  root,
  sitePages,
  sourceLine,
  twinDifferences,
} from '../../scripts/samples/extract';

const fixtures = join(root, 'tests/fixtures/samples');
const broken = 'docs/tutorial/broken.mdx';
const zhBroken = 'i18n/zh-Hans/docusaurus-plugin-content-docs/current/tutorial/zh-only.mdx';

describe('sample check on fixture pages', () => {
  let report: Report;
  before(async () => {
    report = await checkPages(sitePages(fixtures));
  });

  test('reports every broken block with its page line, language and first error', () => {
    const got = report.failures.map((f) => `${f.file}:${f.line} ${f.language}`);
    assert.deepEqual(got, [
      `${broken}:9 lua`, // syntax
      `${broken}:15 lua`, // an undefined global
      `${broken}:21 teal`, // a type error
      `${broken}:27 yue`, // an undefined global (lint)
      `${broken}:31 yue`, // syntax
      `${broken}:38 ts`, // a name not imported
      `${broken}:43 ts`, // JSX without React
      `${broken}:46 lua`, // continues an id that is not on the page
      `${broken}:54 lua`, // a continuation without a title
      `${broken}:58 teal`, // an excerpt of nothing
      `${broken}:62 ts`, // an escape without a reason
      `${broken}:71 teal`, // an excerpt with a line its file lacks
      `${broken}:85 teal`, // a field the page's own module (Script/Config.tl, required as "Config") lacks
      `${broken}:89 ts`, // a module the page does not have
      `${broken}:96 lua`, // a member the engine's Node lacks (under _ENV = Dora)
      `${broken}:102 lua`, // an engine call with too many arguments
      `${broken}:108 lua`, // a member missing from a Sprite that may be nil
      `${zhBroken}:16 ts`, // the Chinese page is checked too
    ]);
    const messages = report.failures.map((f) => f.message);
    assert.match(messages[1], /undefined global "sprite"/);
    assert.match(messages[2], /expected Node/);
    assert.match(messages[3], /undefined global "hero"/);
    assert.match(messages[4], /:=/);
    assert.match(messages[5], /Cannot find name 'Sprite'/);
    assert.match(messages[14], /invalid key 'addChlid' in type Node/);
    assert.match(messages[15], /wrong number of arguments \(given 5, expects at most 4\)/);
    assert.match(messages[16], /invalid key 'addToo' in type Sprite/);
  });

  test('passes the good page, continuation and excerpt included, and lists its escape', () => {
    assert.equal(report.failures.filter((f) => f.file.endsWith('good.mdx')).length, 0);
    assert.deepEqual(
      report.escapes.map((e) => `${e.file}:${e.line} ${e.language}`),
      ['docs/tutorial/good.mdx:51 lua'],
    );
  });

  test('counts blocks and failures per locale and language', () => {
    assert.deepEqual(report.table.get('zh-Hans\tts'), {blocks: 1, failed: 1, escaped: 0});
    assert.deepEqual(report.table.get('zh-Hans\tyue'), {blocks: 1, failed: 0, escaped: 0});
    assert.deepEqual(report.table.get('en\tyue'), {blocks: 3, failed: 2, escaped: 0});
  });
});

describe('sample marks', () => {
  test('meta keys with quoted and bare values; a bare escape is kept empty', () => {
    assert.deepEqual(parseMeta(' title="init.lua, continued" continues=main {1,3}'), {
      title: 'init.lua, continued',
      id: undefined,
      continues: 'main',
      excerpt: undefined,
      nocheck: undefined,
    });
    assert.equal(parseMeta(' nocheck').nocheck, '');
    assert.equal(parseMeta(" nocheck='a shell session'").nocheck, 'a shell session');
  });

  test('an excerpt matches lines in order, skipping elisions and indentation', () => {
    const whole = 'local a = 1\nif a then\n\tprint(a)\nend';
    assert.ok(excerptMatches('local a = 1\n-- ...\nprint(a)', whole));
    assert.ok(!excerptMatches('print(a)\nlocal a = 1', whole));
    assert.ok(!excerptMatches('print(b)', whole));
  });

  test('API signature blocks are left out; examples in language tabs are kept', () => {
    const page =
      '```teal\naddChild: function(self: Node)\n```\n\n<Tabs groupId="language-select">\n<TabItem value="teal">\n\n```teal\nlocal x = 1\n```\n\n</TabItem>\n</Tabs>\n';
    assert.deepEqual(
      pageBlocks('api.mdx', page, {signatures: true}).map((b) => b.line),
      [8],
    );
    assert.equal(pageBlocks('guide.mdx', page).length, 2);
  });

  test("a continuation's error line maps back to the block it is in", () => {
    const blocks = pageBlocks(
      'p.mdx',
      '```lua id=a\nlocal x = 1\nlocal y = 2\n```\n\n```lua title="more" continues=a\nprint(z)\n```\n',
    );
    const unit = pageUnits(blocks)[1];
    assert.equal(unit.kind, 'compile');
    if (unit.kind !== 'compile') return;
    assert.equal(unit.code, 'local x = 1\nlocal y = 2\nprint(z)');
    assert.deepEqual(sourceLine(unit, 3), {block: blocks[1], line: 7});
    assert.deepEqual(sourceLine(unit, 2), {block: blocks[0], line: 3});
  });

  test('the Chinese twin may differ from the English page in comments and strings only', () => {
    const en = {
      file: 'docs/a.mdx',
      locale: 'en' as const,
      blocks: pageBlocks(
        'docs/a.mdx',
        [
          '```lua\nlocal hero = Sprite("Image/hero.png") -- the hero\nprint("It\'s your turn")\n```',
          '```ts\nconst label = <label text="Score"/>; // the score\nprint(`Hi ${name}`);\n```',
          '```yue\npoem = "Roses are red,\nslimes are green"\n```',
        ].join('\n\n'),
      ),
    };
    const zhSame = {
      file: 'zh/a.mdx',
      locale: 'zh-Hans' as const,
      blocks: pageBlocks(
        'zh/a.mdx',
        [
          '```lua title="主角"\nlocal hero = Sprite("Image/hero.png")   -- 主角\nprint("轮到你了")\n```',
          '```ts\nconst label = <label text="得分"/>; // 得分\nprint(`你好 ${name}`);\n```',
          '```yue\npoem = "玫瑰是红的，\n史莱姆是绿的"\n```',
        ].join('\n\n'),
      ),
    };
    assert.deepEqual(twinDifferences(en, zhSame), []);
    const zhOther = {
      ...zhSame,
      blocks: zhSame.blocks.map((b, i) => (i === 0 ? {...b, code: b.code.replace('hero', 'player')} : b)),
    };
    assert.deepEqual(
      twinDifferences(en, zhOther).map((d) => d.block.line),
      [1],
    );
    const zhShort = {...zhSame, blocks: zhSame.blocks.slice(0, 2)};
    assert.match(twinDifferences(en, zhShort)[0].message, /2 code blocks, the English page has 3/);
    assert.equal(codeShape(en.blocks[0]), 'localhero=Sprite("")print("")');
  });
});

describe('runnable samples (marked run) on a fixture page', () => {
  let report: Report;
  before(async () => {
    report = await checkPages(sitePages(join(root, 'tests/fixtures/samples-run')));
  });

  test('fails the blocks that print something else than the page shows, stop with an error or never end', () => {
    const page = 'docs/tutorial/run.mdx';
    assert.deepEqual(
      report.failures.map((f) => `${f.file}:${f.line} ${f.language}: ${f.message}`),
      [
        `${page}:19 teal: prints "HELLO" on output line 1, where the page shows "Hello"`,
        `${page}:30 yue: does not run: run: main:2: attempt to index a nil value (local 'hero')`,
        `${page}:44 lua: does not run: time: stopped after 3 s`,
        `${page}:54 lua: a block marked run runs alone, as the page runs it: it cannot continue another`,
      ],
    );
  });

  test('reads a runnable block and the output block right after it', () => {
    const [lua] = pageBlocks('x.mdx', '```lua run\nprint(1)\n```\n\n```text output title="Output"\n1\n```\n');
    assert.equal(lua.meta.run, true);
    assert.equal(lua.output, '1');
    const [alone] = pageBlocks('x.mdx', '```lua\nprint(1)\n```\n\n```text output\n1\n```\n');
    assert.equal(alone.output, undefined, 'an output block belongs to a block marked run');
  });
});
