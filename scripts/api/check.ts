// Fails when the API reference drifts: data vs ../shared, missing descriptions, catalog gaps, broken links, or pages that differ
// from the generator's. `npm test` runs it as a step; tests/unit/api.test.ts tests the generator's pieces.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {
  hasReturns,
  locales,
  paramNames,
  readData,
  readShared,
  readText,
  root,
  serializeData,
  type ApiData,
} from './model';
import {anchorOf, routeUrl} from './render';
import {catalogRoutes, docsDirs, generatedFiles, groups} from './pages';
import {jsxRoute} from './jsx';
import {withTypeScript} from './typescript';

/** Every problem found, as readable lines; empty when the reference is consistent. */
export function checkDescriptions(data: ApiData): string[] {
  const problems: string[] = [];
  const same = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  for (const page of data.pages) {
    for (const locale of locales) {
      const where = `${locale} ${page.route}`;
      const text = readText(locale, page.route);
      if (!text) {
        problems.push(`${where}: no description file`);
        continue;
      }
      if (!text.summary?.trim()) problems.push(`${where}: no summary`);
      if (page.own) {
        const want = paramNames([page.own]);
        if (!same(Object.keys(text.params ?? {}), want))
          problems.push(`${where}: page params should be ${want.join(', ') || 'none'}`);
        if (hasReturns([page.own]) !== Boolean(text.returns))
          problems.push(`${where}: page returns text ${hasReturns([page.own]) ? 'missing' : 'not expected'}`);
      }
      const names = page.members.map((m) => m.name);
      const written = Object.keys(text.members ?? {});
      for (const name of names.filter((n) => !written.includes(n)))
        problems.push(`${where}: ${name} has no description`);
      for (const name of written.filter((n) => !names.includes(n))) problems.push(`${where}: ${name} is not a member`);
      for (const m of page.members) {
        if (!m.overloads.length && !m.ts?.length)
          problems.push(`${where}: ${m.name} has neither a Teal nor a TypeScript form`);
        const t = text.members?.[m.name];
        if (!t) continue;
        if (!t.text?.trim()) problems.push(`${where}: ${m.name} has an empty description`);
        const want = paramNames(m.overloads);
        const have = Object.keys(t.params ?? {});
        if (!same(have, want))
          problems.push(
            `${where}: ${m.name} params should be ${want.join(', ') || 'none'}, not ${have.join(', ') || 'none'}`,
          );
        for (const [p, v] of Object.entries(t.params ?? {}))
          if (!String(v ?? '').trim()) problems.push(`${where}: ${m.name}(${p}) is empty`);
        if (hasReturns(m.overloads) !== Boolean(t.returns?.trim()))
          problems.push(`${where}: ${m.name} returns text ${hasReturns(m.overloads) ? 'missing' : 'not expected'}`);
      }
    }
    const anchors = page.members.map((m) => anchorOf(m.name));
    const dup = anchors.filter((a, i) => anchors.indexOf(a) !== i);
    if (dup.length) problems.push(`${page.route}: duplicate anchors ${dup.join(', ')}`);
  }
  return problems;
}

/** Members that would show one signature twice (the same Teal overload, or the same TypeScript form). */
export function checkSignatures(data: ApiData): string[] {
  const twice = (forms: string[]) => forms.filter((f, i) => forms.indexOf(f) !== i);
  return data.pages.flatMap((page) =>
    page.members.flatMap((m) =>
      [...twice(m.overloads.map((o) => o.signature)), ...twice(m.ts ?? [])].map(
        (form) => `${page.route}: ${m.name} has the signature \`${form.split('\n')[0]}\` twice`,
      ),
    ),
  );
}

