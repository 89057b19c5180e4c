// Pages for AI assistants in the production build, in both locales: llms.txt in the llmstxt.org shape, a Markdown twin of
// every docs page and post of routes.txt, no HTML and only absolute links in them, tabs as labelled fences, llms-full.txt
// with every page, and "Copy page as Markdown" before and after hydration. tests/unit/llms-markdown.test.ts covers the
// finishing step's rules one by one.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import yaml from 'js-yaml';
import type {Route} from 'playwright-core';
import {buildDir, hydrated, openPage, site} from './harness';

const server = site();
const root = resolve(import.meta.dirname, '../..');
const origin = 'https://dora-ssr.net';

/** ../shared/routes.txt, or the file beside DORA_SHARED when the shared material lives elsewhere. */
const routesFile = join(resolve(root, process.env.DORA_SHARED ?? '../shared'), 'routes.txt');

/**
 * Routes of routes.txt that the site builds from other pages (the home page, the search page, the blog's lists and the
 * tag pages): they have no Markdown source and no twin. Every other route is a docs page or a post and has one.
 */
const builtFromOtherPages = [
  /^\/$/,
  /^\/search$/,
  /^\/docs\/tags(\/|$)/,
  /^\/blog$/,
  /^\/blog\/(archive|authors|tags)(\/|$)/,
];

const headings = {
  '': ['Tutorial', 'API reference', 'Examples', 'Creative', 'Blog'],
  '/zh-Hans': ['教程', 'API 参考', '示例', '文创', '博客'],
};
/** Where each area's pages live (the /docs landing is shown with the tutorial's sidebar). */
const areaRoutes = [
  /^\/docs(\/tutorial\/.+)?$/,
  /^\/docs\/api\/.+/,
  /^\/docs\/example\/.+/,
  /^\/docs\/creative\/.+/,
  /^\/blog\/.+/,
];

const copyLabel = {'': 'Copy page as Markdown', '/zh-Hans': '将本页复制为 Markdown'};
const copiedLabel = {'': 'Copied', '/zh-Hans': '已复制'};
const failedLabel = {'': 'Could not copy', '/zh-Hans': '无法复制'};

/** The build file a site URL or path is served from (file, `dir/index.html`, `path.html`), if any. */
function builtFile(url: string): string | undefined {
  const path = decodeURIComponent(new URL(url, origin).pathname);
  const base = join(buildDir, path);
  return [base, join(base, 'index.html'), `${base}.html`].find((p) => existsSync(p) && statSync(p).isFile());
}

