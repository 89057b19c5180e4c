// Renders one API page as MDX, per locale, from the interface data and our descriptions.
import type {ApiData, ApiPage, Locale, Member, MemberKind, Overload, PageText} from './model';
import {hasReturns, jsxRoute, paramNames} from './model';
import {glossary} from '../../src/data/glossary';
import {tsParts, type TsParts} from './typescript';

const words = {
  en: {
    colon: ':',
    sep: ', ',
    classObject: 'Class object',
    instances: 'Instances',
    inherits: 'Inherits from',
    index: 'Member index',
    inherited: 'Inherited members',
    from: 'From',
    params: 'Parameters',
    returns: 'Returns',
    optional: 'optional',
    default: 'default',
    or: 'or',
    tsTypeOpen: ' (TypeScript: ',
    tsTypeClose: ')',
    subscribe: 'How to subscribe',
    signature: 'Signature',
    forms: 'Signature in',
    tealForm: 'Teal',
    tsForm: 'TypeScript',
    noTs: 'Not in the TypeScript declarations.',
    noTeal: 'Only the TypeScript declarations have this.',
    tsAbsent: 'The TypeScript declarations have no counterpart for this page: its signatures are in Teal only.',
    subscribeIntro: (how: string) =>
      `Every event on this page is received the same way: connect a handler to the event's name with ${how}. Here is the first one:`,
    kinds: {
      Field: 'Field',
      'Readonly Field': 'Read-only field',
      Function: 'Function',
      Metamethod: 'Metamethod',
      Enumeration: 'Enumeration',
      Type: 'Type',
      'Node Event': 'Node event',
      'Global Event': 'Global event',
    } as Record<MemberKind, string>,
    groups: {
      fields: 'Fields',
      functions: 'Functions',
      metamethods: 'Metamethods',
      enums: 'Enumerations',
      types: 'Types',
      events: 'Events',
    },
  },
  'zh-Hans': {
    colon: '：',
    sep: '、',
    classObject: '类对象',
    instances: '实例类',
    inherits: '继承自',
    index: '成员索引',
    inherited: '继承的成员',
    from: '来自',
    params: '参数',
    returns: '返回值',
    optional: '可选',
    default: '默认值',
    or: '或',
    tsTypeOpen: '（TypeScript：',
    tsTypeClose: '）',
    subscribe: '如何订阅',
    signature: '签名',
    forms: '签名语言',
    tealForm: 'Teal',
    tsForm: 'TypeScript',
    noTs: 'TypeScript 声明中没有这一项。',
    noTeal: '只有 TypeScript 声明中有这一项。',
    tsAbsent: 'TypeScript 声明中没有与本页对应的内容，这里只有 Teal 签名。',
    subscribeIntro: (how: string) =>
      `本页的所有事件都用同样的方式接收：用 ${how} 把处理函数连接到事件名上。下面以第一个事件为例：`,
    kinds: {
      Field: '字段',
      'Readonly Field': '只读字段',
      Function: '函数',
      Metamethod: '元方法',
      Enumeration: '枚举',
      Type: '类型',
      'Node Event': '节点事件',
      'Global Event': '全局事件',
    } as Record<MemberKind, string>,
    groups: {fields: '字段', functions: '函数', metamethods: '元方法', enums: '枚举', types: '类型', events: '事件'},
  },
} as const;

export const apiBase = '/docs/api/';

/** A page's title in a locale: a class object's page is "Node Class" in English and "Node 类对象" in Chinese. */
export function localTitle(page: {route: string; title: string}, locale: Locale): string {
  const classObject = locale === 'zh-Hans' && page.route.startsWith('Class Object/') && page.title.endsWith(' Class');
  return classObject ? `${page.title.slice(0, -' Class'.length)} 类对象` : page.title;
}
export const routeUrl = (route: string) => encodeURI(`${apiBase}${route}`);

