// Blog posts: each in both locales, with a summary cut, a description, the team author, and samples that pass the content checks.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {apiNames, checkGuide, root, zhTwin} from '../../scripts/content/guides';

const posts = readdirSync(join(root, 'blog'))
  .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
  .map((f) => join(root, 'blog', f));

test('eight posts, each with a Chinese twin', () => {
  assert.equal(posts.length, 8);
  assert.deepEqual(posts.filter((p) => !existsSync(zhTwin(p))).map((p) => relative(root, p)), []);
});

test('every post has a summary cut, a description, the team author, tags and a slug, in both locales', () => {
  const bad: string[] = [];
  for (const file of posts.flatMap((p) => [p, zhTwin(p)])) {
    const text = readFileSync(file, 'utf8');
    const front = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    if (!/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(text)) bad.push(`${relative(root, file)}: no truncate marker`);
    for (const key of ['title', 'description', 'tags', 'slug']) if (!new RegExp(`^${key}:`, 'm').test(front)) bad.push(`${relative(root, file)}: no ${key}`);
    if (!/^authors:\s*\[team\]/m.test(front)) bad.push(`${relative(root, file)}: not by the team author`);
  }
  assert.deepEqual(bad, []);
});

test('post samples and Chinese text pass the content checks', () => {
  const names = apiNames();
  const problems = posts.flatMap((p) => [p, zhTwin(p)]).flatMap((f) => checkGuide(f, names));
  assert.deepEqual(problems.map((p) => `${p.file}: ${p.message}`), []);
});
