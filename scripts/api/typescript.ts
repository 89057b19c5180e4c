// Reads the engine's TypeScript declarations (DORA_ROOT, default ../shared/engine) with the TypeScript compiler
// API, and finds each API page member's TypeScript form: `npm run api:sync` records them next to the Teal ones.
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import ts from 'typescript';
import {root, type ApiData, type MemberKind} from './model';

export const doraRoot = resolve(root, process.env.DORA_ROOT ?? '../shared/engine');
export const declarationsDir = join(doraRoot, 'Assets/Script/Lib/Dora/en');
/** The declaration files the API reference covers: the engine's modules, not the TypeScriptToLua environment. */
export const declarationFiles = ['Dora.d.ts', 'Platformer.d.ts', 'InputManager.d.ts', 'YarnRunner.d.ts'] as const;

/** One TypeScript member: its name and each overload as one line of source, `this: void` left out. */
export type TsMember = {
  name: string;
  kind: 'field' | 'readonly' | 'method' | 'call' | 'enum' | 'function' | 'event';
  signatures: string[];
};
/** A named declaration with members: a class, an interface, an enum or a namespace (merged when they share a name). */
export type TsOwner = {module: string; name: string; members: TsMember[]; heading?: string};

type Scope = {module: string; decls: Map<string, ts.Node[]>; exports: Map<string, string>};

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});

/** A long one-line signature with its parameters one to a line, as the Teal forms are written. */
export function wrapParameters(signature: string, width = 90): string {
  const open = signature.indexOf('(');
  if (signature.length <= width || open < 0) return signature;
  const params: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < signature.length; i += 1) {
    const c = signature[i];
    if ('([{<'.includes(c)) depth += 1;
    else if (')]}'.includes(c) || (c === '>' && signature[i - 1] !== '=')) depth -= 1;
    if (depth < 0) {
      params.push(signature.slice(from, i).trim());
      const inner = params.filter(Boolean).map((p) => `  ${p}`);
      return `${signature.slice(0, open + 1)}\n${inner.join(',\n')}\n${signature.slice(i)}`;
    }
    if (c === ',' && depth === 0) {
      params.push(signature.slice(from, i).trim());
      from = i + 1;
    }
  }
  return signature;
}

/** A declaration printed on one line, without `export`, `declare` and `this: void` parameters. */
function print(node: ts.Node, file: ts.SourceFile): string {
  const text = printer.printNode(ts.EmitHint.Unspecified, node, file);
  return text
    .replace(/\bthis: void,\s*/g, '')
    .replace(/\(this: void\)/g, '()')
    .replace(/^(export |declare )+/, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/;$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A declaration's name: an identifier, a string literal, or a computed name that is a string literal. */
export function nameOf(node: ts.Node): string | undefined {
  const name = (node as {name?: ts.Node}).name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteral(name.expression)) return name.expression.text;
  return undefined;
}

function collect(statements: readonly ts.Statement[], module: string, scopes: Map<string, Scope>): Scope {
  const scope: Scope = scopes.get(module) ?? {module, decls: new Map(), exports: new Map()};
  scopes.set(module, scope);
  const add = (name: string, node: ts.Node) => scope.decls.set(name, [...(scope.decls.get(name) ?? []), node]);
  for (const s of statements) {
    if (ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause)) {
      for (const e of s.exportClause.elements) scope.exports.set(e.name.text, (e.propertyName ?? e.name).text);
    } else if (ts.isExportAssignment(s) && ts.isIdentifier(s.expression)) {
      scope.exports.set('=', s.expression.text);
    } else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) if (ts.isIdentifier(d.name)) add(d.name.text, d);
    } else if (ts.isModuleDeclaration(s) && !ts.isStringLiteral(s.name) && s.body && ts.isModuleBlock(s.body)) {
      add(s.name.text, s);
      collect(s.body.statements, `${module}.${s.name.text}`, scopes);
    } else {
      const name = nameOf(s);
      if (name) add(name, s);
    }
  }
  return scope;
}