/** Every page is in the intro's catalog once, directly or as the class object of a listed class. */
export function checkCatalog(data: ApiData): string[] {
  const listed = catalogRoutes();
  const covered = new Set(listed);
  for (const p of data.pages) if (p.classObject && covered.has(p.route)) covered.add(p.classObject);
  const problems = data.pages
    .filter((p) => !covered.has(p.route))
    .map((p) => `catalog: ${p.route} is not listed in src/data/api/catalog.ts`);
  const dup = listed.filter((r, i) => listed.indexOf(r) !== i);
  if (dup.length) problems.push(`catalog: listed twice: ${dup.join(', ')}`);
  const unknown = listed.filter((r) => r !== jsxRoute && !data.pages.some((p) => p.route === r));
  if (unknown.length) problems.push(`catalog: no such page: ${unknown.join(', ')}`);
  return problems;
}

/** Links in the generated pages (file → content) to an API page or anchor that does not exist. */
export function checkLinks(data: ApiData, files: Map<string, string> = generatedFiles(data)): string[] {
  const anchors = new Map<string, Set<string>>();
  for (const p of data.pages) {
    const ids = new Set(p.members.map((m) => anchorOf(m.name)));
    for (const id of ['member-index', 'inherited-members', 'subscribe', 'signature']) ids.add(id);
    anchors.set(routeUrl(p.route), ids);
  }
  // The DoraX page's anchors are its headings' ids.
  const jsxPage = [...files].find(([file]) => file.endsWith(`${jsxRoute}.mdx`))?.[1] ?? '';
  anchors.set(routeUrl(jsxRoute), new Set([...jsxPage.matchAll(/^#+ .*\{#([^}]+)\}$/gm)].map((m) => m[1])));
  const broken: string[] = [];
  for (const [file, content] of files) {
    for (const [, url, hash] of content.matchAll(/\]\((\/docs\/api\/[^)#\s]+)(?:#([^)\s]+))?\)/g)) {
      const ids = anchors.get(url);
      if (!ids) broken.push(`${relative(root, file)}: ${url} is no API page`);
      else if (hash && !ids.has(hash)) broken.push(`${relative(root, file)}: ${url}#${hash} is no anchor on that page`);
    }
  }
  return broken;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

/** Generated files that are missing, stale or unexpected in the committed tree. */
export function checkGenerated(data: ApiData, expected: Map<string, string> = generatedFiles(data)): string[] {
  const problems: string[] = [];
  for (const [file, content] of expected) {
    if (!existsSync(file)) problems.push(`missing ${relative(root, file)}`);
    else if (readFileSync(file, 'utf8') !== content) problems.push(`out of date ${relative(root, file)}`);
  }
  for (const dir of Object.values(docsDirs)) {
    for (const group of groups) {
      for (const file of filesUnder(join(dir, group)))
        if (!expected.has(file)) problems.push(`not generated ${relative(root, file)}`);
    }
  }
  return problems;
}

function main(): void {
  const data = readData();
  const problems: string[] = [];
  const shared = readShared();
  if (shared) {
    // The Teal forms from the facts, the TypeScript forms from the engine's declarations (DORA_ROOT).
    const {data: expected, unplaced} = withTypeScript(shared);
    for (const name of unplaced)
      problems.push(`TypeScript export ${name} has no page entry (scripts/api/typescript.ts)`);
    if (serializeData(expected) !== serializeData(data))
      problems.push(
        'src/data/api/interface.json differs from ../shared/api and the TypeScript declarations: run `npm run api:sync`',
      );
  } else {
    console.log(
      'api:check: ../shared/api is not beside the project; skipping the comparison with the interface facts.',
    );
  }
  problems.push(...checkDescriptions(data), ...checkSignatures(data), ...checkCatalog(data));
  if (problems.length === 0) {
    const files = generatedFiles(data);
    problems.push(...checkLinks(data, files));
    problems.push(...checkGenerated(data, files).map((p) => `${p} (run \`npm run api:generate\`)`));
  }
  if (problems.length) {
    console.error(
      `api:check found ${problems.length} problem(s):\n${problems
        .slice(0, 50)
        .map((p) => `  - ${p}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  const members = data.pages.reduce((n, p) => n + p.members.length, 0);
  console.log(
    `api:check: ${data.pages.length} pages and ${members} members, described in ${locales.length} locales, every API link leads to an existing page and anchor, all generated pages up to date.`,
  );
}

if (process.argv[1]?.endsWith('check.ts')) main();
