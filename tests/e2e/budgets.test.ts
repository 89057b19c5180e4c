// The weight budgets hold on the production build, and the check fails when one is crossed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {randomBytes} from 'node:crypto';
import {budgets, overBudget} from '../../scripts/budgets';
import {isCompact} from '../../src/shared/search-index-format';
import {buildDir} from './harness';

test('the home, tutorial, API and blog pages and the search index keep their budgets in both locales', () => {
  assert.deepEqual(overBudget(buildDir), [], `budgets: ${JSON.stringify(budgets)}`);
});

test('the build itself writes each locale’s search index finished, in its compact form (no step runs after it)', () => {
  for (const dir of [buildDir, join(buildDir, 'zh-Hans')]) {
    const parts = JSON.parse(readFileSync(join(dir, 'search-index.json'), 'utf8')) as {index: object}[];
    assert.ok(parts.length >= 4 && parts.every((part) => isCompact(part.index)), `${dir}: the plugin's own form`);
  }
});

test('the budget check reports a page or an index that crosses its limit', () => {
  const root = mkdtempSync(join(tmpdir(), 'budget-fixture-'));
  try {
    mkdirSync(join(root, 'assets'), {recursive: true});
    // Random bytes do not compress: 40 KiB of script stays about 40 KiB gzipped.
    writeFileSync(join(root, 'assets', 'main.js'), randomBytes(40 * 1024));
    writeFileSync(join(root, 'assets', 'styles.css'), randomBytes(8 * 1024));
    writeFileSync(
      join(root, 'index.html'),
      '<link rel=stylesheet href=/assets/styles.css><script src=/assets/main.js defer></script>',
    );
    writeFileSync(join(root, 'search-index.json'), Buffer.alloc(1_500_000, 32));
    const check = (limits: typeof budgets) => overBudget(root, limits, ['/'], [{locale: 'en', prefix: ''}]);
    assert.deepEqual(check({jsKiB: 60, cssKiB: 20, searchIndexMB: 2}), []);
    const over = check({jsKiB: 30, cssKiB: 5, searchIndexMB: 1});
    assert.equal(over.length, 3, over.join('\n'));
    assert.match(over.join('\n'), /JavaScript on first visit.*budget 30/);
    assert.match(over.join('\n'), /CSS on first visit.*budget 5/);
    assert.match(over.join('\n'), /search index of 1\.50 MB raw \(budget 1\)/);
    // Scripts the page starts itself after its first paint (config/ssr-template.ts) count the same, as do preloads.
    for (const html of [
      '<link rel=stylesheet href=/assets/styles.css><script>!function(e){e.forEach(function(s){})}(["/assets/main.js"])</script>',
      '<link rel=stylesheet href=/assets/styles.css><link rel=preload as=script fetchpriority=low href=/assets/main.js>',
    ]) {
      writeFileSync(join(root, 'index.html'), html);
      assert.match(check({jsKiB: 30, cssKiB: 20, searchIndexMB: 2}).join('\n'), /JavaScript on first visit.*budget 30/);
    }
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('the real build fails budgets set well below its own figures', () => {
  const tighter = {
    jsKiB: budgets.jsKiB * 0.5,
    cssKiB: budgets.cssKiB * 0.1,
    searchIndexMB: budgets.searchIndexMB * 0.1,
  };
  const over = overBudget(buildDir, tighter);
  assert.ok(
    over.some((o) => o.includes('JavaScript')) &&
      over.some((o) => o.includes('CSS')) &&
      over.some((o) => o.includes('search index')),
    over.join('\n'),
  );
});