/** The section anchor of a member: its name in lower case (overloads share it). */
export function anchorOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9_.-]+/g, '-');
}

/** Escapes prose for MDX outside inline code: braces and angle brackets would start JSX. */
export function escapeMdx(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
    .join('');
}

const cell = (text: string) => escapeMdx(text).replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** Maps type names (`Node`, `Ease.EaseFunc`, `SpriteClass`, `Leaf`) to the routes of their pages. */
export class TypeIndex {
  private readonly byName = new Map<string, string[]>();
  constructor(data: ApiData) {
    for (const {route} of data.pages) {
      const [group, ...path] = route.split('/');
      if (group === 'Class') {
        for (let i = 0; i < path.length; i += 1) this.add(path.slice(i).join('.'), route);
      } else if (group === 'Class Object') {
        this.add(`${path.join('.')}Class`, route);
        this.add(`${path[path.length - 1]}Class`, route);
      }
    }
  }
  private add(name: string, route: string): void {
    const list = this.byName.get(name) ?? [];
    if (!list.includes(route)) list.push(route);
    this.byName.set(name, list);
  }
  /** The page a type name stands for, seen from `from`; undefined when none or ambiguous. */
  resolve(name: string, from: string): string | undefined {
    const candidates = this.byName.get(name) ?? [];
    if (candidates.length <= 1) return candidates[0];
    const shared = (r: string) => {
      const a = r.split('/');
      const b = from.split('/');
      let n = 0;
      while (n < a.length - 1 && a[n] === b[n]) n += 1;
      return n;
    };
    const scored = candidates.map((r) => [shared(r), r] as const).sort((x, y) => y[0] - x[0]);
    return scored[0][0] > scored[1][0] ? scored[0][1] : undefined;
  }
}

/** A type as Markdown, with every name that has a page linked to it (pipes escaped, which a list reads as pipes). */
export function typeCell(type: string, types: TypeIndex, from: string): string {
  const parts = type.split(/([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 0) return cell(part);
      const route = types.resolve(part, from);
      return route && route !== from ? `[${part}](${routeUrl(route)})` : part;
    })
    .join('');
}

const fieldKinds: MemberKind[] = ['Field', 'Readonly Field'];
const groupOf = (kind: MemberKind) =>
  fieldKinds.includes(kind)
    ? 'fields'
    : kind === 'Function'
      ? 'functions'
      : kind === 'Metamethod'
        ? 'metamethods'
        : kind === 'Enumeration'
          ? 'enums'
          : kind === 'Type'
            ? 'types'
            : 'events';

/** A signature as written in the engine's sources, re-indented: one tab less, two spaces a level. */
export function tidySignature(signature: string): string {
  return signature
    .split('\n')
    .map((line, i) => (i === 0 ? line : line.replace(/^\t/, '').replace(/^\t+/, (tabs) => '  '.repeat(tabs.length))))
    .join('\n');
}

function signatureBlock(overloads: Overload[]): string {
  return ['```teal', overloads.map((o) => tidySignature(o.signature)).join('\n\n'), '```'].join('\n');
}

/**
 * A member's signature in both forms: Teal (what Lua, Teal and YueScript code calls) and TypeScript. Which one
 * shows follows the reader's language choice, the one the guides' code tabs remember (`language-select`):
 * TypeScript and TSX show the TypeScript form, the others the Teal form. The switch is markup only, driven
 * by plugins/code-language (no React state per member): the server HTML has both forms.
 */
