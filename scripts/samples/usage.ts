// Where the site's samples use each API member: every TypeScript/TSX sample of the guides (tutorials, examples,
// creative guides, the blog; both locales) compiled as one program against the engine's declarations, its names,
// calls and tags resolved by the type checker, and each engine declaration reached mapped to the section of its
// API page. A text search would take a sample's own `addChild`, or a word in a comment, for the engine's.
import {readdirSync, readFileSync} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';
import {jsxModel, jsxRoute, readJsxDeclarations, readJsxFacts, withDeclarations} from '../api/jsx';
import {readData, type ApiData, type ApiPage, type Locale} from '../api/model';
import {anchorOf} from '../api/render';
import {
  declarationFiles,
  declarationsDir,
  nameOf,
  ownerOf,
  placedExports,
  readDeclarations,
  tsNameOf,
} from '../api/typescript';
import {
  englishFile,
  isDeclaration,
  moduleOf,
  PageModules,
  pageUnits,
  root,
  sitePages,
  type Page,
  type Unit,
} from './extract';
import {webIdeTypeScriptOptions} from '../../src/runner/typescript';

/** A section of an API page: its route (`Class/Node`) and a member's anchor (`addchild`, `__call`, `signature`). */
export type Target = {route: string; anchor: string};

/** A guide section whose samples use a member: the page, and the nearest heading with an id before the sample. */
export type Use = {
  /** The page's source file, relative to the site's root. */
  file: string;
  /** The page's route, URL-encoded, with the heading's anchor when there is one (`/docs/tutorial/setup-scene#actions`). */
  url: string;
  title: string;
  /** The heading's text without its id and Markdown marks; absent when no heading with an id precedes the sample. */
  heading?: string;
  /** The heading's line, 0 without one: orders a page's sections. */
  line: number;
};

/** `route#anchor` → the uses in each locale, in the order of `byPlace`. */
export type UsageIndex = Map<string, Record<Locale, Use[]>>;

/** Whether a page is part of the API reference: its examples are the reference's own, not guides. */
export const isApiPage = (file: string) =>
  /^(docs|i18n\/zh-Hans\/docusaurus-plugin-content-docs\/current)\/api\//.test(file);

// ── The guide pages: routes, titles, headings ─────────────────────────────────────────────────────────

type FrontMatter = {title?: string; slug?: string; id?: string};

function frontMatter(source: string): FrontMatter {
  const block = source.match(/^---\n([\s\S]*?)\n---/)?.[1];
  const data = block ? yaml.load(block) : undefined;
  return data && typeof data === 'object' ? (data as FrontMatter) : {};
}

/** Docusaurus's number prefix of a file or folder name (`40.setup-scene` → `setup-scene`). */
const withoutNumber = (name: string) => name.replace(/^\d+\s*[-_.]+\s*(?=[^-_.\s])/, '');

/**
 * The route Docusaurus gives a guide or blog file (either locale; the Chinese one is the same path under
 * /zh-Hans/, which the site's links add themselves), URL-encoded: a front matter `slug` wins, number prefixes
 * are dropped, and an `index` file (or one named as its folder) is its folder's route.
 */
export function pageRoute(file: string, front: FrontMatter = {}): string {
  const en = englishFile(file);
  if (en.startsWith('blog/')) {
    const name = basename(en).replace(/\.mdx?$/, '');
    const slug = front.slug ?? name.replace(/^(\d{4})-(\d{2})-(\d{2})-/, '$1/$2/$3/');
    return encodeURI(`/blog/${slug.replace(/^\/+/, '')}`);
  }
  const segments = en
    .slice('docs/'.length)
    .replace(/\.mdx?$/, '')
    .split('/')
    .map(withoutNumber);
  const folder = segments.slice(0, -1);
  let path: string[];
  if (front.slug !== undefined) {
    path = front.slug.startsWith('/') ? [front.slug.slice(1)] : [...folder, front.slug];
  } else {
    const last = front.id ?? segments[segments.length - 1];
    const isIndex = /^(index|readme)$/i.test(last) || last === folder[folder.length - 1];
    path = isIndex ? folder : [...folder, last];
  }
  return encodeURI(`/docs/${path.join('/')}`.replace(/\/+$/, ''));
}

export type Heading = {line: number; id: string; text: string};

