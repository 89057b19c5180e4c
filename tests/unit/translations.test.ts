// The Chinese interface is complete: write-translations finds nothing new, and no message is left in English.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';

const root = join(import.meta.dirname, '../..');
const zhDir = join(root, 'i18n/zh-Hans');

function jsonFiles(): string[] {
  return readdirSync(zhDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(zhDir, f));
}

type Messages = Record<string, {message: string; description?: string}>;

// Names that read the same in Chinese: product, brand and version names, and pure placeholders.
const sameInChinese = /^(Dora SSR|Git|GitHub|Gitee|GitCode|AtomGit|v\d+\.\d+\.\d+|English|简体中文|[\s{}\w.,|-]*\{[\w]+\}[\s{}\w.,|-]*)$/;
const cjk = /[\u3400-\u9fff]/;

test('every zh-Hans interface message is translated', () => {
  const untranslated: string[] = [];
  for (const file of jsonFiles()) {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    for (const [id, {message}] of Object.entries(messages)) {
      // API sidebar categories below the top level are API names (Platformer, InputManager…).
      const apiName = id.startsWith('sidebar.api.category.') && /^[A-Za-z][\w.]*$/.test(message);
      if (!cjk.test(message) && !sameInChinese.test(message.trim()) && !apiName) {
        untranslated.push(`${relative(root, file)}: ${id} = ${message}`);
      }
    }
  }
  assert.deepEqual(untranslated, []);
});

test('write-translations would add no new string (every string in the code is in the zh-Hans files)', () => {
  const files = jsonFiles();
  const before = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  try {
    execFileSync('npx', ['docusaurus', 'write-translations', '--locale', 'zh-Hans'], {cwd: root, stdio: 'pipe'});
    const changed = jsonFiles().filter((f) => readFileSync(f, 'utf8') !== before.get(f));
    const added = changed.flatMap((f) => {
      const now = JSON.parse(readFileSync(f, 'utf8')) as Messages;
      const old = before.has(f) ? (JSON.parse(before.get(f) as string) as Messages) : {};
      return Object.keys(now)
        .filter((k) => !(k in old))
        .map((k) => `${relative(root, f)}: ${k}`);
    });
    assert.deepEqual(added, [], 'run `npm run write-translations` and translate these');
  } finally {
    for (const [f, text] of before) writeFileSync(f, text);
  }
});