export function signatureForms(teal: Overload[], tsForms: string[] | undefined, w: (typeof words)[Locale]): string {
  const none = (text: string) => `<p className="api-sig-none">${text}</p>`;
  return [
    '<div className="api-sig">',
    `<div className="api-sig-choice" role="tablist" aria-label="${w.forms}">`,
    `<button type="button" role="tab" data-api-form-choice="teal" aria-selected="true">${w.tealForm}</button>`,
    `<button type="button" role="tab" data-api-form-choice="ts" aria-selected="false">${w.tsForm}</button>`,
    '</div>',
    '<div className="api-sig-teal" role="tabpanel">',
    '',
    teal.length ? signatureBlock(teal) : none(w.noTeal),
    '',
    '</div>',
    '<div className="api-sig-ts" role="tabpanel">',
    '',
    tsForms?.length ? ['```ts signature', tsForms.join('\n\n'), '```'].join('\n') : none(w.noTs),
    '',
    '</div>',
    '</div>',
  ].join('\n');
}

/**
 * A parameter's or result's type in both signature forms, when they differ: the Teal type, then the TypeScript
 * one, which plugins/code-language's mark on <html> shows one at a time, as it does the signatures (the CSS
 * is in src/css/custom.css). Without that mark (no JavaScript), and in the page's Markdown twin, it reads
 * "integer (TypeScript: number)". `ts` undefined: the member has no TypeScript form, the Teal type alone.
 */
function typeForms(teal: string, ts: string | undefined, w: (typeof words)[Locale]): string {
  if (ts === undefined || ts === teal) return teal;
  const label = (text: string) => `<span className="api-type-label">${text}</span>`;
  return (
    `<span className="api-type-teal">${teal}</span>` +
    `<span className="api-type-ts">${label(w.tsTypeOpen)}${ts}${label(w.tsTypeClose)}</span>`
  );
}

/** Types joined with "or", each with its named types linked; a dash for none. */
function typeList(list: readonly string[], w: (typeof words)[Locale], types: TypeIndex, from: string): string {
  return list.length ? list.map((t) => typeCell(t, types, from)).join(` ${w.or} `) : '—';
}

/** How a parameter's facts are set off in each locale: "`order` (integer, optional): …", "`order`（integer，可选）：…". */
const listMarks = {
  en: {open: ' (', close: ')', comma: ', ', colon: ': '},
  'zh-Hans': {open: '（', close: '）', comma: '，', colon: '：'},
} as const;

/** Prose for a list item: escaped for MDX, on one line. */
const inline = (text: string) => escapeMdx(text).replace(/\n+/g, ' ');

/** A parameter of a parameter list: its name, the facts in brackets after it (type first), what it is for. */
export type ListedParam = {name: string; facts: string[]; text?: string};

/**
 * A member's parameters or its result under a bold heading, in a `div.api-params` (search leaves it out, as
 * it did the tables these were): one line each, the name, its facts in brackets, then its description. A
 * list reads top to bottom at any width, where a five-column table put the descriptions off a phone's screen.
 */
export function parameterList(heading: string, items: ListedParam[], locale: Locale): string {
  const m = listMarks[locale];
  const line = ({name, facts, text}: ListedParam) =>
    `- \`${name}\`${facts.length ? `${m.open}${facts.join(m.comma)}${m.close}` : ''}${text ? `${m.colon}${inline(text)}` : ''}`;
  return paramsBlock(heading, items.map(line));
}

/** A member's result under a bold heading, in a `div.api-params`: its type, then what it is. */
export function resultLine(heading: string, type: string, text: string | undefined, locale: Locale): string {
  return paramsBlock(heading, [text ? `${type}${listMarks[locale].colon}${inline(text)}` : type]);
}

/** Markdown lines under a bold heading, in the `div.api-params` that search leaves out. */
const paramsBlock = (heading: string, lines: string[]) =>
  ['<div className="api-params">', '', `**${heading}**`, '', ...lines, '', '</div>'].join('\n');

