// Renders the API page of `DoraX`, the TypeScript-only TSX runtime: its exports and the intrinsic elements that TSX
// code writes as tags. The exports and the tags come from ../shared/api (DORA_API_DIR overrides the folder); the
// props of each element from the engine's jsx.d.ts (DORA_ROOT, default ../shared/engine), read with the TypeScript
// compiler API, since the facts leave out the handler props and `Ref`'s field; both are read where they are. The
// words come from src/data/api/text/<locale>/Module/DoraX.yml and from this file.
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';
import {jsxRoute, readData, root, textFile, type ApiData, type Locale, type MemberText} from './model';
import {anchorOf, escapeMdx, firstSentence, parameterList, resultLine, routeUrl, TypeIndex} from './render';
import {declarationsDir} from './typescript';

export {jsxRoute};
export const sharedApiDir = resolve(root, process.env.DORA_API_DIR ?? '../shared/api');
export const sharedLibsFile = resolve(sharedApiDir, 'dora-ssr-libs-1.7.2.json');
export const jsxDeclarationsFile = join(declarationsDir, 'jsx.d.ts');

/** A prop: a field, or a method (a handler such as `onTapped`), whose `type` is then a function type. */
export type JsxProp = {name: string; type: string; optional: boolean; readonly?: boolean};
/** A class or interface of the global `JSX` namespace; `typeParameters` as written, `<T>`, when it has any. */
export type JsxPropsClass = {name: string; extends: string | null; props: JsxProp[]; typeParameters?: string};
export type JsxFacts = {
  exports: {name: string; signature: string}[];
  intrinsicElements: {tag: string; element: string}[];
  elementProps: JsxPropsClass[];
};
/** The page's words in one locale: `members` for the exports (as on other pages), `elements` by tag. */
export type JsxText = {
  summary: string;
  aliases?: string[];
  members?: Record<string, MemberText>;
  elements?: Record<string, string>;
};

export function readJsxFacts(file = sharedLibsFile): JsxFacts {
  if (!existsSync(file))
    throw new Error(`No DoraX facts at ${file}: set DORA_API_DIR to the folder of dora-ssr-libs-1.7.2.json.`);
  const facts = (JSON.parse(readFileSync(file, 'utf8')) as {DoraX?: JsxFacts}).DoraX;
  if (!facts) throw new Error(`${file} has no DoraX key`);
  return facts;
}

export function readJsxText(locale: Locale): JsxText | undefined {
  const file = textFile(locale, jsxRoute);
  return existsSync(file) ? (yaml.load(readFileSync(file, 'utf8')) as JsxText) : undefined;
}

// ── The declarations ───────────────────────────────────────────────────────────────────────────────────

/** What jsx.d.ts declares in the global `JSX` namespace: its classes and interfaces, and the tag → class map. */
export type JsxDeclarations = {classes: JsxPropsClass[]; intrinsicElements: {tag: string; element: string}[]};

/**
 * A type as a prop shows it: on one line, without the `this: void` parameters of its function types (a
 * TypeScriptToLua detail that TSX code need not write); also how the facts' types are compared with the declarations'.
 */
export const normalType = (type: string) =>
  type
    .replace(/\s+/g, ' ')
    .replace(/\bthis: void,\s*/g, '')
    .replace(/\(this: void\)/g, '()')
    .trim();

/** A node's source text as the declarations write it, without comments, as `normalType` shows it. */
function printed(node: ts.Node, source: ts.SourceFile): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, node.getText(source));
  let text = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    text +=
      kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia
        ? ' '
        : scanner.getTokenText();
  return normalType(text);
}

const memberName = (m: ts.ClassElement | ts.TypeElement, source: ts.SourceFile) =>
  m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : m.name?.getText(source);