/** A heading's text as a reader sees it: no link targets, tags, code marks, bold marks or escapes. */
export function plainHeading(text: string): string {
  return (
    text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/`/g, '')
      // `**` only: `__` is more often part of a name (`__call`) than a mark.
      .replace(/\*\*/g, '')
      .replace(/\\(.)/g, '$1')
      .trim()
  );
}

/** The page's headings with an explicit `{#id}`, outside code fences, with their 1-based lines. */
export function headingsOf(source: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((line, i) => {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (marker && !fence) fence = marker;
    else if (marker && fence && marker.startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
    if (marker || fence) return;
    const h = line.match(/^#{1,6}\s+(.*?)\s*\{#([^}\s]+)\}\s*$/);
    if (h) headings.push({line: i + 1, id: h[2], text: plainHeading(h[1])});
  });
  return headings;
}

export type GuidePage = {file: string; locale: Locale; route: string; title: string; headings: Heading[]};

/** What the uses of a guide page say of it: its route, its title (front matter, else its `#` heading) and headings. */
export function guidePage(page: Pick<Page, 'file' | 'locale'>, base = root): GuidePage {
  const source = readFileSync(join(base, page.file), 'utf8');
  const front = frontMatter(source);
  const title =
    (front.title === undefined ? undefined : String(front.title)) ??
    plainHeading(source.match(/^#\s+(.*?)(?:\s*\{#[^}]*\})?\s*$/m)?.[1] ?? basename(page.file));
  return {
    file: page.file,
    locale: page.locale,
    route: pageRoute(page.file, front),
    title,
    headings: headingsOf(source),
  };
}

const areas = ['docs/tutorial/', 'docs/example/', 'docs/creative/', 'docs/', 'blog/'];
const area = (file: string) => areas.findIndex((a) => englishFile(file).startsWith(a));

/**
 * Uses in the order of the site's sidebars: tutorials, examples, creative guides, then the blog, each by file
 * path with its number prefixes read as numbers (`40.setup-scene` before `100.Writing Game Dialogue`), a page's
 * sections in page order.
 */
export const byPlace = (a: Use, b: Use) =>
  area(a.file) - area(b.file) ||
  englishFile(a.file).localeCompare(englishFile(b.file), 'en', {numeric: true}) ||
  a.line - b.line;

/** The use a sample at a page's line makes: the page, under the nearest heading with an id before it. */
function useAt(page: GuidePage, line: number): Use {
  const heading = page.headings.filter((h) => h.line < line).at(-1);
  if (!heading) return {file: page.file, url: page.route, title: page.title, line: 0};
  return {
    file: page.file,
    url: `${page.route}#${heading.id}`,
    title: page.title,
    heading: heading.text,
    line: heading.line,
  };
}

// ── Engine declarations → API page sections ───────────────────────────────────────────────────────────

/** A declaration's identity across parses of the same file: file name, position and kind. */
const declarationKey = (node: ts.Node) => `${basename(node.getSourceFile().fileName)}:${node.pos}:${node.kind}`;

/**
 * The member declarations of a page's owner by name, read as the generator's `membersOf` reads them (call
 * signatures are `__call`, index signatures `__index`), but as nodes.
 */
function memberNodes(owner: ts.Node[]): Map<string, ts.Node[]> {
  const out = new Map<string, ts.Node[]>();
  const add = (name: string | undefined, node: ts.Node) => {
    if (name !== undefined) out.set(name, [...(out.get(name) ?? []), node]);
  };
  for (const node of owner) {
    const body = ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type) ? node.type : node;
    if (ts.isClassDeclaration(body) || ts.isInterfaceDeclaration(body) || ts.isTypeLiteralNode(body)) {
      for (const m of body.members) {
        if (ts.isConstructorDeclaration(m)) continue;
        add(ts.isCallSignatureDeclaration(m) ? '__call' : ts.isIndexSignatureDeclaration(m) ? '__index' : nameOf(m), m);
      }
    } else if (ts.isFunctionDeclaration(node)) add(nameOf(node) ?? '', node);
    else if (ts.isEnumDeclaration(node)) for (const m of node.members) add(nameOf(m), m);
    else if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
      for (const s of node.body.statements) {
        if (ts.isFunctionDeclaration(s)) add(nameOf(s), s);
        else if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) add(nameOf(d), d);
      }
    }
  }
  return out;
}

/** The TypeScript module of a page's declarations, as the generator places it. */
function moduleOfRoute(route: string): string {
  const first = route.split('/')[1];
  return ['Platformer', 'InputManager', 'YarnRunner'].includes(first) ? first : 'Dora';
}

const isTypeDeclaration = (n: ts.Node) =>
  ts.isEnumDeclaration(n) || ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n) || ts.isClassDeclaration(n);

/** The enumerations whose members name the events of the event pages (`Slot.Enter` is the Enter event). */
const eventEnums: Record<string, string> = {'Node Event': 'Slot', 'Global Event': 'GSlot'};

/**
 * Every engine declaration that has a section on an API page, by `declarationKey`: the members of each page's
 * TypeScript owner (`ownerOf`, the generator's own mapping, with its Teal-to-TypeScript names), the
 * enumerations and types the generator places on a page, a module page's own function, a member an owner
 * repeats from an ancestor (on the ancestor's page), and the DoraX page's exports and tags.
 */
export function sectionMap(data: ApiData = readData()): {
  byDeclaration: Map<string, Target[]>;
  byTag: Map<string, Target>;
} {
  const {scopes} = readDeclarations();
  const byDeclaration = new Map<string, Target[]>();
  const add = (nodes: readonly ts.Node[], target: Target) => {
    for (const node of nodes) {
      const key = declarationKey(node);
      const targets = byDeclaration.get(key) ?? [];
      if (!targets.some((t) => t.route === target.route && t.anchor === target.anchor)) targets.push(target);
      byDeclaration.set(key, targets);
    }
  };
  const byRoute = new Map(data.pages.map((p) => [p.route, p]));
  const exported = (module: string, name: string) => {
    const scope = scopes.get(module);
    const all = scope?.decls.get(scope.exports.get(name) ?? name) ?? [];
    // A type with its `namespace X { type Type = X }` is the type; a namespace alone stays (as tsFormsOf reads them).
    return all.some((n) => !ts.isModuleDeclaration(n)) ? all.filter((n) => !ts.isModuleDeclaration(n)) : all;
  };
  /** The page (this one or an ancestor) whose section a TypeScript member name has. */
  const home = (page: ApiPage, tsName: string, seen = new Set<string>()): Target | undefined => {
    const member = page.members.find((m) => tsNameOf(page.route, m.name) === tsName);
    if (member) return {route: page.route, anchor: anchorOf(member.name)};
    seen.add(page.route);
    for (const parent of page.inherits ?? []) {
      const p = byRoute.get(parent);
      const found = p && !seen.has(parent) ? home(p, tsName, seen) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  for (const page of data.pages) {
    const {route} = page;
    const members = memberNodes(ownerOf(scopes, route));
    const module = moduleOfRoute(route);
    for (const m of page.members) {
      const name = tsNameOf(route, m.name);
      const target = {route, anchor: anchorOf(m.name)};
      const own = members.get(name);
      if (own) add(own, target);
      else if (placedExports[m.name] === route) add(exported('Dora', m.name), target);
      // Enumerations and types the TypeScript module declares at its top level (`App.Platform` is `PlatformType`);
      // a value of the same name is another thing (the generator pairs Class/yue/Config/Options' `path` with `Path`).
      else add((scopes.get(module)?.decls.get(name) ?? []).filter(isTypeDeclaration), target);
    }
    const events = eventEnums[route.split('/')[0]];
    if (events) {
      const values = memberNodes(exported('Dora', events));
      for (const m of page.members) add(values.get(m.name) ?? [], {route, anchor: anchorOf(m.name)});
    }
    if (page.own) {
      // As the generator finds a module page's own TypeScript form (scripts/api/typescript.ts, tsFormsOf).
      const last = route.split('/').pop()!;
      const name = route.startsWith('Module/') ? (page.own.signature.match(/^(\w+):/)?.[1] ?? last) : '';
      const nodes = members.get(name) ?? members.get(last);
      if (nodes) add(nodes, {route, anchor: 'signature'});
    }
    if (route.startsWith('Class/')) {
      // A member the owner declares again though an ancestor's page has it (showDebug): the ancestor's section.
      const names = new Set(page.members.map((m) => tsNameOf(route, m.name)));
      for (const [name, nodes] of members) {
        const target = names.has(name) ? undefined : home(page, name);
        if (target) add(nodes, target);
      }
    }
  }
  // DoraX, the TSX runtime: its exports by qualified name, its intrinsic elements by tag.
  const model = jsxModel(withDeclarations(readJsxFacts(), readJsxDeclarations()), data);
  const doraX = ts.createSourceFile(
    'DoraX.d.ts',
    readFileSync(join(declarationsDir, 'DoraX.d.ts'), 'utf8'),
    ts.ScriptTarget.ESNext,
    true,
  );
  const qualified = new Map<string, ts.Node[]>();
  const collect = (statements: readonly ts.Statement[], prefix: string) => {
    for (const s of statements) {
      if (ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body)) {
        collect(s.body.statements, ts.isStringLiteral(s.name) ? prefix : `${prefix}${s.name.text}.`);
      } else if (ts.isVariableStatement(s)) {
        for (const d of s.declarationList.declarations) qualified.set(`${prefix}${nameOf(d)}`, [d]);
      } else {
        const name = nameOf(s);
        if (name) qualified.set(`${prefix}${name}`, [...(qualified.get(`${prefix}${name}`) ?? []), s]);
      }
    }
  };
  collect(doraX.statements, '');
  for (const e of model.exports) add(qualified.get(e.name) ?? [], {route: jsxRoute, anchor: anchorOf(e.name)});
  const byTag = new Map(model.elements.map((el) => [el.tag, {route: jsxRoute, anchor: el.anchor}]));
  return {byDeclaration, byTag};
}

// ── The samples as one program ────────────────────────────────────────────────────────────────────────

type Compile = Extract<Unit, {kind: 'compile'}>;
type Sample = {page: number; unit: Compile; path: string};

const engineFiles = new Set<string>([...declarationFiles, 'DoraX.d.ts']);

/** An import's module as the sample check names page modules: `./inventory` → `inventory`, `Script.Config` → `Script/Config`. */
const importedName = (text: string) => {
  const name = text.replace(/^\.\//, '');
  return name.includes('/') ? name : name.replace(/\./g, '/');
};

/**
 * Every compile unit of the pages, each in its own virtual file of one program with the Web IDE's options
 * against the engine's .d.ts files (as scripts/samples/toolchain.ts checks them); an import of a page's own
 * module (`title="Script/Config.ts"`) resolves to that module's unit, on the page or another of its folder,
 * as the sample check finds it.
 */
export function samplesProgram(pages: Page[]): {program: ts.Program; samples: Sample[]} {
  const samples: Sample[] = [];
  const modules = new PageModules<string>(pages);
  for (const [index, page] of pages.entries()) {
    for (const unit of pageUnits(page.blocks)) {
      if (unit.kind !== 'compile' || unit.block.language !== 'ts') continue;
      const ext = isDeclaration(unit.parts[0]) ? 'd.ts' : unit.tsx ? 'tsx' : 'ts';
      const path = `/usage/s${String(samples.length).padStart(5, '0')}.${ext}`;
      samples.push({page: index, unit, path});
      const module = moduleOf(unit.parts[0]);
      if (module) modules.add(index, module, path);
    }
  }
  const byPath = new Map(samples.map((s) => [s.path, s]));
  // The sample check's options (scripts/samples/toolchain.ts), without importing the check, which reads the
  // engine's files as it loads: this module is loaded with the site's config.
  const webIdeOptions = {...webIdeTypeScriptOptions, baseUrl: declarationsDir, noEmit: true};
  const host = ts.createCompilerHost(webIdeOptions);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (path, language, ...rest) => {
    const sample = byPath.get(path);
    return sample ? ts.createSourceFile(path, sample.unit.code, language) : getSourceFile(path, language, ...rest);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (path) => byPath.has(path) || fileExists(path);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => byPath.get(path)?.unit.code ?? readFile(path);
  host.resolveModuleNameLiterals = (literals, containingFile, _redirected, options) =>
    literals.map((literal) => {
      const from = byPath.get(containingFile);
      const found = from && modules.find(from.page, importedName(literal.text));
      if (found && found !== containingFile) {
        const extension = found.endsWith('.d.ts')
          ? ts.Extension.Dts
          : found.endsWith('.tsx')
            ? ts.Extension.Tsx
            : ts.Extension.Ts;
        return {resolvedModule: {resolvedFileName: found, extension, isExternalLibraryImport: false}};
      }
      return ts.resolveModuleName(literal.text, containingFile, options, host);
    });
  const ambient = readdirSync(declarationsDir)
    .filter((f) => f.endsWith('.d.ts'))
    .map((f) => join(declarationsDir, f));
  const program = ts.createProgram([...ambient, ...byPath.keys()], webIdeOptions, host);
  return {program, samples};
}

/**
 * The API sections each sample's own block reaches: every name (through imports), every call (the signature
 * the checker picks, so `Node()` is the class object's `__call`), every property of an object literal or
 * destructuring (of the type it is read against), every TSX tag.
 */
function sectionsUsed(
  program: ts.Program,
  file: ts.SourceFile,
  from: number,
  map: ReturnType<typeof sectionMap>,
): Target[] {
  const checker = program.getTypeChecker();
  const engineDir = resolve(declarationsDir);
  const found = new Map<string, Target>();
  const reach = (declarations: readonly ts.Declaration[] | undefined) => {
    for (const d of declarations ?? []) {
      const source = d.getSourceFile();
      if (dirname(source.fileName) !== engineDir || !engineFiles.has(basename(source.fileName))) continue;
      for (const t of map.byDeclaration.get(declarationKey(d)) ?? []) found.set(`${t.route}#${t.anchor}`, t);
    }
  };
  const reachSymbol = (symbol: ts.Symbol | undefined) => {
    if (!symbol) return;
    reach(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol).declarations : symbol.declarations);
  };
  const propertyOf = (type: ts.Type | undefined, name: string) =>
    type ? (type.getNonNullableType().getProperty(name) ?? checker.getPropertyOfType(type, name)) : undefined;
  const visit = (node: ts.Node): void => {
    // An import alone uses nothing: the names it brings in count where the code uses them.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (node.end <= from) return;
    if (node.getStart(file) >= from) {
      if (ts.isIdentifier(node)) reachSymbol(checker.getSymbolAtLocation(node));
      if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node))
        reach(
          [checker.getResolvedSignature(node)?.declaration].filter((d): d is ts.SignatureDeclaration => Boolean(d)),
        );
      if (
        (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node) || ts.isMethodDeclaration(node)) &&
        ts.isObjectLiteralExpression(node.parent)
      ) {
        const name = nameOf(node);
        if (name) reachSymbol(propertyOf(checker.getContextualType(node.parent), name));
      }
      if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && !node.dotDotDotToken) {
        const key = node.propertyName ?? node.name;
        const name = ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : undefined;
        if (name) reachSymbol(propertyOf(checker.getTypeAtLocation(node.parent), name));
      }
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) {
        const tag = map.byTag.get(node.tagName.text);
        if (tag) found.set(`${tag.route}#${tag.anchor}`, tag);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found.values()];
}

// ── The index ─────────────────────────────────────────────────────────────────────────────────────────

/** The guide pages with samples: every page of the site but the API reference's, in both locales. */
export function guidePages(base = root): Page[] {
  return sitePages(base).filter((p) => !isApiPage(p.file) && p.blocks.some((b) => b.language === 'ts'));
}

/** Builds the index from the given pages (relative to `base`); `usageIndex` caches the site's. */
export function buildUsageIndex(pages: Page[] = guidePages(), base = root, data: ApiData = readData()): UsageIndex {
  const map = sectionMap(data);
  const {program, samples} = samplesProgram(pages);
  const guides = pages.map((p) => guidePage(p, base));
  const index: UsageIndex = new Map();
  for (const sample of samples) {
    const file = program.getSourceFile(sample.path);
    if (!file) continue;
    // Only the block's own code: the blocks it continues are samples of their own.
    const from = sample.unit.code.length - sample.unit.block.code.length;
    const page = guides[sample.page];
    const use = useAt(page, sample.unit.block.line);
    for (const target of sectionsUsed(program, file, from, map)) {
      const key = `${target.route}#${target.anchor}`;
      const uses = index.get(key) ?? {en: [], 'zh-Hans': []};
      index.set(key, uses);
      const list = uses[page.locale];
      if (!list.some((u) => u.url === use.url)) list.push(use);
    }
  }
  for (const uses of index.values()) for (const list of Object.values(uses)) list.sort(byPlace);
  return index;
}

let cached: UsageIndex | undefined;

/** The site's usage index, built once per process: the remark plugin asks for it on every API page. */
export function usageIndex(): UsageIndex {
  cached ??= buildUsageIndex();
  return cached;
}

/** The uses of one section of an API page, in a locale, in page order. */
export function usesOf(index: UsageIndex, route: string, anchor: string, locale: Locale): Use[] {
  return index.get(`${route}#${anchor}`)?.[locale] ?? [];
}

/** The pages whose samples use any section of an API page, in a locale: one use per page (no heading), in order. */
export function pageUsesOf(index: UsageIndex, route: string, locale: Locale): Use[] {
  const pages = new Map<string, Use>();
  for (const [key, uses] of index) {
    if (!key.startsWith(`${route}#`)) continue;
    for (const u of uses[locale])
      pages.set(u.file, {file: u.file, url: u.url.replace(/#.*$/, ''), title: u.title, line: 0});
  }
  return [...pages.values()].sort(byPlace);
}

// `tsx scripts/samples/usage.ts`: how much of the reference the samples reach, and how long the index takes.
if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const index = buildUsageIndex();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const pages = new Set([...index.keys()].map((key) => key.split('#')[0]));
  console.log(`${index.size} sections of ${pages.size} API pages are used by samples (${seconds} s)`);
}