function paramsList(
  overloads: Overload[],
  ts: TsParts | undefined,
  texts: Record<string, string> | undefined,
  locale: Locale,
  types: TypeIndex,
  from: string,
): string {
  const w = words[locale];
  const names = paramNames(overloads);
  if (names.length === 0) return '';
  const items = names.map((name): ListedParam => {
    const found = overloads.flatMap((o) => o.params.filter((p) => p.name === name));
    const teal = typeList([...new Set(found.map((p) => p.type))], w, types, from);
    // Matched by name: a parameter the TypeScript forms name otherwise, or lack, gets a dash there.
    const tsType = ts && typeList(ts.params.get(name) ?? [], w, types, from);
    const def = found.find((p) => p.default !== undefined)?.default;
    return {
      name,
      facts: [
        typeForms(teal, tsType, w),
        ...(found.some((p) => p.optional) ? [w.optional] : []),
        ...(def === undefined ? [] : [`${w.default} \`${def}\``]),
      ],
      text: texts?.[name],
    };
  });
  return parameterList(w.params, items, locale);
}

function returnsLine(
  overloads: Overload[],
  ts: TsParts | undefined,
  text: string | undefined,
  locale: Locale,
  types: TypeIndex,
  from: string,
): string {
  if (!hasReturns(overloads)) return '';
  const w = words[locale];
  const lists = [...new Set(overloads.filter((o) => o.returns.length).map((o) => o.returns.join(', ')))];
  const teal = typeList(lists, w, types, from);
  const tsType = ts && typeList(ts.returns, w, types, from);
  return resultLine(w.returns, typeForms(teal, tsType, w), text, locale);
}

/** The pages a page inherits from, nearest first, following `inherits` transitively. */
export function ancestors(page: ApiPage, byRoute: Map<string, ApiPage>): ApiPage[] {
  const out: ApiPage[] = [];
  const visit = (p: ApiPage) => {
    for (const route of p.inherits ?? []) {
      const parent = byRoute.get(route);
      if (parent && !out.includes(parent)) {
        out.push(parent);
        visit(parent);
      }
    }
  };
  visit(page);
  return out;
}

const luaTypes = new Set(['string', 'number', 'integer', 'boolean']);