/** A member as a prop: a field with its type, a method with its function type (`(touch: Dora.Touch.Type) => void`). */
function propOf(m: ts.ClassElement | ts.TypeElement, owner: string, source: ts.SourceFile): JsxProp {
  const name = memberName(m, source);
  if (!name) throw new Error(`jsx.d.ts: JSX.${owner} has a member without a name`);
  const optional = Boolean((m as {questionToken?: ts.QuestionToken}).questionToken);
  if (ts.isPropertyDeclaration(m) || ts.isPropertySignature(m)) {
    const readonly = Boolean(ts.getCombinedModifierFlags(m as ts.Declaration) & ts.ModifierFlags.Readonly);
    const type = m.type ? printed(m.type, source) : 'any';
    return {name, type, optional, ...(readonly ? {readonly} : {})};
  }
  if (ts.isMethodDeclaration(m) || ts.isMethodSignature(m)) {
    const typeParameters = m.typeParameters?.length
      ? `<${m.typeParameters.map((t) => printed(t, source)).join(', ')}>`
      : '';
    const params = m.parameters
      .filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'))
      .map((p) => printed(p, source));
    const returns = m.type ? printed(m.type, source) : 'any';
    return {name, type: `${typeParameters}(${params.join(', ')}) => ${returns}`, optional};
  }
  throw new Error(`jsx.d.ts: JSX.${owner}.${name} is a ${ts.SyntaxKind[m.kind]}, which the DoraX page cannot show`);
}

