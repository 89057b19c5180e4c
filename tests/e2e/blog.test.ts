// The blog as readers meet it: every post of blog/, archive, authors, every tag of blog/tags.yml and feeds, in both locales.
// tests/unit/blog.test.ts holds the posts to the spec's list.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import {buildDir, hydrated, openPage, site} from './harness';

const server = site();

const root = join(import.meta.dirname, '../..');

/** The tags of blog/tags.yml: front matter name → the last part of the tag page's route. */
const tagRoutes = new Map(
  Object.entries(
    yaml.load(readFileSync(join(root, 'blog/tags.yml'), 'utf8')) as Record<string, {permalink: string}>,
  ).map(([name, {permalink}]) => [name, permalink.replace(/^\//, '')]),
);
const tags = [...tagRoutes.values()].sort();

/** The posts of blog/, by route, with the tag pages that list them (the Chinese twins share routes and tags). */
const posts: Record<string, string[]> = Object.fromEntries(
  readdirSync(join(root, 'blog'))
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
    .map((f) => {
      const front = yaml.load(
        readFileSync(join(root, 'blog', f), 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '',
      ) as {slug?: string; tags?: string[]};
      const [, date, name] = f.match(/^(\d{4}-\d{2}-\d{2})-(.+)\.mdx?$/) as RegExpMatchArray;
      const slug = front.slug ?? `/${date.replaceAll('-', '/')}/${name}`;
      const route = slug.startsWith('/') ? `/blog${slug}` : `/blog/${slug}`;
      return [route, (front.tags ?? []).map((t) => tagRoutes.get(t) ?? `unlisted tag ${t}`)];
    }),
);
const postCount = Object.keys(posts).length;

/** Post paths linked from a built page's main column (not the sidebar of all posts). */
function linkedPosts(page: string, prefix: string): Set<string> {
  const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
  return new Set(
    [...html.matchAll(/href="?([^"\s>#?]+)/g)]
      .map((m) => m[1].replace(/\/$/, ''))
      .filter((h) => Object.keys(posts).some((p) => h === `${prefix}${p}`)),
  );
}

for (const prefix of ['', '/zh-Hans']) {
  describe(`blog ${prefix || '/'}`, () => {
    test('each tag page lists exactly the posts that carry the tag', () => {
      assert.ok(tags.length > 0 && postCount > 0, 'tags and posts found');
      for (const tag of tags) {
        const file = join(buildDir, prefix, 'blog/tags', tag, 'index.html');
        assert.ok(existsSync(file), `${prefix}/blog/tags/${tag} is built`);
        const expected = Object.keys(posts)
          .filter((p) => posts[p].includes(tag))
          .map((p) => `${prefix}${p}`);
        assert.deepEqual([...linkedPosts(readFileSync(file, 'utf8'), prefix)].sort(), expected.sort(), tag);
      }
    });

    test("RSS and Atom feeds carry every post, without the pages' scripts", () => {
      for (const feed of ['rss.xml', 'atom.xml']) {
        const xml = readFileSync(join(buildDir, prefix, 'blog', feed), 'utf8');
        for (const post of Object.keys(posts)) assert.ok(xml.includes(`${prefix}${post}`), `${feed} lists ${post}`);
        assert.doesNotMatch(xml, /&lt;script|<script/, `${feed} has no script`);
      }
    });

    test('the blog lists every post with a summary, the archive every post, the tags page every tag, and the authors page works', async () => {
      const {page, errors, close} = await openPage(server.browser);
      const linked = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((as) =>
            [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '')))].sort(),
          );
      const routes = Object.keys(posts)
        .map((p) => `${prefix}${p}`)
        .sort();
      await page.goto(`${server.url}${prefix}/blog`);
      await hydrated(page);
      assert.equal(await page.locator('main article').count(), postCount);
      const readMore = await page.locator('main article a', {hasText: prefix ? /阅读更多/ : /Read more/}).count();
      assert.equal(readMore, postCount, 'every post is truncated to a summary');
      await page.goto(`${server.url}${prefix}/blog/archive`);
      assert.deepEqual(await linked('main a[href*="/blog/"]'), routes);
      await page.goto(`${server.url}${prefix}/blog/authors`);
      await page.locator('main', {hasText: prefix ? 'Dora SSR 团队' : 'Dora SSR Team'}).waitFor();
      await page.goto(`${server.url}${prefix}/blog/tags`);
      assert.deepEqual(
        await linked('main a[href*="/blog/tags/"]'),
        tags.map((t) => `${prefix}/blog/tags/${t}`),
      );
      assert.deepEqual(errors, []);
      await close();
    });

    test('a post shows its author, reading time, tags and an edit link', async () => {
      const {page, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/blog/2024/4/25/tsx-dev-intro`);
      await hydrated(page);
      const article = page.locator('main article').first();
      const text = await article.innerText();
      assert.match(text, prefix ? /Dora SSR 团队/ : /Dora SSR Team/);
      assert.match(text, prefix ? /阅读需 \d+ 分钟/ : /\d+ min read/);
      assert.ok((await page.locator('a[href$="/blog/tags/tsx"]').count()) > 0);
      const edit = await page.locator('a.theme-edit-this-page').getAttribute('href');
      assert.match(edit ?? '', /^https:\/\/github\.com\/ippclub\/Dora-SSR\/tree\/main\/Docs\//);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      assert.ok(description && description.length > 20, 'a description for social cards');
      await close();
    });
  });
}
