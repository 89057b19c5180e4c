// config/ssr-template.ts is Docusaurus's page template with the scripts started after the first paint and the
// default colour mode on <html>; it fails loudly, naming the file, when a place it changes is gone upstream.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {siteTemplate, ssrTemplate} from '@site/config/ssr-template';

const require = createRequire(import.meta.url);
const docusaurusTemplate: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;

test("the page template is Docusaurus's, with the scripts started by the starter and the colour mode on <html>", () => {
  assert.match(ssrTemplate, /<html <%~ it\.htmlAttributes %> data-theme="dark">/);
  assert.doesNotMatch(ssrTemplate, / defer>/, 'no script tag of its own');
  assert.doesNotMatch(ssrTemplate, /preload/, 'the scripts are not preloaded');
  assert.match(ssrTemplate, /<script>\(function \(scripts\) \{[\s\S]*\}\)\(<%~ JSON\.stringify\(it\.scripts\.map/);
  // Everything else is upstream's, as it is.
  const squash = (html: string) => html.replace(/\s+/g, ' ').trim();
  const ours = ssrTemplate
    .replace(/\s*<script>\(function \(scripts\)[\s\S]*?<\/script>/, '')
    .replace(' data-theme="dark"', '');
  const theirs = docusaurusTemplate.replace(/<% it\.scripts\.forEach[\s\S]*?<% \}\); %>/, '');
  assert.equal(squash(ours), squash(theirs));
});

test('a template without the places it changes fails, naming the upstream file', () => {
  assert.throws(
    () => siteTemplate('<html lang="en"><body></body></html>', 'dark'),
    /Upstream changed: .*ssgTemplate\.html\.js/,
  );
});