/** Reads the `JSX` namespace of a jsx.d.ts text: every class and interface with its own members, in their order. */
export function parseJsxDeclarations(text: string, fileName = 'jsx.d.ts'): JsxDeclarations {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const classes: JsxPropsClass[] = [];
  let intrinsicElements: JsxDeclarations['intrinsicElements'] = [];
  const visit = (node: ts.Node) => {
    if (ts.isModuleDeclaration(node) && node.name.text === 'JSX' && node.body && ts.isModuleBlock(node.body)) {
      for (const s of node.body.statements) {
        if (!(ts.isClassDeclaration(s) || ts.isInterfaceDeclaration(s)) || !s.name) continue;
        const name = s.name.text;
        const members: readonly (ts.ClassElement | ts.TypeElement)[] = s.members;
        if (name === 'IntrinsicElements') {
          intrinsicElements = members.map((m) => {
            const prop = propOf(m, name, source);
            return {tag: prop.name, element: prop.type};
          });
          continue;
        }
        // One row per name: overloads of a method become one intersection of function types.
        const props: JsxProp[] = [];
        for (const m of members) {
          const prop = propOf(m, name, source);
          const same = props.find((p) => p.name === prop.name);
          if (same) same.type = `(${same.type}) & (${prop.type})`;
          else props.push(prop);
        }
        const base = s.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
        const typeParameters = s.typeParameters?.length
          ? `<${s.typeParameters.map((t) => printed(t, source)).join(', ')}>`
          : undefined;
        classes.push({
          name,
          extends: base ? printed(base.expression, source) : null,
          props,
          ...(typeParameters ? {typeParameters} : {}),
        });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!classes.length) throw new Error(`${fileName} declares no classes in a JSX namespace`);
  return {classes, intrinsicElements};
}

export function readJsxDeclarations(file = jsxDeclarationsFile): JsxDeclarations {
  if (!existsSync(file))
    throw new Error(`No ${file}: set DORA_ROOT to the engine (see ../shared/engine/README.md) for the DoraX props.`);
  return parseJsxDeclarations(readFileSync(file, 'utf8'), file);
}

/**
 * Where the facts and the declarations disagree: a tag or a props class one of them lacks or maps differently, a
 * class's base, or a facts prop that the declarations lack, type, order or make optional differently. The
 * declarations may have more props than the facts (the handlers and `Ref.current`), nothing else.
 */
export function jsxDeclarationProblems(facts: JsxFacts, decls: JsxDeclarations): string[] {
  const problems: string[] = [];
  const tags = new Map(decls.intrinsicElements.map((e) => [e.tag, e.element]));
  for (const {tag, element} of facts.intrinsicElements) {
    if (!tags.has(tag)) problems.push(`<${tag}> is not in JSX.IntrinsicElements`);
    else if (tags.get(tag) !== element)
      problems.push(`<${tag}> is JSX.${tags.get(tag)} there, ${element} in the facts`);
  }
  for (const tag of tags.keys())
    if (!facts.intrinsicElements.some((e) => e.tag === tag)) problems.push(`<${tag}> is not in the facts`);
  const declared = new Map(decls.classes.map((c) => [c.name, c]));
  for (const cls of facts.elementProps) {
    const d = declared.get(cls.name);
    if (!d) {
      problems.push(`JSX.${cls.name} is not declared`);
      continue;
    }
    if ((d.extends ?? null) !== (cls.extends ?? null))
      problems.push(
        `JSX.${cls.name} extends ${d.extends ?? 'nothing'} there, ${cls.extends ?? 'nothing'} in the facts`,
      );
    let last = -1;
    for (const p of cls.props) {
      const at = d.props.findIndex((q) => q.name === p.name);
      const q = d.props[at];
      if (!q) problems.push(`JSX.${cls.name}.${p.name} is not declared`);
      else if (normalType(q.type) !== normalType(p.type) || q.optional !== p.optional)
        problems.push(
          `JSX.${cls.name}.${p.name} is ${q.type}${q.optional ? ' (optional)' : ''} there, ${p.type}${p.optional ? ' (optional)' : ''} in the facts`,
        );
      else if (at < last) problems.push(`JSX.${cls.name}.${p.name} comes earlier there than in the facts`);
      last = Math.max(last, at);
    }
  }
  return problems;
}

/**
 * The facts with the props classes of the declarations in place of their own: the same classes and props, plus the
 * handler props and `Ref`'s field. Throws when the two disagree otherwise, so that the page never mixes two versions.
 */
export function withDeclarations(facts: JsxFacts, decls: JsxDeclarations): JsxFacts {
  const problems = jsxDeclarationProblems(facts, decls);
  if (problems.length)
    throw new Error(
      `DoraX: ${sharedLibsFile} and ${jsxDeclarationsFile} disagree (are they of one engine version?):\n  ${problems.join('\n  ')}`,
    );
  return {...facts, elementProps: decls.classes};
}

// ── The exports ────────────────────────────────────────────────────────────────────────────────────────

export type JsxParam = {name: string; type: string; optional: boolean; rest: boolean};
export type JsxExport = {
  name: string;
  kind: 'Function' | 'Class';
  signature: string;
  params: JsxParam[];
  returns?: string;
};

const isClass = (signature: string) => /^(abstract\s+)?class\s/.test(signature);

/** An export's parameters (a class's: its constructor's) and return type (none for `void`), read by TypeScript. */
export function parseExport(entry: {name: string; signature: string}): JsxExport {
  const cls = isClass(entry.signature);
  const source = ts.createSourceFile(
    'export.d.ts',
    cls ? `declare ${entry.signature}` : `declare function ${entry.signature};`,
    ts.ScriptTarget.Latest,
    true,
  );
  const [decl] = source.statements;
  const fn = ts.isFunctionDeclaration(decl)
    ? decl
    : ts.isClassDeclaration(decl)
      ? decl.members.find(ts.isConstructorDeclaration)
      : undefined;
  if (!decl || (!fn && !ts.isClassDeclaration(decl)))
    throw new Error(`DoraX: cannot read the signature of ${entry.name}`);
  const params = (fn?.parameters ?? []).map((p) => ({
    name: p.name.getText(source),
    type: p.type?.getText(source) ?? 'any',
    optional: Boolean(p.questionToken || p.initializer || p.dotDotDotToken),
    rest: Boolean(p.dotDotDotToken),
  }));
  const returns = !cls && fn?.type ? fn.type.getText(source) : undefined;
  return {
    name: entry.name,
    kind: cls ? 'Class' : 'Function',
    signature: entry.signature,
    params,
    ...(returns && returns !== 'void' ? {returns} : {}),
  };
}

/** A signature as a declaration: `function` before a function's, a class's members one to a line. */
export function printSignature(signature: string): string {
  if (!isClass(signature)) return `function ${signature}`;
  const open = signature.indexOf('{');
  const close = signature.lastIndexOf('}');
  if (open < 0 || close < open) return signature;
  const members = signature
    .slice(open + 1, close)
    .split(';')
    .map((m) => m.trim())
    .filter(Boolean);
  return [`${signature.slice(0, open).trim()} {`, ...members.map((m) => `  ${m};`), '}'].join('\n');
}

// ── The elements ───────────────────────────────────────────────────────────────────────────────────────

/** The action elements, as the TSX guide lists them; the other groups follow from the facts and the tag names. */
const actionTags = new Set(
  (
    'action anchor-x anchor-y angle angle-x angle-y delay event width height hide show move move-x move-y move-z ' +
    'opacity roll scale scale-x scale-y skew-x skew-y frame loop spawn sequence'
  ).split(' '),
);

export const elementGroups = ['nodes', 'actions', 'shapes', 'fixtures', 'joints', 'others'] as const;
export type ElementGroup = (typeof elementGroups)[number];

export type JsxElement = {
  tag: string;
  anchor: string;
  props: JsxPropsClass;
  group: ElementGroup;
  /**
   * The API page of the engine class it creates (from its `ref` type, or its name when it is a node), or of the
   * action function of its name.
   */
  engine?: {route: string; kind: 'creates' | 'action'};
};

/** A props class that no tag uses but a prop's type names (`AlignStyle`, `Ref`): shown under the first tag that has it. */
export type JsxAuxiliary = {props: JsxPropsClass; anchor: string; tag: string; prop: string};

export type JsxModel = {
  exports: JsxExport[];
  elements: JsxElement[];
  auxiliaries: JsxAuxiliary[];
  /** Props class name → the anchor of its section (the first tag that uses it, or its own). */
  classAnchors: Map<string, string>;
};

const fixedAnchors = ['member-index', 'example', 'intrinsic-elements'];

/** Whether a props class is `Node`'s or extends it, so that its tag creates a node. */
function extendsNode(cls: JsxPropsClass, byName: Map<string, JsxPropsClass>): boolean {
  const seen = new Set<string>();
  for (let c: JsxPropsClass | undefined = cls; c && !seen.has(c.name); c = byName.get(c.extends ?? '')) {
    if (c.name === 'Node') return true;
    seen.add(c.name);
  }
  return false;
}

const namesIn = (type: string) => [...type.matchAll(/[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/g)].map((m) => m[0]);

export function jsxModel(facts: JsxFacts, data: ApiData): JsxModel {
  const byName = new Map(facts.elementProps.map((c) => [c.name, c]));
  const byRoute = new Map(data.pages.map((p) => [p.route, p]));
  const exports = facts.exports.map(parseExport);
  const taken = new Set([...fixedAnchors, ...exports.map((e) => anchorOf(e.name))]);
  const unique = (wanted: string, suffix: string) => {
    let anchor = taken.has(wanted) ? `${wanted}-${suffix}` : wanted;
    for (let n = 2; taken.has(anchor); n += 1) anchor = `${wanted}-${suffix}-${n}`;
    taken.add(anchor);
    return anchor;
  };
  const classAnchors = new Map<string, string>();
  const elements = facts.intrinsicElements.map(({tag, element}): JsxElement => {
    const props = byName.get(element);
    if (!props) throw new Error(`DoraX: <${tag}> uses ${element}, which has no entry in elementProps`);
    const anchor = unique(anchorOf(tag), 'element');
    if (!classAnchors.has(element)) classAnchors.set(element, anchor);
    const node = extendsNode(props, byName);
    const group: ElementGroup = node
      ? 'nodes'
      : actionTags.has(tag)
        ? 'actions'
        : tag.endsWith('-shape')
          ? 'shapes'
          : tag.endsWith('-fixture')
            ? 'fixtures'
            : tag.endsWith('-joint')
              ? 'joints'
              : 'others';
    const ref = props.props.find((p) => p.name === 'ref');
    const refClass = ref?.type.match(/^Ref<Dora\.(\w+)\.Type>$/)?.[1];
    const created = ref ? refClass : node ? props.name : undefined;
    let engine: JsxElement['engine'];
    if (created && byRoute.has(`Class/${created}`)) engine = {route: `Class/${created}`, kind: 'creates'};
    else if (!ref && !node && byRoute.get(`Module/${props.name}`)?.own?.returns.includes('ActionDef'))
      engine = {route: `Module/${props.name}`, kind: 'action'};
    return {tag, anchor, props, group, ...(engine ? {engine} : {})};
  });
  const auxiliaries: JsxAuxiliary[] = [];
  for (const el of elements) {
    for (const prop of el.props.props) {
      for (const name of namesIn(prop.type)) {
        const cls = byName.get(name);
        if (!cls || cls.props.length === 0 || classAnchors.has(name)) continue;
        const anchor = unique(anchorOf(name), 'props');
        classAnchors.set(name, anchor);
        auxiliaries.push({props: cls, anchor, tag: el.tag, prop: prop.name});
      }
    }
  }
  return {exports, elements, auxiliaries, classAnchors};
}

// ── Words ──────────────────────────────────────────────────────────────────────────────────────────────

const words = {
  en: {
    colon: ':',
    sep: ', ',
    index: 'Member index',
    functions: 'Functions',
    classes: 'Classes',
    kinds: {Function: 'Function', Class: 'Class'},
    params: 'Parameters',
    constructorParams: 'Constructor parameters',
    returns: 'Returns',
    name: 'Name',
    type: 'Type',
    optional: 'Optional',
    optionalParam: 'optional',
    yes: 'Yes',
    no: 'No',
    readonly: ' (read-only)',
    groups: {
      nodes: 'Node elements',
      actions: 'Action elements',
      shapes: 'Drawing shapes',
      fixtures: 'Fixtures',
      joints: 'Joints',
      others: 'Other elements',
    },
    badges: {
      nodes: 'Node element',
      actions: 'Action element',
      shapes: 'Drawing shape',
      fixtures: 'Fixture',
      joints: 'Joint',
      others: 'Element',
    },
    propsClass: 'Props class',
    extends: 'Extends',
    creates: 'Creates',
    action: 'Action function',
    noProps: 'It takes no props.',
    noOwnProps: 'It declares no props of its own.',
    example: 'Example',
    exampleIntro:
      'A sprite inside a node, with a move action inside the sprite, turned into engine objects by `toNode`. It expects an image at `Image/logo.png` in the project.',
    exampleComment: '// the <move> inside the sprite starts as soon as toNode has created the sprite',
    elements: 'Intrinsic elements',
    elementsIntro:
      'The lower-case tags of TSX, each checked against a props class of the global `JSX` namespace. The table under a tag lists only the props its class declares itself; a class that extends another also accepts every prop of that one, listed under the section it links to. Props whose names begin with `on` are handlers, which take functions: the type shows their parameters and result, without the `this: void` parameter of the declarations.',
    auxiliary: (prop: string, name: string) => `The fields of \`JSX.${name}\`, the type of the \`${prop}\` prop above.`,
    refNote: (anchor: string) =>
      ` [\`useRef\`](#${anchor}) creates one, and its section tells when \`current\` is set.`,
  },
  'zh-Hans': {
    colon: '：',
    sep: '、',
    index: '成员索引',
    functions: '函数',
    classes: '类',
    kinds: {Function: '函数', Class: '类'},
    params: '参数',
    constructorParams: '构造函数参数',
    returns: '返回值',
    name: '名称',
    type: '类型',
    optional: '可选',
    optionalParam: '可选',
    yes: '是',
    no: '否',
    readonly: '（只读）',
    groups: {
      nodes: '节点元素',
      actions: '动作元素',
      shapes: '绘制形状',
      fixtures: '碰撞形状',
      joints: '关节',
      others: '其他元素',
    },
    badges: {
      nodes: '节点元素',
      actions: '动作元素',
      shapes: '绘制形状',
      fixtures: '碰撞形状',
      joints: '关节',
      others: '元素',
    },
    propsClass: '属性类',
    extends: '继承自',
    creates: '创建的对象',
    action: '动作函数',
    noProps: '不接受任何属性。',
    noOwnProps: '没有自己声明的属性。',
    example: '示例',
    exampleIntro:
      '一个节点里放一个精灵，精灵里再放一个移动动作，用 `toNode` 把它们变成引擎对象。示例需要项目中有一张 `Image/logo.png`。',
    exampleComment: '// toNode 创建出精灵后，精灵里的 <move> 立即开始播放',
    elements: '内置元素',
    elementsIntro:
      'TSX 中的小写标签，每个标签都按全局 `JSX` 命名空间里的一个属性类做类型检查。标签下的表格只列出该类自己声明的属性；继承自其他类的，还接受被继承类的全部属性，见所链接的小节。名称以 `on` 开头的属性是处理函数，接受函数：类型列给出函数的参数和返回值，省略了声明中的 `this: void` 参数。',
    auxiliary: (prop: string, name: string) => `上面 \`${prop}\` 属性的类型 \`JSX.${name}\` 所含的字段。`,
    refNote: (anchor: string) => `它由 [\`useRef\`](#${anchor}) 创建，\`current\` 何时被赋值见该节。`,
  },
} as const;

// ── Rendering ──────────────────────────────────────────────────────────────────────────────────────────

/** Escapes a table cell's text: MDX braces and angle brackets, Markdown brackets and the table's pipes. */
const cellText = (text: string) =>
  text
    .replace(/[{}[\]]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;')
    .replace(/\|/g, '\\|');

/**
 * A type for a table cell, its names linked: `Dora.X` and `Dora.X.Type` to the page of class `X`, `JSX.X` to the
 * section of that class on this page; in props (`local`), an unqualified name is a class of the `JSX` namespace and
 * links to its section too (`Ref`, when it has none, to `useRef`'s); in the exports' signatures an unqualified name is
 * the engine's.
 */
export function jsxTypeCell(
  type: string,
  types: TypeIndex,
  local?: {classAnchors: Map<string, string>; refAnchor?: string},
  classAnchors = local?.classAnchors,
): string {
  const link = (name: string): string | undefined => {
    const dora = name.match(/^Dora\.(.+?)(?:\.Type)?$/);
    if (dora) {
      const route = types.resolve(dora[1], jsxRoute);
      return route && routeUrl(route);
    }
    const jsx = name.match(/^JSX\.(\w+)$/)?.[1];
    if (jsx) {
      const anchor = classAnchors?.get(jsx);
      return anchor && `#${anchor}`;
    }
    if (local) {
      const anchor = local.classAnchors.get(name) ?? (name === 'Ref' ? local.refAnchor : undefined);
      return anchor && `#${anchor}`;
    }
    const route = types.resolve(name, jsxRoute);
    return route && routeUrl(route);
  };
  return type
    .split(/([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)/)
    .map((part, i) => {
      if (i % 2 === 0) return cellText(part);
      const target = link(part);
      return target ? `[${part}](${target})` : part;
    })
    .join('');
}

const yamlString = (s: string) => JSON.stringify(s.replace(/`/g, ''));
const badge = (label: string) => `<span className="badge badge--secondary api-kind">${label}</span>`;

function exportSection(
  e: JsxExport,
  t: MemberText,
  locale: Locale,
  w: (typeof words)[Locale],
  types: TypeIndex,
  classAnchors: Map<string, string>,
): string {
  const lines = [
    `## ${e.name} {#${anchorOf(e.name)}}`,
    '',
    badge(w.kinds[e.kind]),
    '',
    escapeMdx(t.text.trim()),
    '',
    '```ts signature',
    printSignature(e.signature),
    '```',
  ];
  if (e.params.length) {
    lines.push(
      '',
      parameterList(
        e.kind === 'Class' ? w.constructorParams : w.params,
        e.params.map((p) => ({
          name: `${p.rest ? '...' : ''}${p.name}`,
          facts: [jsxTypeCell(p.type, types, undefined, classAnchors), ...(p.optional ? [w.optionalParam] : [])],
          text: t.params?.[p.name],
        })),
        locale,
      ),
    );
  }
  if (e.returns) {
    lines.push('', resultLine(w.returns, jsxTypeCell(e.returns, types, undefined, classAnchors), t.returns, locale));
  }
  return lines.join('\n');
}

function propsTable(props: JsxProp[], w: (typeof words)[Locale], types: TypeIndex, model: JsxModel): string[] {
  const local = {
    classAnchors: model.classAnchors,
    refAnchor: model.exports.some((e) => e.name === 'useRef') ? anchorOf('useRef') : undefined,
  };
  return [
    `| ${w.name} | ${w.type} | ${w.optional} |`,
    '|---|---|---|',
    ...props.map(
      (p) =>
        `| \`${p.name}\`${p.readonly ? w.readonly : ''} | ${jsxTypeCell(p.type, types, local)} | ${p.optional ? w.yes : w.no} |`,
    ),
  ];
}

function elementSection(
  el: JsxElement,
  text: string,
  w: (typeof words)[Locale],
  types: TypeIndex,
  model: JsxModel,
  byRoute: Map<string, {title: string}>,
): string {
  const facts = [`**${w.propsClass}${w.colon}** \`JSX.${el.props.name}${el.props.typeParameters ?? ''}\``];
  if (el.props.extends) {
    const anchor = model.classAnchors.get(el.props.extends);
    const name = `\`JSX.${el.props.extends}\``;
    facts.push(`**${w.extends}${w.colon}** ${anchor ? `[${name}](#${anchor})` : name}`);
  }
  if (el.engine) {
    const title = byRoute.get(el.engine.route)?.title ?? el.engine.route;
    facts.push(
      `**${el.engine.kind === 'creates' ? w.creates : w.action}${w.colon}** [${title}](${routeUrl(el.engine.route)})`,
    );
  }
  const lines = [
    `## \`<${el.tag}>\` {#${el.anchor}}`,
    '',
    badge(w.badges[el.group]),
    '',
    escapeMdx(text.trim()),
    '',
    facts.join(' · '),
    '',
  ];
  if (el.props.props.length) lines.push(...propsTable(el.props.props, w, types, model));
  else lines.push(el.props.extends ? w.noOwnProps : w.noProps);
  for (const aux of model.auxiliaries.filter((a) => a.tag === el.tag)) {
    const name = `${aux.props.name}${aux.props.typeParameters ?? ''}`;
    const useRef = aux.props.name === 'Ref' && model.exports.some((e) => e.name === 'useRef');
    lines.push(
      '',
      `### \`JSX.${name}\` {#${aux.anchor}}`,
      '',
      `${w.auxiliary(aux.prop, name)}${useRef ? w.refNote(anchorOf('useRef')) : ''}`,
      '',
      ...propsTable(aux.props.props, w, types, model),
    );
  }
  return lines.join('\n');
}

function example(locale: Locale): string {
  return [
    '```tsx',
    "import { React, toNode } from 'DoraX';",
    '',
    words[locale].exampleComment,
    'toNode(',
    '\t<node y={100}>',
    '\t\t<sprite file="Image/logo.png" scaleX={0.5} scaleY={0.5}>',
    '\t\t\t<move time={1} startX={-200} startY={0} stopX={200} stopY={0}/>',
    '\t\t</sprite>',
    '\t</node>',
    ');',
    '```',
  ].join('\n');
}

/** Descriptions the page needs and the text lacks (or has too many of), as readable lines; empty when complete. */
export function jsxTextProblems(model: JsxModel, text: JsxText | undefined, where: string): string[] {
  if (!text) return [`${where}: no description file`];
  const problems: string[] = [];
  if (!text.summary?.trim()) problems.push(`${where}: no summary`);
  const names = model.exports.map((e) => e.name);
  for (const e of model.exports) {
    const t = text.members?.[e.name];
    if (!t?.text?.trim()) {
      problems.push(`${where}: ${e.name} has no description`);
      continue;
    }
    const want = e.params.map((p) => p.name).sort();
    const have = Object.keys(t.params ?? {}).sort();
    if (JSON.stringify(want) !== JSON.stringify(have))
      problems.push(
        `${where}: ${e.name} params should be ${want.join(', ') || 'none'}, not ${have.join(', ') || 'none'}`,
      );
    for (const [p, v] of Object.entries(t.params ?? {}))
      if (!String(v ?? '').trim()) problems.push(`${where}: ${e.name}(${p}) is empty`);
    if (Boolean(e.returns) !== Boolean(t.returns?.trim()))
      problems.push(`${where}: ${e.name} returns text ${e.returns ? 'missing' : 'not expected'}`);
  }
  for (const name of Object.keys(text.members ?? {}).filter((n) => !names.includes(n)))
    problems.push(`${where}: ${name} is not an export`);
  const tags = model.elements.map((el) => el.tag);
  for (const tag of tags) if (!text.elements?.[tag]?.trim()) problems.push(`${where}: <${tag}> has no description`);
  for (const tag of Object.keys(text.elements ?? {}).filter((t) => !tags.includes(t)))
    problems.push(`${where}: <${tag}> is not an intrinsic element`);
  return problems;
}

/** The whole page from given facts, words and interface data; throws when a description is missing. */
export function renderJsx(
  facts: JsxFacts,
  text: JsxText | undefined,
  locale: Locale,
  editUrl: string,
  data: ApiData,
): string {
  const model = jsxModel(facts, data);
  const problems = jsxTextProblems(model, text, `${locale} ${jsxRoute}`);
  if (problems.length || !text) throw new Error(`DoraX descriptions are incomplete:\n  ${problems.join('\n  ')}`);
  const w = words[locale];
  const types = new TypeIndex(data);
  const byRoute = new Map(data.pages.map((p) => [p.route, p]));
  const title = jsxRoute.split('/').pop() as string;
  const exportLink = (e: JsxExport) => `[${e.name}](#${anchorOf(e.name)})`;
  const index = [
    ...(['Function', 'Class'] as const)
      .map((kind) => [kind, model.exports.filter((e) => e.kind === kind)] as const)
      .filter(([, list]) => list.length)
      .map(
        ([kind, list]) =>
          `- **${kind === 'Function' ? w.functions : w.classes}${w.colon}** ${list.map(exportLink).join(w.sep)}`,
      ),
    ...elementGroups
      .map((g) => [g, model.elements.filter((el) => el.group === g)] as const)
      .filter(([, list]) => list.length)
      .map(
        ([g, list]) =>
          `- **${w.groups[g]}${w.colon}** ${list.map((el) => `[\`<${el.tag}>\`](#${el.anchor})`).join(w.sep)}`,
      ),
  ];
  const keywords = [...new Set(text.aliases ?? [])];
  const sections = [
    '---',
    `title: ${yamlString(title)}`,
    `sidebar_label: ${yamlString(title)}`,
    `slug: ${yamlString(`/api/${jsxRoute}`)}`,
    `description: ${yamlString(firstSentence(text.summary))}`,
    ...(keywords.length ? [`keywords: [${keywords.map(yamlString).join(', ')}]`] : []),
    `custom_edit_url: ${yamlString(editUrl)}`,
    '---',
    '',
    '{/* Generated by `npm run api:generate` from src/data/api and ../shared/api: edit the descriptions, not this file. */}',
    '',
    escapeMdx(text.summary.trim()),
    '',
    // The index repeats names that have their own sections; the search index leaves the list out.
    '<div className="api-member-list">',
    '',
    `## ${w.index} {#member-index}`,
    '',
    ...index,
    '',
    '</div>',
    '',
    `## ${w.example} {#example}`,
    '',
    escapeMdx(w.exampleIntro),
    '',
    example(locale),
    '',
    ...model.exports.flatMap((e) => [
      exportSection(e, text.members![e.name], locale, w, types, model.classAnchors),
      '',
    ]),
    `## ${w.elements} {#intrinsic-elements}`,
    '',
    escapeMdx(w.elementsIntro),
    '',
    ...model.elements.flatMap((el) => [elementSection(el, text.elements![el.tag], w, types, model, byRoute), '']),
  ];
  return `${sections
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The page of route `Module/DoraX` in one locale, from the facts in ../shared/api, jsx.d.ts and src/data/api. */
export function renderJsxPage(locale: 'en' | 'zh-Hans', editUrl: string): string {
  return renderJsx(
    withDeclarations(readJsxFacts(), readJsxDeclarations()),
    readJsxText(locale),
    locale,
    editUrl,
    readData(),
  );
}
