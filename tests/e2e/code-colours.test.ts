// Code highlighted at build time looks, character by character, as the theme's Prism renderer draws it.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight} from 'prism-react-renderer';
import type {Browser} from 'playwright-core';
import {highlightedLines} from '@site/mdx/prerender-code';
import {codeTheme, codeThemeCss} from '@site/config/prism';
import {Prism} from '@site/mdx/prism-node';
import {launchBrowser, startServer} from './harness';

/** What the theme's `CodeBlock/Content` and `CodeBlock/Line` render inside `<code>`, for a block without line numbers. */
function themeLines(code: string, language: string): string {
  return renderToStaticMarkup(
    createElement(Highlight, {
      prism: Prism,
      theme: codeTheme,
      code,
      language,
      children: ({tokens, getLineProps, getTokenProps}) =>
        createElement(
          Fragment,
          null,
          tokens.map((tokenLine, i) => {
            const line =
              tokenLine.length === 1 && tokenLine[0].content === '\n' ? [{...tokenLine[0], content: ''}] : tokenLine;
            const spans = line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})}));
            return createElement('span', {key: i, ...getLineProps({line})}, ...spans, createElement('br'));
          }),
        ),
    }),
  );
}

const samples: [string, string][] = [
  ['lua', 'local sprite <const> = Sprite("Image/logo.png")\n\n-- a comment & more\nif sprite then print("ok") end'],
  ['teal', 'local record Point\n  x: number\nend\nlocal p: Point = {x = 1}\nlocal s = `${p}`'],
  ['yue', 'with Sprite "Image/logo.png"\n\t.x = 100\n\t\\perform Sequence(grow, shrink), true\nprint "#{x} done"'],
  ['ts', 'const a: number[] = [1, 2];\nclass B extends C<T> { @dec m(): void {} }\n// note'],
  ['tsx', 'const a = <sprite file="Image/logo.png" x={100}/>;\ntoNode(a);'],
  ['xml', '<Dora>\n  <Label Text="Hi &amp; bye"/>\n  <!-- c -->\n</Dora>'],
  ['bash', 'npm install && echo "done $HOME" # go'],
  ['json', '{"a": [1, true, null], "b": "c"}'],
  ['rust', 'fn main() { let x: i32 = 5; println!("{}", x); }'],
  ['text', 'Plain text, <not> code.\n\n\nwith empty lines'],
];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const mode of ['light', 'dark'] as const) {
  test(`build-time highlighting looks as the theme draws it, in ${mode} mode`, async () => {
    const page = await browser.newPage();
    const block = (id: string, language: string, lines: string) =>
      `<pre class="prism-code language-${language}" style="color:var(--code-color);background-color:var(--code-background-color)"><code id="${id}">${lines}</code></pre>`;
    const body = samples
      .map(
        ([language, code], i) =>
          block(`theme-${i}`, language, themeLines(code, language)) +
          block(`ours-${i}`, language, highlightedLines(code, language)),
      )
      .join('');
    await page.setContent(
      `<!doctype html><html data-theme="${mode}"><head><style>${codeThemeCss}</style></head><body>${body}</body></html>`,
    );
    const looks = (id: string) =>
      page.evaluate((root) => {
        const runs: string[] = [];
        const walker = document.createTreeWalker(document.getElementById(root)!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const s = getComputedStyle(node.parentElement!);
          const look = [s.color, s.fontStyle, s.fontWeight, s.textDecorationLine, s.opacity, s.backgroundColor].join(
            ' ',
          );
          for (const char of node.textContent ?? '') runs.push(`${char} ${look}`);
        }
        return runs;
      }, id);
    for (let i = 0; i < samples.length; i += 1) {
      const theirs = await looks(`theme-${i}`);
      assert.ok(theirs.length > 10);
      assert.deepEqual(await looks(`ours-${i}`), theirs, `${samples[i][0]} sample`);
      const distinct = new Set(theirs.map((run) => run.slice(2))).size;
      if (samples[i][0] !== 'text') assert.ok(distinct > 1, `${samples[i][0]} has coloured tokens`);
    }
    await page.close();
  });
}

test("a built page's code blocks take their plain colours from the style sheet, in both modes, with no inline style", async () => {
  const server = await startServer();
  try {
    for (const mode of ['light', 'dark'] as const) {
      const page = await browser.newPage({viewport: {width: 390, height: 800}});
      await page.goto(`${server.url}/docs/api/Class/Node?docusaurus-theme=${mode}`);
      const seen = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.cssText = 'color: var(--code-color); background-color: var(--code-background-color)';
        document.body.append(probe);
        const want = [getComputedStyle(probe).color, getComputedStyle(probe).backgroundColor];
        const blocks = Array.from(document.querySelectorAll('.theme-code-block')).filter(
          (b) => b.getClientRects().length,
        );
        return {
          want,
          blocks: blocks.length,
          inline: blocks.filter((b) => b.hasAttribute('style') || b.querySelector('pre')!.hasAttribute('style')).length,
          looks: [
            ...new Set(
              blocks.flatMap((b) =>
                [b, b.querySelector('pre')!].map(
                  (e) => `${getComputedStyle(e).color} ${getComputedStyle(e).backgroundColor}`,
                ),
              ),
            ),
          ],
        };
      });
      assert.ok(seen.blocks > 50, `${mode}: the API page shows its signatures (${seen.blocks})`);
      assert.equal(seen.inline, 0, `${mode}: no code block carries an inline style`);
      assert.deepEqual(seen.looks, [seen.want.join(' ')], `${mode}: every block and its <pre> in the theme's colours`);
      await page.close();
    }
  } finally {
    await server.close();
  }
});