/** The Markdown outside code: lines inside fences dropped, inline code spans removed. */
function prose(markdown: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(line))
        fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    kept.push(line.replace(/(`+)(?:(?!\1).)+?\1/g, ''));
  }
  return kept.join('\n');
}

const links = (markdown: string) => [...prose(markdown).matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]);
const tags = (markdown: string) =>
  [...prose(markdown).matchAll(/<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/g)].map((m) => m[0]);

type Entry = {title: string; url: string; description: string; section: string};

/** The page list of a built llms.txt, each entry with the section it is in. */
function entries(llmsTxt: string): Entry[] {
  let section = '';
  const list: Entry[] = [];
  for (const line of llmsTxt.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3);
    const entry = line.match(/^- \[(.+)\]\((\S+)\): (.+)$/);
    if (entry) list.push({title: entry[1], url: entry[2], description: entry[3], section});
  }
  return list;
}

/** The route of a twin's address: `https://dora-ssr.net/zh-Hans/docs/a%20b.md` → `/docs/a b` (without the locale). */
const routeOf = (url: string, prefix: string) =>
  decodeURIComponent(new URL(url).pathname).slice(prefix.length).replace(/\.md$/, '');

const decodeHtml = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The ids of a built HTML page, for checking a link's anchor. */
const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const html = readFileSync(file, 'utf8');
    ids = new Set([...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map((m) => m[1] ?? m[2] ?? m[3]));
    idCache.set(file, ids);
  }
  return ids;
}

for (const prefix of ['', '/zh-Hans'] as const) {
  const base = `${origin}${prefix}`;
  const read = (path: string) => readFileSync(join(buildDir, prefix, path), 'utf8');

  describe(`pages for AI assistants ${prefix || '/'}`, () => {
    test('llms.txt has the llmstxt.org shape: title, summary, notes, one section per area of pages that exist', () => {
      const text = read('llms.txt');
      const [title, blank, summary] = text.split('\n');
      assert.equal(title, '# Dora SSR');
      assert.equal(blank, '');
      assert.match(summary, /^> \S.{40,}/);
      const beforeSections = text.slice(0, text.indexOf('\n## '));
      assert.ok(!/^#{1,6} /m.test(beforeSections.split('\n').slice(1).join('\n')), 'no heading before the sections');
      assert.deepEqual(
        [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]),
        headings[prefix],
      );
      assert.ok(!/^#{3,} /m.test(text), 'sections hold a plain list');
      const list = entries(text);
      const listLines = text.split('\n').filter((line) => line.startsWith('- '));
      assert.equal(list.length, listLines.length, 'every list line is `- [title](url): description`');
      for (const entry of list) {
        assert.ok(entry.url.startsWith(`${base}/`) && entry.url.endsWith('.md'), entry.url);
        assert.ok(builtFile(entry.url), `${entry.url} is built`);
        assert.ok(builtFile(entry.url.replace(/\.md$/, '')), `${entry.url} has its page`);
        const area = headings[prefix].indexOf(entry.section);
        assert.match(routeOf(entry.url, prefix), areaRoutes[area], `${entry.url} is listed under ${entry.section}`);
      }
    });

    test('llms.txt names each page by its title and description as the page itself gives them', () => {
      for (const entry of entries(read('llms.txt'))) {
        const html = readFileSync(builtFile(entry.url.replace(/\.md$/, '')) as string, 'utf8');
        // The minifier quotes an attribute only when it must, with " or '.
        const meta = html.match(/<meta\b[^>]*\bname="?description"?[^>]*\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/);
        const description = meta?.[1] ?? meta?.[2] ?? meta?.[3] ?? '';
        assert.equal(entry.description, decodeHtml(description), `${entry.url}: description`);
        const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '');
        assert.equal(entry.title, decodeHtml(h1 ?? '').trim(), `${entry.url}: title`);
      }
    });

    test('the tutorials are listed in the order of the sidebar (routes.txt), the pages of each once', (t) => {
      if (!existsSync(routesFile)) return t.skip(`no ${routesFile}`);
      const listed = entries(read('llms.txt')).map((entry) => routeOf(entry.url, prefix));
      assert.equal(new Set(listed).size, listed.length, 'no page listed twice');
      const promised = readFileSync(routesFile, 'utf8')
        .split('\n')
        .filter((route) => route.startsWith('/docs/tutorial/') || route.startsWith('/docs/example/'));
      assert.ok(promised.length > 40);
      assert.deepEqual(
        listed.filter((route) => promised.includes(route)),
        promised,
      );
    });

    test('every docs page and post of routes.txt has its Markdown twin, listed in llms.txt', (t) => {
      if (!existsSync(routesFile)) return t.skip(`no ${routesFile}`);
      const routes = readFileSync(routesFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('/'));
      const pages = routes.filter((route) => !builtFromOtherPages.some((re) => re.test(route)));
      // The home page and search; the docs tags page and one per tag; the blog, its archive, authors and tags pages and one per tag.
      const tagCount = (file: string) =>
        Object.keys(yaml.load(readFileSync(join(root, file), 'utf8')) as object).length;
      assert.equal(routes.length - pages.length, 2 + 1 + tagCount('docs/tags.yml') + 4 + tagCount('blog/tags.yml'));
      const listed = new Set(entries(read('llms.txt')).map((entry) => routeOf(entry.url, prefix)));
      for (const route of pages) {
        assert.ok(existsSync(join(buildDir, prefix, `${route}.md`)), `${prefix}${route}.md`);
        assert.ok(listed.has(route), `llms.txt lists ${route}`);
      }
    });

    test('the twins, llms.txt and llms-full.txt hold no HTML and only absolute links that resolve', () => {
      const files = [
        'llms.txt',
        'llms-full.txt',
        ...entries(read('llms.txt')).map((e) => decodeURIComponent(new URL(e.url).pathname).slice(prefix.length)),
      ];
      let checked = 0;
      for (const file of files) {
        const text = read(file);
        assert.deepEqual(tags(text), [], `${file} holds HTML`);
        for (const link of links(text)) {
          assert.match(link, /^(https?:\/\/|mailto:)/, `${file}: ${link} is not absolute`);
          if (!link.startsWith(`${origin}/`)) continue;
          const twin = file.endsWith('.md');
          if (twin) assert.ok(link.startsWith(`${base}/`), `${file}: ${link} leaves the locale`);
          const target = builtFile(link);
          assert.ok(target, `${file}: ${link} is not built`);
          const hash = new URL(link).hash.slice(1);
          if (hash && target.endsWith('.html')) {
            assert.ok(idsOf(target).has(decodeURIComponent(hash)), `${file}: ${link} has no such anchor`);
          }
          checked += 1;
        }
      }
      assert.ok(checked > 5000, `${checked} site links checked`);
    });

    test('a tabbed page’s twin has every tab: its label in bold, then its fence in its language', () => {
      const pages = [
        ['docs/tutorial/Using Nodes/using-sprite.md', 'tutorial/60.Using Nodes/1.using-sprite.mdx'],
        ['docs/tutorial/quick-start.md', 'tutorial/10.quick-start.mdx'],
      ];
      for (const [twinPath, sourcePath] of pages) {
        const source = readFileSync(
          prefix
            ? join(root, 'i18n/zh-Hans/docusaurus-plugin-content-docs/current', sourcePath)
            : join(root, 'docs', sourcePath),
          'utf8',
        );
        const tabs = [...source.matchAll(/<TabItem\s+value="[^"]+"\s+label="([^"]+)"\s*>([\s\S]*?)<\/TabItem>/g)].map(
          ([, label, body]) => ({label, fence: body.trim().startsWith('```') ? body.trim().split('\n')[0] : undefined}),
        );
        assert.ok(tabs.filter((tab) => tab.fence).length >= 4, `${sourcePath} has language tabs`);
        assert.ok(tabs.some((tab) => tab.label === 'TypeScript'));
        const lines = read(twinPath).split('\n');
        let at = 0;
        for (const tab of tabs) {
          at = lines.indexOf(`**${tab.label}**`, at);
          assert.ok(at >= 0, `${twinPath}: the tab ${tab.label} is missing or out of order`);
          if (tab.fence) {
            const language = tab.fence.replace(/^```(\S*).*$/, '$1');
            const next = lines.slice(at + 1).find((line) => line.trim() !== '');
            assert.match(
              next ?? '',
              new RegExp(`^\`\`\`${language}( |$)`),
              `${twinPath}: ${tab.label} has its ${language} fence`,
            );
          }
          at += 1;
        }
      }
    });

    test('llms-full.txt holds every page of llms.txt, in order, under a heading that links to it', () => {
      const full = read('llms-full.txt');
      assert.match(full, /^# Dora SSR\n\n> \S/);
      const list = entries(read('llms.txt'));
      let at = 0;
      const normal = (text: string) => text.replace(/^#+ /gm, '').trim();
      const sections = list.map((entry) => {
        const heading = `\n## [${entry.title}](${entry.url.replace(/\.md$/, '')})\n`;
        const start = full.indexOf(heading, at);
        assert.ok(start >= at, `llms-full.txt: ${entry.url} is missing or out of order`);
        at = start + heading.length;
        return {entry, start, bodyStart: at};
      });
      sections.forEach(({entry, bodyStart}, i) => {
        const end = i + 1 < sections.length ? sections[i + 1].start : full.length;
        const twin = read(decodeURIComponent(new URL(entry.url).pathname).slice(prefix.length));
        assert.equal(
          normal(full.slice(bodyStart, end)),
          normal(twin.replace(/^# .*\n/, '')),
          `${entry.url} in llms-full.txt`,
        );
      });
    });

    test('the twins stay out of the sitemap and the search index', () => {
      assert.ok(!/\.md</.test(read('sitemap.xml')), 'sitemap.xml lists no .md file');
      const index = read('search-index.json');
      assert.ok(!/\.md"/.test(index), 'the search index holds no .md address');
    });

    test('"Copy page as Markdown" copies the page’s twin once the page is hydrated, and says so', async () => {
      const path = `${prefix}/docs/example/First Game Tutorial/start`;
      const {page, errors, close} = await openPage(server.browser, {
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      await page.getByRole('link', {name: copyLabel[prefix]}).click();
      await page.getByRole('status').filter({hasText: copiedLabel[prefix]}).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, readFileSync(join(buildDir, `${path}.md`), 'utf8'));
      assert.equal(decodeURIComponent(new URL(page.url()).pathname), path, 'the page stays');
      assert.deepEqual(errors, []);
      await close();
    });

    test('"Copy page as Markdown" opens the twin before the scripts have run, and without scripts', async () => {
      const path = `${prefix}/docs/tutorial/quick-start`;
      const twin = readFileSync(join(buildDir, `${path}.md`), 'utf8');
      // Scripts held back: the reader clicks as soon as the page shows.
      const early = await openPage(server.browser);
      const held: Route[] = [];
      await early.page.route('**/*.js', (route) => void held.push(route));
      await early.page.goto(`${server.url}${path}`, {waitUntil: 'domcontentloaded'});
      await early.page.getByRole('link', {name: copyLabel[prefix]}).click();
      await early.page.waitForURL(`**${encodeURI(path)}.md`);
      assert.equal((await early.page.locator('body').innerText()).trimEnd(), twin.trimEnd());
      await Promise.all(held.map((route) => route.abort().catch(() => {})));
      await early.close();

      const noScript = await openPage(server.browser, {javaScriptEnabled: false});
      await noScript.page.goto(`${server.url}${path}`);
      await noScript.page.getByRole('link', {name: copyLabel[prefix]}).click();
      await noScript.page.waitForURL(`**${encodeURI(path)}.md`);
      assert.equal((await noScript.page.locator('body').innerText()).trimEnd(), twin.trimEnd());
      await noScript.close();
    });

    test('when copying fails, "Copy page as Markdown" says so and then opens the twin', async () => {
      const path = `${prefix}/docs/api/Class/Sprite`;
      const {page, close} = await openPage(server.browser, {permissions: ['clipboard-read', 'clipboard-write']});
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
      const link = page.getByRole('link', {name: copyLabel[prefix]});
      await link.click();
      await page.getByRole('status').filter({hasText: failedLabel[prefix]}).waitFor();
      assert.equal(decodeURIComponent(new URL(page.url()).pathname), path);
      await page.unroute('**/*.md');
      await link.click();
      await page.waitForURL(`**${path}.md`);
      assert.match(await page.locator('body').innerText(), /^# Sprite\n/);
      await close();
    });
  });
}
