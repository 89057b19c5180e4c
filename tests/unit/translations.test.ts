// The Chinese interface is complete: write-translations finds nothing new, and no message is left in English.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';

const root = join(import.meta.dirname, '../..');
const zhDir = join(root, 'i18n/zh-Hans');

function jsonFiles(dir = zhDir): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f));
}

type Messages = Record<string, {message: string; description?: string}>;

// Names that read the same in Chinese: product, brand and version names, and pure placeholders.
const sameInChinese =
  /^(Dora SSR|Git|GitHub|Gitee|GitCode|AtomGit|v\d+\.\d+\.\d+|English|简体中文|[\s{}\w.,|-]*\{[\w]+\}[\s{}\w.,|-]*)$/;
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

/**
 * A copy of the site in a temporary folder, for commands that write into the site: everything but the build, the caches and the
 * dot-folders, with node_modules linked rather than copied.
 */
function siteCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dora-site-'));
  for (const entry of readdirSync(root)) {
    if (entry.startsWith('.') || entry === 'build') continue;
    if (entry === 'node_modules') symlinkSync(join(root, entry), join(dir, entry), 'dir');
    else cpSync(join(root, entry), join(dir, entry), {recursive: true});
  }
  return dir;
}

test('write-translations would add no new string (every string in the code is in the zh-Hans files)', () => {
  const site = siteCopy();
  try {
    execFileSync('npx', ['docusaurus', 'write-translations', '--locale', 'zh-Hans'], {cwd: site, stdio: 'pipe'});
    const added = jsonFiles(join(site, 'i18n/zh-Hans')).flatMap((copy) => {
      const file = join(zhDir, relative(join(site, 'i18n/zh-Hans'), copy));
      const now = JSON.parse(readFileSync(copy, 'utf8')) as Messages;
      const old = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};
      return Object.keys(now)
        .filter((k) => !(k in old))
        .map((k) => `${relative(root, file)}: ${k}`);
    });
    assert.deepEqual(added, [], 'run `npm run write-translations` and translate these');
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
