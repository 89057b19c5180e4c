// The blog as readers meet it: eight posts, archive, authors, tags and feeds, in both locales.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, hydrated, openPage, site} from './harness';

const server = site();

/** The posts the site promises, with their tag pages. */
const posts: Record<string, string[]> = {
  '/blog/dora-ssr': ['dora-ssr', 'hello-world'],
  '/blog/2024/3/25/indie-game-made-so-hard': ['dora-ssr', 'yue-script', 'auspice-gear', 'game-lsd'],
  '/blog/2024/4/15/rusty-game-dev': ['rust', 'wasm'],
  '/blog/2024/4/17/a-moon-script-tale': ['yue-script', 'lua'],
  '/blog/2024/4/25/tsx-dev-intro': ['tsx', 'type-script'],
  '/blog/2024/8/14/dora-ssr-overview': ['dora-ssr'],
  '/blog/2025/1/15/dora-wa': ['dora-ssr', 'wa-lang'],
  '/blog/2025/1/20/year-of-snake': ['chunjie'],
};
const tags = [...new Set(Object.values(posts).flat())].sort();

/** Post paths linked from a built page's main column (not the sidebar of all posts). */
function linkedPosts(page: string, prefix: string): Set<string> {
  const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
  return new Set(
    [...html.matchAll(/href="?([^"\s>#?]+)/g)].map((m) => m[1].replace(/\/$/, '')).filter((h) => Object.keys(posts).some((p) => h === `${prefix}${p}`)),
  );
}

for (const prefix of ['', '/zh-Hans']) {
  describe(`blog ${prefix || '/'}`, () => {
    test('each of the twelve tag pages lists exactly the posts that carry the tag', () => {
      assert.equal(tags.length, 12);
      for (const tag of tags) {
        const file = join(buildDir, prefix, 'blog/tags', tag, 'index.html');
        assert.ok(existsSync(file), `${prefix}/blog/tags/${tag} is built`);
        const expected = Object.keys(posts).filter((p) => posts[p].includes(tag)).map((p) => `${prefix}${p}`);
        assert.deepEqual([...linkedPosts(readFileSync(file, 'utf8'), prefix)].sort(), expected.sort(), tag);
      }
    });

    test('RSS and Atom feeds carry all eight posts', () => {
      for (const feed of ['rss.xml', 'atom.xml']) {
        const xml = readFileSync(join(buildDir, prefix, 'blog', feed), 'utf8');
        for (const post of Object.keys(posts)) assert.ok(xml.includes(`${prefix}${post}`), `${feed} lists ${post}`);
      }
    });

    test('the blog lists all eight posts with summaries, and the archive and authors pages work', async () => {
      const {page, errors, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/blog`);
      await hydrated(page);
      assert.equal(await page.locator('main article').count(), 8);
      const readMore = await page.locator('main article a', {hasText: prefix ? /阅读更多/ : /Read more/}).count();
      assert.equal(readMore, 8, 'every post is truncated to a summary');
      await page.goto(`${server.url}${prefix}/blog/archive`);
      assert.equal(await page.locator('main a[href*="/blog/"]').filter({hasNotText: /^$/}).count() >= 8, true);
      await page.goto(`${server.url}${prefix}/blog/authors`);
      await page.locator('main', {hasText: prefix ? 'Dora SSR 团队' : 'Dora SSR Team'}).waitFor();
      await page.goto(`${server.url}${prefix}/blog/tags`);
      assert.ok((await page.locator('main a[href*="/blog/tags/"]').count()) >= 12);
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
