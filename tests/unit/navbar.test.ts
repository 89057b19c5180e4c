// The navbar's docs areas are plain links marked active by path (config/navbar.ts): that holds only while every
// page of an area's sidebar lives under the area's path, which a page's `slug` could break.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {navbar} from '../../config/navbar';
import {areaStartPages} from '../../src/data/areas';

const root = join(import.meta.dirname, '../..');
const docsDirs = [
  'docs',
  ...readdirSync(join(root, 'i18n')).map((locale) => join('i18n', locale, 'docusaurus-plugin-content-docs', 'current')),
];

test("every page with a slug stays under its area's path", () => {
  const outside: string[] = [];
  let slugs = 0;
  for (const dir of docsDirs) {
    for (const file of readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})) {
      // The docs' own index page, at the top, is in no area's sidebar.
      if (!/\.mdx?$/.test(file) || !file.includes('/')) continue;
      const area = file.split('/')[0];
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, dir, file), 'utf8'))?.[1] ?? '';
      const slug = /^slug:\s*(.+)$/m
        .exec(front)?.[1]
        .trim()
        .replace(/^["']|["']$/g, '');
      if (slug === undefined) continue;
      slugs += 1;
      if (!slug.startsWith(`/${area}/`) && slug !== `/${area}`) outside.push(`${dir}/${file}: ${slug}`);
    }
  }
  assert.ok(slugs > 100, `the API pages' slugs were read (${slugs})`);
  assert.deepEqual(outside, [], 'a page outside its area would not mark its navbar entry active');
});

test('each area entry opens its start page and is active under its path', () => {
  const areas = navbar.items.filter((item) => 'activeBasePath' in item);
  assert.deepEqual(
    areas.map((item) => ('to' in item ? [item.to, item.activeBasePath] : [])),
    Object.entries(areaStartPages).map(([area, start]) => [start, `docs/${area}/`]),
  );
});