/** Every scope of the covered declaration files: `Dora`, `Platformer`, `Platformer.Behavior`… and the globals. */
export function readDeclarations(dir = declarationsDir): {scopes: Map<string, Scope>} {
  const scopes = new Map<string, Scope>();
  for (const name of declarationFiles) {
    const path = join(dir, name);
    if (!existsSync(path)) throw new Error(`No ${path}: set DORA_ROOT to the engine (see ../shared/engine/README.md).`);
    const file = ts.createSourceFile(name, readFileSync(path, 'utf8'), ts.ScriptTarget.ESNext, true);
    const globals: ts.Statement[] = [];
    for (const s of file.statements) {
      if (ts.isModuleDeclaration(s) && ts.isStringLiteral(s.name) && s.body && ts.isModuleBlock(s.body)) {
        collect(s.body.statements, s.name.text, scopes);
      } else globals.push(s);
    }
    collect(globals, 'global', scopes);
  }
  return {scopes};
}

/** The members a class, interface, enum or namespace declares, each overload printed. */
export function membersOf(nodes: ts.Node[]): TsMember[] {
  const out: TsMember[] = [];
  const push = (name: string, kind: TsMember['kind'], line: string) => {
    const signature = wrapParameters(line);
    const found = out.find((m) => m.name === name);
    if (found) found.signatures.push(signature);
    else out.push({name, kind, signatures: [signature]});
  };
  for (const node of nodes) {
    const file = node.getSourceFile();
    const body = ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type) ? node.type : node;
    if (ts.isClassDeclaration(body) || ts.isInterfaceDeclaration(body) || ts.isTypeLiteralNode(body)) {
      for (const m of body.members) {
        if (ts.isConstructorDeclaration(m)) continue;
        if (ts.isCallSignatureDeclaration(m)) push('__call', 'call', print(m, file));
        else if (ts.isIndexSignatureDeclaration(m)) push('__index', 'field', print(m, file));
        else {
          const name = nameOf(m);
          if (!name) continue;
          const readonly =
            ts.canHaveModifiers(m) && ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
          const kind =
            ts.isMethodDeclaration(m) || ts.isMethodSignature(m) ? 'method' : readonly ? 'readonly' : 'field';
          push(name, kind, print(m, file));
        }
      }
    } else if (ts.isFunctionDeclaration(node)) {
      push(nameOf(node) ?? '', 'function', print(node, file));
    } else if (ts.isEnumDeclaration(node)) {
      for (const m of node.members) push(nameOf(m) ?? m.name.getText(file), 'enum', print(m, file));
    } else if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) {
      for (const s of node.body.statements) {
        const name = nameOf(s);
        if (!name || ts.isTypeAliasDeclaration(s)) continue; // `export type Type = X` is how TS names the instance type
        if (ts.isFunctionDeclaration(s)) push(name, 'function', print(s, file));
        else if (ts.isVariableStatement(s))
          for (const d of s.declarationList.declarations) push(nameOf(d) ?? '', 'readonly', print(d, file));
      }
    }
  }
  return out;
}

/** The TypeScript module a page's declarations live in, and the path of names inside it. */
function placeOf(route: string): {module: string; path: string[]} {
  const [, ...path] = route.split('/');
  for (const module of ['Platformer', 'InputManager', 'YarnRunner']) {
    if (path[0] === module) return {module, path: path.length > 1 ? path.slice(1) : path};
  }
  return {module: 'Dora', path};
}

/** Looks a name up in a scope, following `export {local as Name}` and a const's declared type. */
export function lookup(scopes: Map<string, Scope>, module: string, path: string[], exported: boolean): ts.Node[] {
  let scopeName = module;
  for (const part of path.slice(0, -1)) scopeName = `${scopeName}.${part}`;
  const scope = scopes.get(scopeName);
  if (!scope) return [];
  const last = path[path.length - 1];
  const local = exported
    ? (scope.exports.get(last) ??
      (scope.exports.get('=') && last === module ? scope.exports.get('=') : undefined) ??
      last)
    : last;
  return scope.decls.get(local) ?? [];
}

