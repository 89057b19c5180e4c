// The entry's scripts (main.js and its runtime) carry V8's compile hint (plugins/compile-hints) in the build readers get, and no other script does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {compileHint, entryFiles} from '../../plugins/compile-hints';
import {pageScripts} from '../../scripts/budgets';
import {buildDir} from './harness';

test("the scripts a page loads itself, the entry's files, start with the compile hint, in both locales", () => {
  for (const page of ['', 'docs/api/Class/Node', 'zh-Hans', 'zh-Hans/docs/tutorial/quick-start']) {
    const scripts = pageScripts(readFileSync(join(buildDir, page, 'index.html'), 'utf8'));
    assert.deepEqual(
      scripts.map((s) => s.replace(/^.*\/|\.[0-9a-f]{8}\.js$/g, '')).sort(),
      entryFiles,
      `${page || '/'} names ${scripts.join(', ')}`,
    );
    for (const script of scripts) {
      const first = readFileSync(join(buildDir, script)).toString('utf8').split('\n', 1)[0];
      assert.equal(first, compileHint, `${script} begins ${first.slice(0, 60)}`);
    }
  }
});

test('no other script carries the hint: their functions are compiled only when called', () => {
  for (const prefix of ['', 'zh-Hans']) {
    const dir = join(buildDir, prefix, 'assets', 'js');
    const hinted = readdirSync(dir)
      .filter((f) => f.endsWith('.js') && readFileSync(join(dir, f)).toString('utf8').startsWith(compileHint))
      .sort();
    assert.deepEqual(
      hinted.map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '')),
      entryFiles,
      prefix || 'en',
    );
  }
});
