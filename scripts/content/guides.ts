// Content checks for the guides (tutorials, examples, creative): languages, tabs, Chinese share, API names in samples.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {readData, type ApiData} from '../api/model';

export const root = resolve(__dirname, '../..');
export const zhDocs = join(root, 'i18n/zh-Hans/docusaurus-plugin-content-docs/current');
const libsFile = resolve(root, '../shared/api/dora-ssr-libs-1.7.2.json');

export const guideAreas = ['tutorial', 'example', 'creative'] as const;
export const codeLanguages = [
  'lua',
  'teal',
  'yue',
  'ts',
  'tsx',
  'bash',
  'xml',
  'json',
  'text',
  'sql',
  'mermaid',
  'wa',
  'rust',
  'toml',
  'yaml',
  'diff',
];
export const tabLanguages = {required: ['lua', 'teal', 'yue', 'ts'], optional: ['tsx']};

/** The route of a docs file: numeric prefixes dropped from every segment, no extension. */
export function routeOf(relPath: string): string {
  return `/docs/${relPath
    .replace(/\.mdx?$/, '')
    .split('/')
    .map((s) => s.replace(/^\d+\./, ''))
    .join('/')}`;
}

export function guideFiles(base = join(root, 'docs')): string[] {
  return guideAreas.flatMap((area) => {
    const dir = join(base, area);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.mdx?$/.test(f) && statSync(join(dir, f)).isFile())
      .map((f) => join(dir, f));
  });
}

type Block = {lang: string; code: string; line: number};