function subscribeExample(page: ApiPage, locale: Locale): string {
  const event = page.members.find((m) => m.kind === 'Node Event' || m.kind === 'Global Event');
  if (!event) return '';
  const w = words[locale];
  const global = event.kind === 'Global Event';
  const how = global ? '`Node:gslot(eventName, handler)`' : '`Node:slot(eventName, handler)`';
  const params = event.overloads[0].params;
  const names = params.map((p) => p.name);
  const owner = page.route.split('/').pop() as string;
  const isNode = global || owner === 'Node';
  const target = isNode ? 'node' : owner.charAt(0).toLowerCase() + owner.slice(1);
  const zh = locale === 'zh-Hans';
  const article = /^[AEIOU]/.test(owner) ? 'an' : 'a';
  const comment = isNode
    ? zh
      ? '建一个节点来接收事件'
      : 'a node to receive the event'
    : zh
      ? `把你创建的 ${owner} 传给 listen`
      : `pass listen ${article} ${owner} you created`;
  const printed = zh ? `收到 ${event.name}` : `got ${event.name}`;
  const slot = global ? 'gslot' : 'slot';
  const tealTypes = [...new Set(params.map((p) => p.type).filter((t) => !luaTypes.has(t) && /^[A-Z]\w*$/.test(t)))];
  const tealParam = (p: {name: string; type: string}) =>
    `${p.name}: ${luaTypes.has(p.type) ? p.type : /^[A-Z]\w*$/.test(p.type) ? `${p.type}.Type` : 'any'}`;
  // On a node of another class the handler is connected in a function that takes the object, so that the
  // sample compiles as written without building one (its constructor needs files or a physics world).
  const indent = (lines: string[]) => (isNode ? lines : lines.map((l) => `\t${l}`));
  const lua = [
    ...(isNode
      ? ['local Node <const> = require("Node")', '', `-- ${comment}`, 'local node = Node()']
      : [`-- ${comment}`, `local function listen(${target})`]),
    ...indent([
      `${target}:${slot}("${event.name}", function(${names.join(', ')})`,
      `\tprint("${printed}"${names.map((n) => `, ${n}`).join('')})`,
      'end)',
    ]),
    ...(isNode ? [] : ['end']),
  ].join('\n');
  const teal = [
    ...(isNode ? ['local Node <const> = require("Node")'] : [`local type ${owner} = require("${owner}")`]),
    ...tealTypes.filter((t) => t !== owner).map((t) => `local type ${t} = require("${t}")`),
    '',
    `-- ${comment}`,
    ...(isNode ? ['local node = Node()'] : [`local function listen(${target}: ${owner}.Type)`]),
    ...indent([
      `${target}:${slot}("${event.name}", function(${params.map(tealParam).join(', ')})`,
      `\tprint("${printed}"${names.map((n) => `, ${n}`).join('')})`,
      'end)',
    ]),
    ...(isNode ? [] : ['end']),
  ].join('\n');
  const yue = [
    ...(isNode ? ['_ENV = Dora', '', `-- ${comment}`, 'node = Node!'] : [`-- ${comment}`, `listen = (${target}) ->`]),
    ...indent([
      `${target}\\${slot} "${event.name}", (${names.join(', ')}) ->`,
      `\tprint "${printed}"${names.map((n) => `, ${n}`).join('')}`,
    ]),
  ].join('\n');
  const ts = [
    ...(isNode
      ? ["import { Node } from 'Dora';", '', `// ${comment}`, 'const node = Node();']
      : [`import { ${owner} } from 'Dora';`, '', `// ${comment}`, `function listen(${target}: ${owner}.Type) {`]),
    ...indent([
      `${target}.${slot}("${event.name}", (${names.join(', ')}) => {`,
      `\tprint("${printed}"${names.map((n) => `, ${n}`).join('')});`,
      '});',
    ]),
    ...(isNode ? [] : ['}']),
  ].join('\n');
  const tab = (value: string, label: string, lang: string, code: string) =>
    [`<TabItem value="${value}" label="${label}">`, '', `\`\`\`${lang}`, code, '```', '', '</TabItem>'].join('\n');
  return [
    `## ${w.subscribe} {#subscribe}`,
    '',
    w.subscribeIntro(how),
    '',
    '<Tabs groupId="language-select">',
    tab('lua', 'Lua', 'lua', lua),
    tab('teal', 'Teal', 'teal', teal),
    tab('yue', 'YueScript', 'yue', yue),
    tab('ts', 'TypeScript', 'ts', ts),
    '</Tabs>',
  ].join('\n');
}

function memberSection(
  m: Member,
  text: PageText,
  locale: Locale,
  types: TypeIndex,
  from: string,
  tsAbsent: boolean,
): string {
  const w = words[locale];
  const t = text.members?.[m.name];
  const tsForms = !tsAbsent && m.ts?.length ? tsParts(m.ts) : undefined;
  return [
    `## ${m.name} {#${anchorOf(m.name)}}`,
    '',
    `<span className="badge badge--secondary api-kind">${w.kinds[m.kind]}</span>`,
    '',
    escapeMdx(t?.text ?? ''),
    '',
    tsAbsent ? signatureBlock(m.overloads) : signatureForms(m.overloads, m.ts, w),
    '',
    paramsList(m.overloads, tsForms, t?.params, locale, types, from),
    '',
    returnsLine(m.overloads, tsForms, t?.returns, locale, types, from),
  ]
    .filter((s, i, all) => !(s === '' && all[i - 1] === ''))
    .join('\n');
}

/**
 * The first sentence, for the page's meta description, links reduced to their text: a Latin stop needs a
 * space after it, a Chinese one none.
 */
export const firstSentence = (s: string) =>
  (s.match(/^[\s\S]*?(?:[.!?](?=\s|$)|[。！？])/)?.[0] ?? s)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
