// The site shell a reader meets on every page: colour mode, announcement bar, navbar, footer, skip link.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ssrTemplate} from '../../config/ssr-template';
import {hydrated, openPage, site, whenSettled} from './harness';

const server = site();

for (const prefix of ['', '/zh-Hans']) {
  describe(`shell ${prefix || '/'} locale`, () => {
    test('dark mode is the default and a switch to light survives a reload', async () => {
      const {page, errors, warnings, close} = await openPage(server.browser, {colorScheme: 'light'});
      await page.goto(`${server.url}${prefix}/docs/tutorial/quick-start`);
      await hydrated(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'dark even when the system prefers light');
      await page.click('.navbar [class*="toggleButton"]');
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
      await page.reload();
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
      // A page opened in light mode renders as the server wrote it: no hydration warning, no error.
      await hydrated(page);
      assert.deepEqual(errors, []);
      assert.deepEqual(warnings, []);
      await close();
      // Without JavaScript too.
      const off = await openPage(server.browser, {colorScheme: 'light', javaScriptEnabled: false});
      await off.page.goto(`${server.url}${prefix}/docs/tutorial/quick-start`);
      assert.equal(await off.page.getAttribute('html', 'data-theme'), 'dark', 'dark without JavaScript');
      const background = await off.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
      assert.ok(r + g + b < 3 * 64, `a dark page (${background})`);
      await off.close();
    });

    test('the navbar marks the area of the page shown, on opening and after a click to another area', async () => {
      const {page, close} = await openPage(server.browser, {viewport: {width: 1280, height: 800}});
      const active = () =>
        page
          .locator('.navbar__items:not(.navbar__items--right) > .navbar__link--active')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await page.goto(`${server.url}${prefix}/docs/api/Class/Node`);
      assert.deepEqual(await active(), [`${prefix}/docs/api/intro`], 'Reference, on an API page');
      await hydrated(page);
      assert.deepEqual(await active(), [`${prefix}/docs/api/intro`], 'still Reference once the scripts ran');
      await page.click(`.navbar__items:not(.navbar__items--right) > a[href="${prefix}/docs/tutorial/quick-start"]`);
      await page.waitForURL(`**${prefix}/docs/tutorial/quick-start`);
      await page
        .locator(
          `.navbar__items:not(.navbar__items--right) > a[href="${prefix}/docs/tutorial/quick-start"].navbar__link--active`,
        )
        .waitFor();
      assert.deepEqual(await active(), [`${prefix}/docs/tutorial/quick-start`], 'Tutorial, on a tutorial page');
      await page.goto(`${server.url}${prefix}/blog`);
      assert.deepEqual(await active(), [`${prefix}/blog`], 'Blog, and no docs area, on the blog');
      await close();
    });

    test("the version links to the page's doc, or off the docs to their start, and follows client-side navigation", async () => {
      const {page, close} = await openPage(server.browser, {viewport: {width: 1280, height: 800}});
      const version = page.locator('.navbar__items--right > a.navbar__item', {hasText: 'v1.7.2'});
      const state = () =>
        version.evaluate((a) => [a.getAttribute('href'), a.classList.contains('navbar__link--active')] as const);
      await page.goto(`${server.url}${prefix}/docs/api/Class/Node/`);
      assert.deepEqual(await state(), [`${prefix}/docs/api/Class/Node`, true], 'the server HTML');
      await hydrated(page);
      assert.deepEqual(await state(), [`${prefix}/docs/api/Class/Node`, true], 'hydrated, with a trailing slash');
      await page.click(`.navbar__items:not(.navbar__items--right) > a[href="${prefix}/docs/tutorial/quick-start"]`);
      await page.locator(`.navbar__items--right > a[href="${prefix}/docs/tutorial/quick-start"]`).waitFor();
      assert.deepEqual(await state(), [`${prefix}/docs/tutorial/quick-start`, true], 'after client-side navigation');
      await page.click(`.navbar__items:not(.navbar__items--right) > a[href="${prefix}/blog"]`);
      await page.waitForURL(`**${prefix}/blog`);
      await page.locator(`.navbar__items--right > a[href="${prefix}/docs/"]`).waitFor();
      assert.deepEqual(await state(), [`${prefix}/docs/`, false], 'the docs start, off the docs');
      await close();
    });

    test('the announcement bar closes, stays closed, and returns when its id changes', async () => {
      const {page, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/`);
      await hydrated(page);
      const bar = page.locator('[class*="announcementBar_"]');
      await bar.waitFor();
      await bar.locator('button[class*="announcementBarClose"]').click();
      await bar.waitFor({state: 'detached'});
      assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
      await page.reload();
      await hydrated(page);
      assert.equal(await bar.count(), 0, 'stays closed after reload');
      await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
      await page.reload();
      await hydrated(page);
      await bar.waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'false');
      await close();
    });

    test('the navbar has every entry, the version, the Git mirrors and a locale switch that keeps the page', async () => {
      const {page, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/docs/tutorial/quick-start`);
      await hydrated(page);
      const labels = prefix
        ? ['教程', 'API 参考', '示例', '博客', '文创']
        : ['Tutorial', 'Reference', 'Example', 'Blog', 'Creative'];
      const left = await page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item').allInnerTexts();
      assert.deepEqual(
        left.map((t) => t.trim()),
        labels,
      );
      const hrefs = await page
        .locator('.navbar__items:not(.navbar__items--right) > a.navbar__item')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      assert.deepEqual(hrefs, [
        `${prefix}/docs/tutorial/quick-start`,
        `${prefix}/docs/api/intro`,
        `${prefix}/docs/example/First%20Game%20Tutorial/start`,
        `${prefix}/blog`,
        `${prefix}/docs/creative/art-i`,
      ]);
      assert.match(await page.locator('.navbar__items--right').innerText(), /v1\.7\.2/);

      const git = page.locator('.navbar__items--right .dropdown', {hasText: 'Git'});
      await git.hover();
      const mirrors = await git
        .locator('.dropdown__menu a')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      assert.deepEqual(mirrors, [
        'https://github.com/ippclub/Dora-SSR',
        'https://gitee.com/ippclub/Dora-SSR',
        'https://gitcode.com/ippclub/Dora-SSR',
        'https://atomgit.com/ippclub/Dora-SSR',
      ]);

      const locale = page.locator('.navbar__items--right .dropdown', {hasText: prefix ? '简体中文' : 'English'});
      await locale.hover();
      const other = locale.locator('.dropdown__menu a', {hasText: prefix ? 'English' : '简体中文'});
      await other.click();
      await page.waitForURL(`**${prefix ? '' : '/zh-Hans'}/docs/tutorial/quick-start`);
      assert.equal(await page.getAttribute('html', 'lang'), prefix ? 'en' : 'zh-Hans');
      await close();
    });

    test('the footer links to the five areas, Discord and the QQ group', async () => {
      const {page, close} = await openPage(server.browser);
      await page.goto(`${server.url}${prefix}/`);
      const hrefs = await page.locator('.footer a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      const paths = hrefs.map((h) => (h.startsWith(server.url) ? new URL(h).pathname : h));
      for (const route of [
        '/docs/tutorial/quick-start',
        '/docs/api/intro',
        '/docs/example/First%20Game%20Tutorial/start',
        '/blog',
        '/docs/creative/art-i',
      ]) {
        assert.ok(paths.includes(`${prefix}${route}`), `footer links to ${prefix}${route}`);
      }
      assert.ok(paths.includes('https://discord.gg/ZfNBSKXnf9'));
      assert.match(await page.locator('.footer').innerText(), /QQ.*512620381/);
      await close();
    });
  });
}

test('the skip link is the first thing Tab reaches and takes keyboard focus to the content', async () => {
  const {page, close} = await openPage(server.browser);
  await page.goto(`${server.url}/docs/tutorial/quick-start`);
  await hydrated(page);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
  assert.match(focused, /Skip to main content/);
  await page.keyboard.press('Enter');
  // The next Tab continues from the content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  assert.ok(inMain, 'focus moved into the main content');
  await close();
});

describe('layout by width', () => {
  test('at 996px the drawer holds the main menu and the docs sidebar, with Back to main menu', async () => {
    const {page, close} = await openPage(server.browser, {viewport: {width: 996, height: 800}});
    await page.goto(`${server.url}/docs/tutorial/quick-start`);
    await hydrated(page);
    assert.equal(
      await page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item').first().isVisible(),
      false,
    );
    await page.click('button.navbar__toggle');
    const drawer = page.locator('.navbar-sidebar');
    await drawer.waitFor({state: 'visible'});
    // On a docs page the drawer opens on the secondary menu: the docs sidebar.
    await page.locator('.navbar-sidebar__item.menu >> nth=1').waitFor();
    const back = page.locator('.navbar-sidebar__back');
    assert.match(await back.innerText(), /Back to main menu/);
    assert.ok(await drawer.locator('a.menu__link', {hasText: 'Dora Start!'}).isVisible());
    await back.click();
    assert.ok(await drawer.locator('a.menu__link', {hasText: 'Reference'}).isVisible(), 'primary menu shows');
    await close();
  });

  test('on a phone the menu is built when the reader reaches for the toggle, then slides in', async () => {
    const {page, errors, close} = await openPage(server.browser, {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    const settled = whenSettled(page);
    await page.goto(`${server.url}/zh-Hans/docs/api/Class/Node`);
    await hydrated(page);
    await settled();
    assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'no hidden menu once the page has settled');
    const drawer = page.locator('.navbar-sidebar');
    const open = () => page.locator('nav.navbar').evaluate((e) => e.classList.contains('navbar-sidebar--show'));
    // Reaching the toggle builds the menu, still closed, so that it can slide in when the tap opens it.
    await page.hover('button.navbar__toggle');
    await drawer.waitFor({state: 'attached'});
    assert.equal(await open(), false);
    await page.tap('button.navbar__toggle');
    await drawer.waitFor({state: 'visible'});
    assert.ok(await open());
    // A docs page's drawer opens on its sidebar.
    await drawer.locator('.navbar-sidebar__back').waitFor();
    assert.ok((await drawer.locator('a.menu__link').count()) > 3);
    // Keyboard readers get it too: focus on the toggle builds it, Enter opens it.
    const other = await openPage(server.browser, {viewport: {width: 390, height: 844}});
    await other.page.goto(`${server.url}/docs/tutorial/quick-start`);
    await hydrated(other.page);
    await other.page.focus('button.navbar__toggle');
    await other.page.keyboard.press('Enter');
    await other.page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    assert.deepEqual([...errors, ...other.errors], []);
    await other.close();
    await close();
  });

  test("on a phone, buttons tapped before the page's code has arrived do their work once it has (plugins/early-taps)", async () => {
    const {page, errors, close} = await openPage(server.browser, {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    // A slow line: the page's scripts arrive only when the test lets them.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}/docs/tutorial/quick-start`, {waitUntil: 'commit'});
    const onThisPage = page.locator('.theme-doc-toc-mobile button');
    const contents = page.locator('.theme-doc-toc-mobile a.table-of-contents__link');
    const backdrop = (visibility: string) =>
      page.waitForFunction(
        (v) => getComputedStyle(document.querySelector('.navbar-sidebar__backdrop')!).visibility === v,
        visibility,
      );
    // The announcement's close button, then "On this page" tapped twice, as a reader does when nothing seems
    // to happen: it counts once.
    await page.tap('.theme-announcement-bar button');
    await onThisPage.tap();
    await onThisPage.tap();
    // The menu tap shows at once (the backdrop dims the page), and a tap on the backdrop takes it back.
    await page.tap('button.navbar__toggle');
    await backdrop('visible');
    await page.mouse.click(380, 500);
    await backdrop('hidden');
    await page.tap('button.navbar__toggle');
    await backdrop('visible');
    assert.ok(held.length > 0, 'the scripts were asked for and held');
    assert.equal(await contents.count(), 0, 'the contents are not built yet');
    release();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    await page.locator('.navbar-sidebar__back').waitFor();
    // The kept taps on "On this page" opened the contents, behind the menu.
    await contents.first().waitFor({state: 'visible'});
    // From here the page's own handlers answer: a tap on the backdrop closes the menu.
    await page.mouse.click(380, 500);
    await page.locator('.navbar-sidebar').waitFor({state: 'hidden'});
    assert.ok(await contents.first().isVisible(), 'the contents stay open: two early taps made one');
    assert.equal(await page.locator('.theme-announcement-bar').count(), 0, 'the announcement was closed');
    assert.deepEqual(errors, []);
    await close();
  });

  test('at 997px the desktop navbar shows and the drawer toggle is hidden', async () => {
    const {page, close} = await openPage(server.browser, {viewport: {width: 997, height: 800}});
    await page.goto(`${server.url}/docs/tutorial/quick-start`);
    await hydrated(page);
    assert.equal(await page.locator('button.navbar__toggle').isVisible(), false);
    assert.ok(await page.locator('.navbar__item', {hasText: 'Reference'}).first().isVisible());
    assert.ok(await page.locator('nav[aria-label="Docs sidebar"]').isVisible());
    await close();
  });
});

describe('starting the scripts (config/ssr-template.ts)', () => {
  /** Notes when an element loading main.js enters the document, whoever inserts it (the parser or the page). */
  const noteMainScript = () => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLScriptElement && /\/main\.[^/]+\.js$/.test(node.src))
            (window as {mainAt?: number}).mainAt ??= performance.now();
    }).observe(document, {childList: true, subtree: true});
  };

  test('the page paints before its scripts run, and then hydrates', async () => {
    const {page, errors, close} = await openPage(server.browser);
    await page.addInitScript(noteMainScript);
    await page.goto(`${server.url}/docs/api/Class/Node`);
    await hydrated(page);
    const {mainAt, fcp} = await page.evaluate(() => ({
      mainAt: (window as {mainAt?: number}).mainAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    assert.ok(mainAt !== undefined && fcp !== undefined, `main.js at ${mainAt}, first contentful paint at ${fcp}`);
    assert.ok(
      mainAt >= fcp,
      `main.js started at ${mainAt.toFixed(0)} ms, before the first contentful paint at ${fcp.toFixed(0)} ms`,
    );
    assert.deepEqual(errors, []);
    await close();
  });

  test('a browser that does not report paints runs the scripts at once', async () => {
    // The fallback starts the scripts when a paint report never comes; here nothing may wait for it.
    const fallback = Number(ssrTemplate.match(/setTimeout\(start, (\d+)\)/)?.[1]);
    assert.ok(fallback > 0, 'the fallback delay is found in config/ssr-template.ts');
    const {page, errors, close} = await openPage(server.browser);
    await page.addInitScript(() => Object.defineProperty(window, 'PerformanceObserver', {value: undefined}));
    await page.addInitScript(noteMainScript);
    // Notes when the inline script that names main.js enters the document: the parser runs it next, and its fallback
    // counts from then. The parser may add the element before all of its text has arrived, so the text's own
    // additions are looked at too.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            const script = node instanceof HTMLScriptElement ? node : node.parentNode;
            if (script instanceof HTMLScriptElement && !script.src && /\/main\.[^/"]+\.js/.test(script.text))
              (window as {starterAt?: number}).starterAt ??= performance.now();
          }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(`${server.url}/zh-Hans/docs/tutorial/quick-start`);
    await hydrated(page);
    const {starterAt, mainAt, parsed} = await page.evaluate(() => ({
      starterAt: (window as {starterAt?: number}).starterAt,
      mainAt: (window as {mainAt?: number}).mainAt,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    }));
    assert.ok(
      starterAt !== undefined && mainAt !== undefined,
      `the starter script at ${starterAt}, main.js at ${mainAt}`,
    );
    const waited = mainAt - starterAt;
    assert.ok(
      waited < fallback / 2,
      `main.js started ${waited.toFixed(0)} ms after the script that starts it, not well before its ${fallback} ms fallback`,
    );
    assert.ok(
      mainAt <= parsed,
      `main.js started at ${mainAt.toFixed(0)} ms, after the page was parsed at ${parsed.toFixed(0)} ms`,
    );
    assert.deepEqual(errors, []);
    await close();
  });
});

describe('the site frame draws no SVG images (src/css/custom.css, config/navbar.ts, scripts/pwa-icons.ts)', () => {
  // A browser builds each SVG image into a document of its own on the page's main thread: 4–30 ms each on a
  // first visit here, in the middle of the first style pass. The frame's icons are shapes, an inline SVG
  // element (the search box's magnifier), a PNG favicon and WebP pictures.
  const svgIn = (value: string) => /data:image\/svg|\.svg\b/.test(value);
  for (const [path, width] of [
    ['/docs/tutorial/quick-start', 390],
    ['/docs/tutorial/quick-start', 1280],
    ['/blog', 390],
    ['/zh-Hans/docs/api/Class/Node', 1280],
  ] as const) {
    test(`${path} at ${width}px`, async () => {
      const {page, close} = await openPage(server.browser, {viewport: {width, height: 900}});
      const svgRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && svgIn(request.url())) svgRequests.push(request.url());
      });
      await page.goto(`${server.url}${path}`);
      const frame = await page.evaluate(() => ({
        icon: document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? '',
        logo: document.querySelector<HTMLImageElement>('.navbar__logo img')?.src ?? '',
        avatars: Array.from(document.querySelectorAll<HTMLImageElement>('.avatar__photo'), (img) => img.src),
      }));
      assert.match(frame.icon, /\.png$/);
      assert.match(frame.logo, /\.webp$/);
      if (path === '/blog') assert.ok(frame.avatars.length > 0, 'the blog list shows its authors');
      for (const avatar of frame.avatars) assert.match(avatar, /\.webp$/);
      // Every element and pseudo-element of the page, content figures aside (an article's own pictures may be SVG).
      const images: string[] = await page.evaluate(() => {
        const found: string[] = [];
        for (const element of Array.from(document.querySelectorAll('body *'))) {
          if (element.closest('article .markdown, article .theme-doc-markdown')) continue;
          for (const pseudo of [null, '::before', '::after']) {
            const style = getComputedStyle(element, pseudo);
            for (const value of [style.backgroundImage, style.maskImage, style.listStyleImage, style.borderImageSource])
              if (value && value !== 'none') found.push(`${element.className} ${pseudo ?? ''} ${value.slice(0, 80)}`);
          }
        }
        return found;
      });
      assert.deepEqual(images.filter(svgIn), []);
      assert.deepEqual(
        svgRequests.filter((url) => !/\/img\/(?:tutorial|blog)\//.test(url)),
        [],
      );
      // The shapes that stand in for Infima's images are there, on what the reader sees at this width: the
      // search field, the breadcrumbs, the sidebar's and the "On this page" toggles, the back-to-top button.
      const docs = path.includes('/docs/');
      const wide = width > 996;
      const chevronAt = [
        ...(docs ? ['.theme-back-to-top-button', '.breadcrumbs__item:not(:last-child)'] : []),
        ...(docs && wide ? ['.menu__link--sublist-caret'] : []),
        ...(docs && !wide ? ['.theme-doc-toc-mobile button'] : []),
      ];
      // No named helpers in the browser's function: it has no bundler runtime to name them.
      const shapes = await page.evaluate(
        (selectors) => [
          `${document.querySelector('.navbar__search svg')?.getBoundingClientRect().width ?? 0}`,
          ...selectors.map((selector) => {
            const element = document.querySelector(selector);
            if (!element) return `no ${selector}`;
            const style = getComputedStyle(element, '::after');
            return `${style.clipPath} ${style.backgroundColor}`;
          }),
        ],
        chevronAt,
      );
      const [search, ...chevrons] = shapes;
      assert.ok(Number(search) > 0, 'the search box shows its magnifier');
      for (const chevron of chevrons) {
        assert.match(chevron, /^polygon\(.*\) rgba?\(/, chevron);
        assert.doesNotMatch(chevron, /rgba\(0, 0, 0, 0\)$/, `${chevron}: painted in a colour`);
      }
      await close();
    });
  }
});
