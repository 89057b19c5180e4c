// Client build only: each docs version's data (loaded by every docs page) lists every doc with its
// description, which only the theme's DocCard reads (cards of category index pages). The site shows no
// doc cards (tests/unit/doc-cards.test.ts keeps it so), so the browser's copy drops the descriptions:
// about half of that data, some 11 KiB gzipped off every first visit to a docs page.
// Upstream: the docs plugin's version props (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json; tag
// pages' props pass through unchanged). Each stripped version is counted; plugins/lean-bundle fails the build
// when none was (the data moved or changed shape).
const guards = require('./upstream-guards.cjs');

module.exports = function stripDocDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || guards.broken('doc-descriptions')) return source;
  for (const doc of Object.values(docs)) delete doc.description;
  guards.hit('doc-descriptions');
  return JSON.stringify(data);
};
