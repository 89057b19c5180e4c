// The list of theme overrides in src/theme/README.md matches the folder, so none goes unexplained.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

const themeDir = join(import.meta.dirname, '../../src/theme');

/** Component paths (`NotFound/Content`) of every index.tsx or top-level .ts/.tsx in src/theme. */
function overrides(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(themeDir, {recursive: true, encoding: 'utf8'})) {
    const full = join(themeDir, entry);
    if (!statSync(full).isFile() || !/\.(t|j)sx?$/.test(entry)) continue;
    const rel = relative(themeDir, full).replace(/\\/g, '/');
    found.push(rel.replace(/\/index\.(t|j)sx?$/, '').replace(/\.(t|j)sx?$/, ''));
  }
  return found.sort();
}

test('every theme override is listed in src/theme/README.md with a reason, and nothing else is', () => {
  const readme = readFileSync(join(themeDir, 'README.md'), 'utf8');
  const listed = [...readme.matchAll(/^\| `([^`]+)` \| [^|]+ \| ([^|]+) \|$/gm)].map((m) => {
    assert.ok(m[2].trim().length > 10, `${m[1]} has a reason`);
    return m[1];
  });
  assert.deepEqual(listed.sort(), overrides());
});
