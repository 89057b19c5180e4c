/**
 * The HTML page every route is written into: Docusaurus's own template (core/lib/ssg/ssgTemplate.html.js),
 * except for how the page starts its scripts and the default colour mode on `<html>` (below).
 *
 * Docusaurus writes `<script defer>` tags. When the scripts are already at hand (a fast network, a warm
 * cache), the browser runs them, about 40 ms of React and route setup on a laptop and four times that on
 * a phone, and then fetches and runs the page's own chunks, all before it paints the page that is already
 * in the HTML. Here the scripts are fetched and run once the first contentful paint has reached the
 * screen: the reader sees the page first, and hydration follows. They are not preloaded either: on a
 * slow network, their 130 KB would share the line with the stylesheet and the page's first image. In
 * Lighthouse's simulated mobile runs, leaving the preloads out brought the largest paint from 1.4–2.0 s
 * to 1.0–1.3 s on four pages (README, Figures). The cost is a first visit's hydration, which starts a
 * download later; what a reader taps before it still works: tabs and signature forms from the inline
 * script of config/code-language.ts, the search box as an editable placeholder (src/theme/SearchBar),
 * links natively, and the theme's buttons (the phone menu's toggle first) are pressed once the page's
 * code has taken over (config/early-taps.ts). A hidden tab, or a browser that does not report paints,
 * runs them at once, as does a tab hidden before its first paint; a paint that never comes is waited for
 * three seconds.
 *
 * `tests/e2e/shell.test.ts` checks the order (paint, then scripts) and that the page still hydrates.
 */
import {themeConfig} from './theme';

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

/**
 * The default colour mode, written on `<html>` so that a reader without JavaScript gets it too (Docusaurus
 * sets the mode from its inline script only, so such a reader got Infima's light look). With JavaScript
 * the script replaces it with the reader's choice before the first paint.
 */
const defaultMode = themeConfig.colorMode.defaultMode;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %> data-theme="${defaultMode}">
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${startScripts}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