/** Follows a `const x: XClass` to the interface that gives it its members. */
function throughConsts(scopes: Map<string, Scope>, module: string, nodes: ts.Node[]): ts.Node[] {
  // `interface tolua` and `const tolua: tolua` lead to the same interface: once.
  return unique(
    nodes.flatMap((n) => {
      if (ts.isVariableDeclaration(n) && n.type && ts.isTypeReferenceNode(n.type) && ts.isIdentifier(n.type.typeName)) {
        return scopes.get(module)?.decls.get(n.type.typeName.text) ?? [];
      }
      return [n];
    }),
  );
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

const metamethods: Record<string, string> = {__add: 'add', __sub: 'sub', __mul: 'mul', __div: 'div', __eq: 'equals'};

/**
 * Pages whose TypeScript home the naming rules below do not find: `[scope, name…]`, or null where the
 * TypeScript declarations have no counterpart (YueScript's own library, Teal-only helper types).
 */
const ownerOverrides: Record<string, [string, ...string[]] | null> = {
  'Class Object/InputManager': ['InputManager', '*'],
  'Class/Node/Grabber': ['Dora', 'Grabber'],
  'Class/Ease/EaseFunc': ['Dora', 'EaseFunc'],
  'Class Object/QLearner': ['Dora', 'QLearnerClass'],
  'Class/YarnRunner': ['YarnRunner', 'YarnRunner', 'YarnRunnerClass'],
};

/** Teal members whose TypeScript name differs: enumerations the TypeScript module declares at its top level, metamethods. */
export const memberAliases: Record<string, string> = {
  'Class/App#App.Platform': 'PlatformType',
  'Class/App#alwaysOnTop': 'alwayOnTop',
  'Class Object/BlendFunc#BlendFunc.Func': 'BlendOp',
  'Class Object/Observer#Observer.EntityEvent': 'EntityEvent',
  'Class/AudioBus#AudioBus.Filter': 'AudioFilter',
  'Class/AudioSource#AudioSource.AttenuationModel': 'AttenuationModel',
  'Class/BodyDef#BodyDef.BodyType': 'BodyMoveType',
  'Class/Cache#Cache.ResourceType': 'CacheResourceType',
  'Class/Cache#Cache.ResourceTypeSafeUnload': 'CacheResourceTypeSafeUnload',
  'Class/Controller#Controller.AxisName': 'AxisName',
  'Class/Controller#Controller.ButtonName': 'ButtonName',
  'Class/Keyboard#Keyboard.KeyName': 'KeyName',
  'Class/Label#Label.TextAlign': 'TextAlign',
  'Class/ML#ML.Operator': 'MLOperator',
  'Class/Node#Node.AppEventType': 'AppEventType',
  'Class/Node#Node.AppSettingName': 'AppSettingName',
  'Class/Node#Node.AppWSEvent': 'AppWSEventType',
  'Class/Sprite#Sprite.TextureWrap': 'TextureWrap',
  'Class/Sprite#Sprite.TextureFilter': 'TextureFilter',
  'Class/Platformer/Data#Data.Relation': 'Relation',
  'Class/Routine#Job': 'Job',
  'Class/DB#SQL': 'SQL',
  'Class/DB#Row': 'DBRow',
  'Class/DB#Column': 'DBColumn',
  'Class Object/InputManager#InputManager.JoyStickType': 'JoyStickType',
  'Class Object/InputManager#InputManager.TriggerState': 'TriggerState',
};

/** The TypeScript declarations that hold an API page's members, in the page's terms; empty when it has none. */
export function ownerOf(scopes: Map<string, Scope>, route: string): ts.Node[] {
  const group = route.split('/')[0];
  if (route in ownerOverrides) {
    const o = ownerOverrides[route];
    if (!o) return [];
    const [scope, ...names] = o;
    if (names[0] === '*') return moduleFunctions(scopes, scope);
    return names.flatMap((n) => throughConsts(scopes, scope, scopes.get(scope)?.decls.get(n) ?? []));
  }
  const {module, path} = placeOf(route);
  const inner = path.length > 1 ? `${module}.${path.slice(0, -1).join('.')}` : module;
  if (group === 'Node Event') return scopes.get('Dora')?.decls.get('NodeEventHandlerMap') ?? [];
  if (group === 'Global Event') return scopes.get('Dora')?.decls.get('GlobalEventHandlerMap') ?? [];
  if (group === 'Class') {
    const local = lookup(scopes, module, path, false);
    return throughConsts(scopes, inner, local.length ? local : lookup(scopes, module, path, true));
  }
  // A class object is a value: a const typed by an interface. A bare class means TypeScript has no class object.
  const found = throughConsts(scopes, inner, lookup(scopes, module, path, true));
  return group === 'Class Object'
    ? found.filter((n) => !ts.isClassDeclaration(n) && !ts.isModuleDeclaration(n))
    : found;
}

/** A module's top-level functions, as if they were one namespace's members. */
function moduleFunctions(scopes: Map<string, Scope>, module: string): ts.Node[] {
  return [...(scopes.get(module)?.decls.values() ?? [])].flat().filter((n) => ts.isFunctionDeclaration(n));
}

export const tsNameOf = (route: string, tealName: string) =>
  memberAliases[`${route}#${tealName}`] ?? metamethods[tealName] ?? tealName;

/**
 * TypeScript exports that no page's name leads to, and the page that lists each: the event-name enumerations
 * `Slot` and `GSlot`, the types `tolua` works with, the entity component type and the action definition type.
 */
export const placedExports: Record<string, string> = {
  Slot: 'Node Event/Node',
  GSlot: 'Global Event/App',
  TypeName: 'Class/tolua',
  TypeMap: 'Class/tolua',
  Component: 'Class/Entity',
  ActionDef: 'Class/Action',
  VGPaint: 'Class/VGNode',
};

/** Pages whose own TypeScript form is a module declaration or a type rather than a function. */
const ownForms: Record<string, (scopes: Map<string, Scope>) => string[]> = {
  'Module/Dora': () => ['declare module "Dora"'],
  'Module/Platformer': () => ['declare module "Platformer"'],
  'Module/p': (scopes) => membersOf(scopes.get('global')?.decls.get('p') ?? []).flatMap((m) => m.signatures),
  'Module/Array': (scopes) => (scopes.get('Dora')?.decls.get('Item') ?? []).map((n) => printWhole(n)),
};

/** A whole declaration (an enumeration, a type) printed over several lines, as the reader would write it. */
export function printWhole(node: ts.Node): string {
  const text = printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  return text
    .replace(/^(export |declare )+/, '')
    .replace(/ {4}/g, '  ')
    .trim();
}

export type TsForms = {
  /** TypeScript signatures by Teal member name; a member missing here has no TypeScript form. */
  members: Map<string, string[]>;
  own?: string[];
  /** Members only the TypeScript declarations have, with their kind in the page's terms. */
  only: {name: string; kind: MemberKind; signatures: string[]}[];
  /** Whether the TypeScript declarations have this page's subject at all. */
  present: boolean;
};

const kindOf = (kind: TsMember['kind']): MemberKind =>
  kind === 'readonly'
    ? 'Readonly Field'
    : kind === 'field'
      ? 'Field'
      : kind === 'enum'
        ? 'Enumeration'
        : kind === 'call'
          ? 'Metamethod'
          : 'Function';

const keyOf = (owner: ts.Node[], name: string) =>
  `${owner.map((n) => `${n.getSourceFile().fileName}:${n.pos}`).join(',')}#${name}`;

const exportedModifier = (n: ts.Node) =>
  ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Every name a covered module exports, as `module:name` → the local declarations it stands for. */
export function exportedNames(scopes: Map<string, Scope>): Map<string, {module: string; nodes: ts.Node[]}> {
  const out = new Map<string, {module: string; nodes: ts.Node[]}>();
  for (const module of ['Dora', 'Platformer', 'InputManager', 'YarnRunner']) {
    const scope = scopes.get(module);
    if (!scope) continue;
    for (const [name, local] of scope.exports)
      out.set(`${module}:${name}`, {module, nodes: scope.decls.get(local) ?? []});
    for (const [name, nodes] of scope.decls) {
      // `export namespace X { type Type = X }` only names the instance type: it is not a member of its own.
      const real = nodes.filter((n) => exportedModifier(n) && !ts.isModuleDeclaration(n));
      if (real.length && !out.has(`${module}:${name}`)) out.set(`${module}:${name}`, {module, nodes: real});
    }
  }
  return out;
}

/** The TypeScript form of every page and member, and what only TypeScript declares. */
export function tsFormsOf(
  data: ApiData,
  scopes = readDeclarations().scopes,
): {forms: Map<string, TsForms>; unplaced: string[]} {
  const forms = new Map<string, TsForms>();
  const claimed = new Set<string>();
  const claimedDecls = new Set<ts.Node>();
  const owners = new Map<string, ts.Node[]>();
  const topLevel = (route: string, name: string) => scopes.get(placeOf(route).module)?.decls.get(name) ?? [];
  for (const page of data.pages) {
    const owner = ownerOf(scopes, page.route);
    owner.forEach((n) => claimedDecls.add(n));
    owners.set(page.route, owner);
    const members = membersOf(owner);
    const f: TsForms = {members: new Map(), only: [], present: owner.length > 0 || page.route in ownForms};
    forms.set(page.route, f);
    for (const m of page.members) {
      const name = tsNameOf(page.route, m.name);
      const found = members.find((t) => t.name === name);
      if (found) {
        f.members.set(m.name, found.signatures);
        claimed.add(keyOf(owner, name));
        continue;
      }
      const decls = topLevel(page.route, name).filter((n) => !ts.isModuleDeclaration(n));
      if (decls.length) {
        f.members.set(m.name, decls.map(printWhole));
        decls.forEach((n) => claimedDecls.add(n));
      }
    }
    if (ownForms[page.route]) {
      f.own = ownForms[page.route](scopes);
      if (page.route === 'Module/Array') topLevel(page.route, 'Item').forEach((n) => claimedDecls.add(n));
    } else if (page.own) {
      // A module page: its function, or (Module/Audio) the member its own signature names.
      const name = page.route.startsWith('Module/')
        ? (page.own.signature.match(/^(\w+):/)?.[1] ?? page.route.split('/').pop()!)
        : '';
      const found = members.find((t) => t.name === name) ?? members.find((t) => t.name === page.route.split('/').pop());
      if (found) {
        f.own = found.signatures;
        claimed.add(keyOf(owner, found.name));
      }
    }
  }
  // What is left of each owner is TypeScript's own, listed on the first page that owns it, unless an
  // ancestor's page has the member (a subclass that repeats an inherited field, such as showDebug).
  const byRoute = new Map(data.pages.map((p) => [p.route, p]));
  const inheritedNames = (route: string): Set<string> => {
    const names = new Set<string>();
    const visit = (r: string) => {
      for (const parent of byRoute.get(r)?.inherits ?? []) {
        byRoute.get(parent)?.members.forEach((m) => names.add(tsNameOf(parent, m.name)));
        visit(parent);
      }
    };
    visit(route);
    return names;
  };
  for (const page of data.pages) {
    const group = page.route.split('/')[0];
    if (group === 'Node Event' || group === 'Global Event') continue;
    const owner = owners.get(page.route)!;
    const inherited = inheritedNames(page.route);
    for (const t of membersOf(owner)) {
      const key = keyOf(owner, t.name);
      if (claimed.has(key) || inherited.has(t.name)) continue;
      claimed.add(key);
      forms.get(page.route)!.only.push({name: t.name, kind: kindOf(t.kind), signatures: t.signatures});
    }
  }
  for (const [name, route] of Object.entries(placedExports)) {
    const dora = scopes.get('Dora');
    const all = dora?.decls.get(dora.exports.get(name) ?? name) ?? [];
    // `type X` with its `namespace X { type Type = X }` shows as the type alone; a namespace alone stays.
    const nodes = all.some((n) => !ts.isModuleDeclaration(n)) ? all.filter((n) => !ts.isModuleDeclaration(n)) : all;
    if (!nodes.length) throw new Error(`placedExports: the TypeScript declarations no longer have ${name}`);
    nodes.forEach((n) => claimedDecls.add(n));
    const enumish = nodes.some((n) => ts.isEnumDeclaration(n));
    forms.get(route)!.only.push({name, kind: enumish ? 'Enumeration' : 'Type', signatures: nodes.map(printWhole)});
  }
  // Node and global events are claimed by name on their pages.
  claimedDecls.add(scopes.get('Dora')!.decls.get('NodeEventHandlerMap')![0]);
  const unplaced = [...exportedNames(scopes)]
    .filter(
      ([, {module, nodes}]) =>
        !nodes.some((n) => claimedDecls.has(n) || throughConsts(scopes, module, [n]).some((x) => claimedDecls.has(x))),
    )
    .map(([name]) => name);
  return {forms, unplaced};
}

/** The interface data with each member's TypeScript form, and TypeScript's own members appended to their pages. */
export function withTypeScript(data: ApiData, scopes = readDeclarations().scopes): {data: ApiData; unplaced: string[]} {
  const {forms, unplaced} = tsFormsOf(data, scopes);
  const pages = data.pages.map((page) => {
    const f = forms.get(page.route)!;
    const members = page.members.map((m) => (f.members.has(m.name) ? {...m, ts: f.members.get(m.name)} : {...m}));
    for (const only of f.only) {
      // The facts leave out a few members the Teal declarations do have (PhysicsWorld's raycast): keep that form too.
      const teal = tealLine(page.route, only.name);
      const overloads = teal ? [{signature: teal, params: [], returns: []}] : [];
      members.push({name: only.name, kind: only.kind, overloads, ts: only.signatures});
    }
    return {
      ...page,
      ...(f.own ? {tsOwn: f.own} : {}),
      ...(f.present ? {} : {tsAbsent: true as const}),
      members,
    };
  });
  return {data: {...data, pages}, unplaced};
}

/** A member's one-line declaration in the page's Teal module (`name: function(…)`), if it has one. */
export function tealLine(route: string, name: string): string | undefined {
  const last = route.split('/').pop()!;
  const dirs = route.includes('/Platformer/') ? [join(declarationsDir, 'Platformer')] : [declarationsDir];
  for (const dir of dirs) {
    for (const file of [`${last}.d.tl`, `${last}Type.d.tl`]) {
      const path = join(dir, file);
      if (!existsSync(path)) continue;
      const line = readFileSync(path, 'utf8').match(new RegExp(`^\\t${name}: (function\\(.*\\).*)$`, 'm'));
      if (line) return `${name}: ${line[1]}`;
    }
  }
  return undefined;
}

/** What a member's TypeScript forms declare: each parameter's types by name, and the return types, as written. */
export type TsParts = {params: Map<string, string[]>; returns: string[]};

/**
 * The parameters and return types of a member's TypeScript forms (`tsFormsOf`), for the API pages' tables:
 * a method, call, construct or index signature, a function, or a field of function type. A form with
 * none of these (a plain field) adds nothing. Types keep their order of first appearance, each once.
 */
export function tsParts(forms: readonly string[]): TsParts {
  const params = new Map<string, string[]>();
  const returns: string[] = [];
  const add = (list: string[], type: string) => {
    if (!list.includes(type)) list.push(type);
  };
  for (const form of forms) {
    const source = /^function\s/.test(form) ? `declare ${form};` : `interface X {\n${form};\n}`;
    const file = ts.createSourceFile('form.ts', source, ts.ScriptTarget.ESNext, true);
    // The form's one signature: the first found, looking no deeper than the form itself.
    const find = (node: ts.Node): ts.SignatureDeclarationBase | undefined => {
      if (ts.isPropertySignature(node)) return node.type && ts.isFunctionTypeNode(node.type) ? node.type : undefined;
      if (
        ts.isMethodSignature(node) ||
        ts.isCallSignatureDeclaration(node) ||
        ts.isConstructSignatureDeclaration(node) ||
        ts.isIndexSignatureDeclaration(node) ||
        ts.isFunctionDeclaration(node)
      )
        return node;
      return ts.forEachChild(node, find);
    };
    const signature = find(file);
    if (!signature) continue;
    const text = (node: ts.Node) => node.getText(file).replace(/\s+/g, ' ');
    for (const p of signature.parameters) {
      const name = text(p.name);
      if (name === 'this') continue;
      const types = params.get(name) ?? [];
      params.set(name, types);
      add(types, p.type ? text(p.type) : 'any');
    }
    if (signature.type) add(returns, text(signature.type));
  }
  return {params, returns};
}
