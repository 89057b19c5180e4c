// config/ssr-template.ts is Docusaurus's page template with another way of starting the scripts and the default
// colour mode written on <html>. When a Docusaurus upgrade changes its template, this fails, so that ours is
// brought up to date.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {ssrTemplate} from '@site/config/ssr-template';

const require = createRequire(import.meta.url);
const docusaurusTemplate: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;

const squash = (html: string) => html.replace(/\s+/g, ' ').trim();
const deferred =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const starter =
  /<script>\(function \(scripts\) \{[\s\S]*?\}\)\(<%~ JSON\.stringify\(it\.scripts\.map\(\(script\) => it\.baseUrl \+ script\)\) %>\)<\/script>/;

const colourMode = / data-theme="(dark|light)">/;

test("the page template is Docusaurus's, but for starting the scripts after the first paint and the colour mode", () => {
  assert.match(docusaurusTemplate, deferred, "Docusaurus's template no longer writes deferred scripts as before");
  assert.doesNotMatch(ssrTemplate, /preload/, 'the scripts are not preloaded');
  assert.match(ssrTemplate, starter);
  assert.match(ssrTemplate, colourMode);
  const ours = ssrTemplate.replace(starter, '').replace(colourMode, '>');
  const theirs = docusaurusTemplate.replace(deferred, '');
  assert.equal(squash(ours), squash(theirs));
});
