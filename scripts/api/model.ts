// The API reference's data model: reads the engine's interface facts, our data file and our description files.
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import yaml from 'js-yaml';

export const root = resolve(__dirname, '../..');
export const sharedApiFile = resolve(root, '../shared/api/dora-ssr-api-1.7.2.json');
export const dataFile = join(root, 'src/data/api/interface.json');
export const textDir = join(root, 'src/data/api/text');
export const locales = ['en', 'zh-Hans'] as const;
/** The TypeScript-only DoraX page (scripts/api/jsx.ts): generated on its own, not in the interface data. */
export const jsxRoute = 'Module/DoraX';
export type Locale = (typeof locales)[number];

export type Param = {name: string; type: string; optional: boolean; default?: string};
export type Overload = {signature: string; params: Param[]; returns: string[]};
export type MemberKind =
  'Field' | 'Readonly Field' | 'Function' | 'Metamethod' | 'Enumeration' | 'Type' | 'Node Event' | 'Global Event';
/**
 * A member: its Teal overloads (none when only TypeScript declares it) and `ts`, its TypeScript form, one
 * declaration per overload (absent when the TypeScript declarations lack it).
 */
export type Member = {name: string; kind: MemberKind; overloads: Overload[]; ts?: string[]};
export type ApiPage = {
  route: string; // under /docs/api/, e.g. "Class/Node"
  title: string;
  classObject?: string;
  inherits?: string[];
  tealType?: string;
  own?: Overload; // a module page's own signature
  tsOwn?: string[]; // its TypeScript form
  tsAbsent?: true; // the TypeScript declarations have nothing for this page (YueScript's library, say)
  members: Member[];
};
export type ApiData = {engine: string; version: string; pages: ApiPage[]};

type SharedParam = {name: string; type: string; optional: boolean};
type SharedMember = {
  name: string;
  kind: MemberKind;
  signature: string;
  params?: SharedParam[];
  returns?: {type: string}[];
};
type SharedPage = {
  page: string;
  title: string;
  classObject?: string;
  inherits?: string[];
  tealType?: string;
  signature?: string;
  params?: SharedParam[];
  returns?: {type: string}[];
  members: SharedMember[];
};

/** The default value a Teal signature gives a parameter, written `name?: type --[[value]]`. */
export function defaultOf(signature: string, param: string): string | undefined {
  const escaped = param.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return signature.match(new RegExp(`(?:^|[\\s(,])${escaped}\\??:[^,\\n]*?--\\[\\[(.*?)\\]\\]`))?.[1];
}

/** Whether a Teal signature declares a parameter of that name (`name:` or `name?:`). */
const declares = (signature: string, name: string) =>
  name === '...' ? signature.includes('...') : new RegExp(`(?:^|[\\s(,])${name}\\??:`).test(signature);

function overload(signature: string, allParams: SharedParam[] = [], allReturns: {type: string}[] = []): Overload {
  // A few records of the facts merge another function's parameters into one member (PhysicsWorld.query
  // carries raycast's and setIterations'); the signature is the authority, so keep what it declares.
  // A merged record repeats a parameter name; only then are undeclared names dropped (elsewhere a name
  // that differs from the signature is a spelling slip in one of the two, and the parameter is real).
  const merged = new Set(allParams.map((p) => p.name)).size < allParams.length;
  const params = merged
    ? allParams.filter((p, i) => declares(signature, p.name) && allParams.findIndex((q) => q.name === p.name) === i)
    : allParams;
  const returns = params.length < allParams.length ? allReturns.slice(0, 1) : allReturns;
  return {
    signature,
    params: params.map((p) => {
      const value = defaultOf(signature, p.name);
      return value === undefined ? {...p} : {...p, default: value};
    }),
    returns: returns.map((r) => r.type),
  };
}

/** Turns the shared interface facts into our model: overloads grouped under one member. */
export function fromShared(shared: {engine: string; version: string; pages: SharedPage[]}): ApiData {
  const pages = shared.pages.map((p): ApiPage => {
    const members: Member[] = [];
    for (const m of p.members) {
      let member = members.find((x) => x.name === m.name);
      if (!member) {
        // The facts call a generic function (`cast: function<T>(…)`) a field; its type says it is a function.
        const kind = m.kind === 'Field' && /^\w+\s*:\s*function\s*[<(]/.test(m.signature) ? 'Function' : m.kind;
        member = {name: m.name, kind, overloads: []};
        members.push(member);
      }
      member.overloads.push(overload(m.signature, m.params, m.returns));
    }
    return {
      route: p.page,
      title: p.title,
      ...(p.classObject ? {classObject: p.classObject} : {}),
      ...(p.inherits?.length ? {inherits: p.inherits} : {}),
      ...(p.tealType ? {tealType: p.tealType} : {}),
      ...(p.signature ? {own: overload(p.signature, p.params, p.returns)} : {}),
      members,
    };
  });
  pages.sort((a, b) => a.route.localeCompare(b.route, 'en'));
  return {engine: shared.engine, version: shared.version, pages};
}

export function readShared(): ApiData | undefined {
  if (!existsSync(sharedApiFile)) return undefined;
  return fromShared(JSON.parse(readFileSync(sharedApiFile, 'utf8')));
}

export function readData(): ApiData {
  return JSON.parse(readFileSync(dataFile, 'utf8')) as ApiData;
}

export function serializeData(data: ApiData): string {
  return `${JSON.stringify(data, null, 1)}\n`;
}

export type MemberText = {text: string; params?: Record<string, string>; returns?: string};
/**
 * A page's words in one locale. `aliases` are other names readers call the page's subject by, such as
 * its Chinese name (精灵 for Sprite): they become the page's `keywords` front matter, and search finds the
 * page by them as by its title (scripts/search/derived-terms.ts).
 */
export type PageText = {
  summary: string;
  aliases?: string[];
  params?: Record<string, string>;
  returns?: string;
  members?: Record<string, MemberText>;
};

export function textFile(locale: Locale, route: string): string {
  return join(textDir, locale, `${route}.yml`);
}

export function readText(locale: Locale, route: string): PageText | undefined {
  const file = textFile(locale, route);
  if (!existsSync(file)) return undefined;
  return yaml.load(readFileSync(file, 'utf8')) as PageText;
}

/** Distinct parameter names of a member across its overloads, in first-seen order. */
export function paramNames(overloads: Overload[]): string[] {
  return [...new Set(overloads.flatMap((o) => o.params.map((p) => p.name)))];
}

export const hasReturns = (overloads: Overload[]) => overloads.some((o) => o.returns.length > 0);