/** Fenced code blocks with their info string's language ('' when none). */
export function codeBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = lines[i].match(/^\s*(`{3,}|~{3,})\s*([\w-]*)/);
    if (!open) continue;
    const fence = open[1];
    const start = i;
    const body: string[] = [];
    for (i += 1; i < lines.length && !lines[i].trim().startsWith(fence); i += 1) body.push(lines[i]);
    blocks.push({lang: open[2], code: body.join('\n'), line: start + 1});
  }
  return blocks;
}

/** Prose only: no front matter, imports, code, inline code, JSX tags, links' targets or HTML comments. */
export function prose(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>\n]+>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w.-]+\}/g, '');
}

/** Share of Chinese characters among the letters of the prose (CJK / (CJK + Latin letters)). */
export function chineseShare(source: string): number {
  const text = prose(source);
  const cjk = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return cjk + latin === 0 ? 1 : cjk / (cjk + latin);
}

/** Each `<Tabs groupId="language-select">` group's TabItem values, in order. */
export function languageTabGroups(source: string): string[][] {
  return [...source.matchAll(/<Tabs\b[^>]*groupId="language-select"[^>]*>([\s\S]*?)<\/Tabs>/g)].map((m) =>
    [...m[1].matchAll(/<TabItem\b[^>]*value="([^"]+)"/g)].map((v) => v[1]),
  );
}

export type ApiNames = {
  classes: Map<string, Set<string>>; // Name → members (with ancestors and class object), nested page names
  members: Set<string>; // every member name anywhere
  libs: Map<string, Set<string>>; // ImGui / nvg / DoraX
};

export function apiNames(data: ApiData = readData()): ApiNames {
  const byRoute = new Map(data.pages.map((p) => [p.route, p]));
  const classes = new Map<string, Set<string>>();
  const members = new Set<string>();
  const add = (name: string, values: Iterable<string>) => {
    const set = classes.get(name) ?? new Set<string>();
    for (const v of values) set.add(v);
    classes.set(name, set);
  };
  const ownAndInherited = (route: string, seen = new Set<string>()): string[] => {
    const page = byRoute.get(route);
    if (!page || seen.has(route)) return [];
    seen.add(route);
    return [
      ...page.members.map((m) => m.name.split('.').pop() as string),
      ...(page.classObject ? ownAndInherited(page.classObject, seen) : []),
      ...(page.inherits ?? []).flatMap((r) => ownAndInherited(r, seen)),
    ];
  };
  for (const page of data.pages) {
    for (const m of page.members) members.add(m.name.split('.').pop() as string);
    const [group, ...path] = page.route.split('/');
    const name = path.join('.');
    if (group === 'Class' || group === 'Class Object' || group === 'Module') {
      add(name, ownAndInherited(page.route));
      add(path[path.length - 1], ownAndInherited(page.route));
      if (path.length > 1) add(path.slice(0, -1).join('.'), [path[path.length - 1]]); // InputManager.Trigger
    }
  }
  const libs = new Map<string, Set<string>>();
  if (existsSync(libsFile)) {
    const raw = JSON.parse(readFileSync(libsFile, 'utf8')) as Record<
      string,
      {members?: {name: string}[]; exports?: {name: string}[]}
    >;
    for (const [lib, value] of Object.entries(raw)) {
      const names = [...(value.members ?? []), ...(value.exports ?? [])].map(
        (m) => String(m.name).split('.').pop() as string,
      );
      if (names.length) libs.set(lib, new Set(names));
    }
  }
  return {classes, members, libs};
}

// Standard Lua / JavaScript names a sample may use alongside the engine's.
const luaStd = new Set([
  'format',
  'sub',
  'gsub',
  'find',
  'match',
  'gmatch',
  'upper',
  'lower',
  'len',
  'rep',
  'byte',
  'char',
  'reverse',
  'insert',
  'remove',
  'concat',
  'sort',
  'unpack',
  'pack',
  'floor',
  'ceil',
  'max',
  'min',
  'abs',
  'sqrt',
  'random',
  'randomseed',
  'sin',
  'cos',
  'tan',
  'atan',
  'rad',
  'deg',
  'pi',
  'huge',
  'pow',
  'fmod',
  'modf',
  'exp',
  'log',
  'tointeger',
  'type',
  'create',
  'resume',
  'yield',
  'status',
  'wrap',
  'running',
  'isyieldable',
  'close',
  'Type',
  'print',
  'pairs',
  'ipairs',
  'tostring',
  'tonumber',
  'next',
  'select',
  'error',
  'assert',
  'pcall',
  'xpcall',
  'setmetatable',
  'getmetatable',
  'rawget',
  'rawset',
  'require',
  'new',
  'clock',
  'time',
  'date',
  'getenv',
]);
const stdTables = new Set([
  'string',
  'table',
  'math',
  'coroutine',
  'os',
  'io',
  'utf8',
  'debug',
  'console',
  'Math',
  'JSON',
  'Object',
  'Array',
  'Promise',
  'React',
  'self',
  'this',
]);

/** Unknown engine names in a code sample: `Class.member`, `obj:method(`, `obj\method`. */
export function unknownApiNames(code: string, lang: string, names: ApiNames): string[] {
  const unknown = new Set<string>();
  const stripped = code
    .replace(/--\[(=*)\[[\s\S]*?\]\1\]/g, '')
    .replace(/(--|\/\/).*$/gm, '')
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`]*`/g, '""');
  for (const [, owner, member] of stripped.matchAll(/(?<![\w.:\\])([A-Z]\w*|ImGui|nvg)\.([A-Za-z_]\w*)/g)) {
    if (stdTables.has(owner)) continue;
    const lib = names.libs.get(owner);
    if (lib) {
      if (!lib.has(member)) unknown.add(`${owner}.${member}`);
      continue;
    }
    const known = names.classes.get(owner);
    // A class reached through a namespace (ML.QLearner, Platformer.Unit) is an API class too.
    const isClass = /^[A-Z]/.test(member) && names.classes.has(member);
    if (known && !known.has(member) && !names.classes.has(`${owner}.${member}`) && !isClass && member !== 'Type')
      unknown.add(`${owner}.${member}`);
  }
  if (lang === 'lua' || lang === 'teal' || lang === 'yue') {
    // Methods the sample defines itself are the reader's own, not the engine's.
    const own = new Set(
      [
        ...stripped.matchAll(/function\s+[\w.]+[:.]([A-Za-z_]\w*)\s*\(/g),
        ...stripped.matchAll(/([A-Za-z_]\w*)\s*[:=]\s*(?:function\b|\([^)\n]*\)\s*[-=]>|[-=]>)/g),
      ].map((m) => m[1]),
    );
    const method = lang === 'yue' ? /\\([A-Za-z_]\w*)/g : /[\w)\]]:([A-Za-z_]\w*)\s*[("{]/g;
    for (const [, name] of stripped.matchAll(method)) {
      if (!names.members.has(name) && !luaStd.has(name) && !own.has(name)) unknown.add(`:${name}`);
    }
  }
  return [...unknown];
}

export type Problem = {file: string; message: string};

/** Every problem in one guide file (English or Chinese). */
export function checkGuide(file: string, names: ApiNames): Problem[] {
  const source = readFileSync(file, 'utf8');
  const problems: Problem[] = [];
  const where = relative(root, file);
  for (const block of codeBlocks(source)) {
    if (!block.lang) problems.push({file: where, message: `line ${block.line}: code block without a language`});
    else if (!codeLanguages.includes(block.lang))
      problems.push({file: where, message: `line ${block.line}: unknown code language "${block.lang}"`});
    if (['lua', 'teal', 'yue', 'ts', 'tsx'].includes(block.lang)) {
      for (const name of unknownApiNames(block.code, block.lang, names)) {
        problems.push({file: where, message: `line ${block.line}: ${name} is not in the API facts`});
      }
    }
  }
  for (const group of languageTabGroups(source)) {
    const {required, optional} = tabLanguages;
    const expected = [...required, ...optional.filter((l) => group.includes(l))];
    if (JSON.stringify(group) !== JSON.stringify(expected)) {
      problems.push({file: where, message: `language tabs ${group.join(',')} should be ${expected.join(',')}`});
    }
  }
  if (isChinese(file) && chineseShare(source) < 0.45) {
    problems.push({
      file: where,
      message: `mostly English: only ${Math.round(chineseShare(source) * 100)}% of the prose letters are Chinese`,
    });
  }
  return problems;
}

export const zhBlog = join(root, 'i18n/zh-Hans/docusaurus-plugin-content-blog');

/** The Chinese twin of an English guide or blog file. */
export const zhTwin = (file: string) =>
  file.startsWith(join(root, 'blog'))
    ? join(zhBlog, relative(join(root, 'blog'), file))
    : join(zhDocs, relative(join(root, 'docs'), file));

export const isChinese = (file: string) => file.startsWith(zhDocs) || file.startsWith(zhBlog);
