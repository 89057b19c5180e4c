/**
 * The HTML page every route is written into: Docusaurus's own template (core/lib/ssg/ssgTemplate.html.js), read
 * from Docusaurus and changed in two places. When either place is gone, the build stops here (UPGRADING.md).
 *
 * 1. The scripts start once the first contentful paint has reached the screen. Docusaurus writes
 *    `<script defer>` tags in the head: the browser then fetches them at once, sharing a slow line with the
 *    stylesheet and the page's first image, and when they are at hand it runs them, and the page's own chunks,
 *    before it paints the page that is already in the HTML. Started after the first paint, the reader sees the
 *    page first and hydration follows; in Lighthouse's simulated mobile runs the largest paint came 0.3–0.9 s
 *    sooner on every template (maintainers/performance.md). What a reader taps before hydration still works:
 *    tabs and signature forms (plugins/code-language), the search box as an editable placeholder
 *    (src/theme/SearchBar), links natively, and the theme's buttons once the page's code has taken over
 *    (plugins/early-taps). A hidden tab, or a browser that does not report paints, starts them at once; a
 *    paint that never comes is waited for three seconds.
 * 2. The default colour mode is written on `<html>`, so that a reader without JavaScript gets it too
 *    (Docusaurus sets the mode from its inline script only). With JavaScript, the theme's script replaces it
 *    with the reader's choice before the first paint.
 *
 * `tests/e2e/shell.test.ts` checks the order (paint, then scripts), that the page hydrates, and the colour
 * mode of a page read without JavaScript.
 */
import {themeConfig} from './theme';

const upstreamFile = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Upstream's `<script defer>` tags, one per entry file. */
const deferredScripts =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const htmlTag = '<html <%~ it.htmlAttributes %>>';
const appRoot = '<div id="__docusaurus"><%~ it.appHtml %></div>';

/** The scripts a built page starts with the starter below, as site paths, read from its HTML. */
export function startedScripts(html: string): string[] {
  const list = html.match(/\((\["[^\]]*"\])\)<\/script>/)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

const startScripts = `(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var P = window.PerformanceObserver;
  if (document.visibilityState !== 'visible' || !P || !P.supportedEntryTypes || P.supportedEntryTypes.indexOf('paint') < 0) return start();
  new P(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
})`;

/** Docusaurus's template with the two changes above; throws, naming the file, when a place to change is gone. */
export function siteTemplate(template: string, mode: string): string {
  for (const [place, found] of [
    ['its <script defer> tags', deferredScripts.test(template)],
    [htmlTag, template.includes(htmlTag)],
    [appRoot, template.includes(appRoot)],
  ] as const)
    if (!found) throw new Error(`Upstream changed: ${upstreamFile} no longer writes ${place}. See UPGRADING.md.`);
  return template
    .replace(deferredScripts, '')
    .replace(htmlTag, `<html <%~ it.htmlAttributes %> data-theme="${mode}">`)
    .replace(
      appRoot,
      `${appRoot}\n    <script>${startScripts}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>`,
    );
}

// Required as CommonJS (the config loader may hand over its default export itself).
const upstream = require(upstreamFile) as string | {default: string};

export const ssrTemplate = siteTemplate(
  typeof upstream === 'string' ? upstream : upstream.default,
  themeConfig.colorMode.defaultMode,
);