const yamlString = (s: string) => JSON.stringify(s.replace(/`/g, ''));

export type RenderContext = {
  data: ApiData;
  byRoute: Map<string, ApiPage>;
  types: TypeIndex;
  instancesOf: Map<string, string>;
};

export function renderContext(data: ApiData): RenderContext {
  const byRoute = new Map(data.pages.map((p) => [p.route, p]));
  const instancesOf = new Map<string, string>();
  for (const p of data.pages) if (p.classObject) instancesOf.set(p.classObject, p.route);
  return {data, byRoute, types: new TypeIndex(data), instancesOf};
}

/** The whole MDX page for one locale. `text` must hold every description (the check enforces it). */
export function renderPage(page: ApiPage, text: PageText, locale: Locale, ctx: RenderContext, editUrl: string): string {
  const w = words[locale];
  const link = (route: string) => {
    const target = ctx.byRoute.get(route);
    return `[${target ? localTitle(target, locale) : route}](${routeUrl(route)})`;
  };
  const relations: string[] = [];
  if (page.classObject) relations.push(`**${w.classObject}${w.colon}** ${link(page.classObject)}`);
  const instances = ctx.instancesOf.get(page.route);
  if (instances) relations.push(`**${w.instances}${w.colon}** ${link(instances)}`);
  if (page.inherits?.length) relations.push(`**${w.inherits}${w.colon}** ${page.inherits.map(link).join(w.sep)}`);

  const grouped = new Map<string, Member[]>();
  for (const m of page.members) grouped.set(groupOf(m.kind), [...(grouped.get(groupOf(m.kind)) ?? []), m]);
  const index = (['fields', 'functions', 'metamethods', 'enums', 'types', 'events'] as const)
    .filter((g) => grouped.has(g))
    .map(
      (g) =>
        `- **${w.groups[g]}${w.colon}** ${grouped
          .get(g)!
          .map((m) => `[${m.name}](#${anchorOf(m.name)})`)
          .join(w.sep)}`,
    );

  const own = new Set(page.members.map((m) => m.name));
  const inherited = ancestors(page, ctx.byRoute)
    .map((parent) => {
      const members = parent.members.filter((m) => !own.has(m.name));
      members.forEach((m) => own.add(m.name));
      if (members.length === 0) return '';
      const links = members.map((m) => `[${m.name}](${routeUrl(parent.route)}#${anchorOf(m.name)})`).join(w.sep);
      return `- **${w.from} ${link(parent.route)}${w.colon}** ${links}`;
    })
    .filter(Boolean);

  // Search keywords: the page's aliases, and on the Chinese page the glossary's term for its class with the
  // variants the prose avoids, so that a reader who searches an older name (图元) still lands here.
  const glossed = locale === 'zh-Hans' ? glossary.filter((e) => e.api === page.route) : [];
  const keywords = [
    ...new Set([
      ...(text.aliases ?? []),
      ...glossed.flatMap((e) => [...e.zh.split('、'), ...(e.avoid ?? []), ...(e.engine ? [e.engine] : [])]),
    ]),
  ];
  const sections = [
    '---',
    `title: ${yamlString(localTitle(page, locale))}`,
    `sidebar_label: ${yamlString(page.route.split('/').pop() as string)}`,
    `slug: ${yamlString(`/api/${page.route}`)}`,
    `description: ${yamlString(firstSentence(text.summary))}`,
    ...(keywords.length ? [`keywords: [${keywords.map(yamlString).join(', ')}]`] : []),
    `custom_edit_url: ${yamlString(editUrl)}`,
    '---',
    '',
    '{/* Generated by `npm run api:generate` from src/data/api: edit the data or the descriptions, not this file. */}',
    '',
    ...(page.members.some((m) => m.kind === 'Node Event' || m.kind === 'Global Event')
      ? ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '']
      : []),
    escapeMdx(text.summary.trim()),
    '',
    relations.join(' · '),
    '',
    // Said where there are signatures to say it of.
    ...(page.tsAbsent && (page.own || page.members.length)
      ? [`<p className="api-sig-none">${w.tsAbsent}</p>`, '']
      : []),
  ];
  if (page.own) {
    const ownTs = !page.tsAbsent && page.tsOwn?.length ? tsParts(page.tsOwn) : undefined;
    sections.push(
      `## ${w.signature} {#signature}`,
      '',
      page.tsAbsent ? signatureBlock([page.own]) : signatureForms([page.own], page.tsOwn, w),
      '',
      paramsList([page.own], ownTs, text.params, locale, ctx.types, page.route),
      '',
      returnsLine([page.own], ownTs, text.returns, locale, ctx.types, page.route),
      '',
    );
  }
  // Both lists (and their headings, on every page) repeat names that have their own sections; the search index leaves them out.
  const list = (heading: string, items: string[]) => [
    '<div className="api-member-list">',
    '',
    heading,
    '',
    ...items,
    '',
    '</div>',
    '',
  ];
  if (index.length) sections.push(...list(`## ${w.index} {#member-index}`, index));
  if (inherited.length) sections.push(...list(`## ${w.inherited} {#inherited-members}`, inherited));
  const example = subscribeExample(page, locale);
  if (example) sections.push(example, '');
  for (const m of page.members)
    sections.push(memberSection(m, text, locale, ctx.types, page.route, Boolean(page.tsAbsent)), '');
  return `${sections
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The categorised list of every API page, for the intro page, as Markdown. */
export function renderCatalog(
  categories: readonly {
    id: string;
    title: Record<Locale, string>;
    blurb: Record<Locale, string>;
    routes: readonly string[];
    groups?: readonly {
      id: string;
      title: Record<Locale, string>;
      blurb: Record<Locale, string>;
      routes: readonly string[];
    }[];
  }[],
  locale: Locale,
  ctx: RenderContext,
): string {
  const zh = locale === 'zh-Hans';
  const entry = (route: string, siblings: readonly string[]) => {
    // The DoraX page (scripts/api/jsx.ts) is a page of its own, not in the interface data.
    const page = ctx.byRoute.get(route) ?? (route === jsxRoute ? {route, title: 'DoraX', members: []} : undefined);
    if (!page) throw new Error(`catalog: no API page ${route}`);
    const name = route.split('/').pop() as string;
    const clash = siblings.some((r) => r !== route && r.split('/').pop() === name);
    const kind = route.startsWith('Module/')
      ? zh
        ? '模块'
        : 'module'
      : route.startsWith('Class Object/')
        ? zh
          ? '类对象'
          : 'class object'
        : '';
    const label = route.includes('Event/')
      ? page.title
      : clash && kind
        ? zh
          ? `${name}（${kind}）`
          : `${name} (${kind})`
        : name;
    const object = page.classObject ? ` · [${zh ? '类对象' : 'class object'}](${routeUrl(page.classObject)})` : '';
    return `- [${label}](${routeUrl(route)})${object}`;
  };
  const block = (
    level: string,
    g: {id: string; title: Record<Locale, string>; blurb: Record<Locale, string>; routes: readonly string[]},
  ) => [
    `${level} ${g.title[locale]} {#${g.id}}`,
    '',
    escapeMdx(g.blurb[locale]),
    '',
    ...g.routes.map((r) => entry(r, g.routes)),
    '',
  ];
  // In a div.api-catalog, which search leaves out (config/search.ts): a topic heading there would
  // outrank the very pages it links to.
  const body = categories
    .flatMap((c) => [
      ...block('##', c).slice(0, c.routes.length ? undefined : 4),
      ...(c.groups ?? []).flatMap((g) => block('###', g)),
    ])
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `<div className="api-catalog">\n\n${body}\n\n</div>`;
}
