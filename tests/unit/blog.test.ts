// Blog posts: each in both locales, with a summary cut, a description, the team author, and samples that pass the content checks.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {basename, join, relative} from 'node:path';
import yaml from 'js-yaml';
import {apiNames, checkGuide, root, zhTwin} from '../../scripts/content/guides';

const posts = readdirSync(join(root, 'blog'))
  .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
  .sort()
  .map((f) => join(root, 'blog', f));

test('each post has a Chinese twin', () => {
  assert.ok(posts.length > 0, 'posts found in blog/');
  assert.deepEqual(
    posts.filter((p) => !existsSync(zhTwin(p))).map((p) => relative(root, p)),
    [],
  );
});

/** The posts of the spec (../shared/SPEC.md): date, URL and tags. */
const specPosts = [
  ['2023-11-18', '/blog/dora-ssr', 'Dora SSR, hello world'],
  ['2024-03-25', '/blog/2024/3/25/indie-game-made-so-hard', 'Dora SSR, YueScript, Auspice Gear, Game LSD'],
  ['2024-04-15', '/blog/2024/4/15/rusty-game-dev', 'Rust, WASM'],
  ['2024-04-17', '/blog/2024/4/17/a-moon-script-tale', 'YueScript, Lua'],
  ['2024-04-25', '/blog/2024/4/25/tsx-dev-intro', 'TSX, TypeScript'],
  ['2024-08-14', '/blog/2024/8/14/dora-ssr-overview', 'Dora SSR'],
  ['2025-01-15', '/blog/2025/1/15/dora-wa', 'Dora SSR, Wa-lang'],
  ['2025-01-20', '/blog/2025/1/20/year-of-snake', 'Chunjie'],
];

test('the blog has the 8 posts the spec lists, with their dates, URLs and tags', () => {
  const found = posts.map((file) => {
    const front = yaml.load(readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '') as {
      slug?: string;
      tags?: string[];
    };
    const slug = front.slug ?? '';
    const url = slug.startsWith('/') ? `/blog${slug}` : `/blog/${slug}`;
    return [basename(file).slice(0, 10), url, (front.tags ?? []).join(', ')];
  });
  assert.deepEqual(found, specPosts);
});

test('every post has a summary cut, a description, the team author, tags and a slug, in both locales', () => {
  const bad: string[] = [];
  for (const file of posts.flatMap((p) => [p, zhTwin(p)])) {
    const text = readFileSync(file, 'utf8');
    const front = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    if (!/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(text))
      bad.push(`${relative(root, file)}: no truncate marker`);
    for (const key of ['title', 'description', 'tags', 'slug'])
      if (!new RegExp(`^${key}:`, 'm').test(front)) bad.push(`${relative(root, file)}: no ${key}`);
    if (!/^authors:\s*\[team\]/m.test(front)) bad.push(`${relative(root, file)}: not by the team author`);
  }
  assert.deepEqual(bad, []);
});

test('post samples and Chinese text pass the content checks', () => {
  const names = apiNames();
  const problems = posts.flatMap((p) => [p, zhTwin(p)]).flatMap((f) => checkGuide(f, names));
  assert.deepEqual(
    problems.map((p) => `${p.file}: ${p.message}`),
    [],
  );
});
