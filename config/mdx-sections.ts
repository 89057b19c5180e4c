/**
 * A recma plugin (MDX's last step, on the compiled JavaScript) that lets a long docs page or post hydrate in
 * pieces the browser can interleave with a reader's taps.
 *
 * MDX compiles a page into one function that builds every element of the page in one call: on the API
 * Node page, about seven thousand elements in a single unit of React's work loop, which cannot yield inside
 * it (about 35 ms on a laptop, four times that on a phone). This plugin cuts the page's top-level content
 * before each `##` heading into sections, each built by a small component of its own (a function of the
 * module, so the browser also compiles each section's code when it is first rendered, not the whole
 * page's at once). React builds one section per unit of work, and its work loop, which yields every few
 * milliseconds while it hydrates, can stop between sections to handle a tap. The sections render no
 * element of their own: the HTML is the same, byte for byte.
 *
 * Suspense boundaries around the sections would also split hydration's commit, but React's server
 * renderer (19.2) then writes large pages' sections out of place, to be moved by inline scripts: the
 * page would be blank without JavaScript. So there are none.
 *
 * Layout steps. The browser's parser adds a long page's HTML far faster than the browser lays it out: on the
 * API `Node` page it had added about four fifths of the page when the first rendering update after the
 * first paint came, which laid out some 6,000 objects in one task (60 ms of CPU on this project's machine,
 * several times that on a phone). So, every `layoutStepEvery` characters of content, a section starts with
 * an inline script that reads a layout figure. The browser then lays out what the parser has added so far,
 * in the parser's task, and the parser soon yields: the page is laid out in steps of about a twentieth of
 * the `Node` page each, between which a tap can be handled. The work in all grows (each step passes over
 * the page laid out before it, and is followed by a frame: about a third more of the load's main-thread
 * time on that page), and a link to an anchor lands later, as Chromium scrolls to it once the page is
 * parsed (about half a second at 4× slowdown on that page); the longest task falls by about three fifths
 * (README, Figures). Without
 * JavaScript nothing runs, and React renders the same inert elements on the client, so the HTML hydrates
 * as it is.
 *
 * Only production output (the `jsx`/`jsxs` runtime) is rewritten; the development server's compiled
 * pages stay whole.
 */
import type {
  CallExpression,
  Expression,
  FunctionDeclaration,
  ObjectExpression,
  ObjectPattern,
  Pattern,
  Program,
  SpreadElement,
  Statement,
} from 'estree';

const sectionPrefix = '_MDXSection';

/**
 * What an inline script at a section's start runs: reading a layout figure makes the browser lay the page
 * out as far as the parser has added it, inside the parser's own task.
 */
export const layoutStep = 'document.body.offsetHeight';

/** A layout step as the page's HTML holds it. */
export const layoutStepHtml = `<script>${layoutStep}</script>`;

/**
 * How much content (characters of the page's text and prerendered code, see `weight`) a layout step follows:
 * about every five or six members of the API `Node` page. Steps twice as far apart cost less work in all
 * and left more blocking time (README, Figures).
 */
export const layoutStepEvery = 8_000;

const id = (name: string) => ({type: 'Identifier', name}) as const;

/** `{key: value}`, as an object literal. */
function objectLiteral(props: Record<string, Expression>): ObjectExpression {
  return {
    type: 'ObjectExpression',
    properties: Object.entries(props).map(([key, value]) => ({
      type: 'Property',
      key: id(key),
      value,
      kind: 'init',
      computed: false,
      method: false,
      shorthand: false,
    })),
  };
}

/** `callee(type, {key: value})`, the shape MDX's compiled elements have. */
function element(callee: string, type: Expression, props: Record<string, Expression>): CallExpression {
  return {type: 'CallExpression', optional: false, callee: id(callee), arguments: [type, objectLiteral(props)]};
}

/** The `children` array of `_jsxs(_Fragment, {children: [...]})`, the page's top-level content. */
function topLevelChildren(fn: FunctionDeclaration): (Expression | SpreadElement | null)[] | undefined {
  const last = fn.body.body.at(-1);
  const call = last?.type === 'ReturnStatement' ? last.argument : undefined;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== '_jsxs') return;
  const [type, props] = call.arguments;
  if (type?.type !== 'Identifier' || type.name !== '_Fragment' || props?.type !== 'ObjectExpression') return;
  for (const property of props.properties) {
    if (
      property.type === 'Property' &&
      property.key.type === 'Identifier' &&
      property.key.name === 'children' &&
      property.value.type === 'ArrayExpression'
    )
      return property.value.elements;
  }
  return undefined;
}

/** Whether a compiled element is a `##` heading: `_jsx(_components.h2, …)`. */
function isSectionHeading(node: Expression | SpreadElement | null): boolean {
  if (node?.type !== 'CallExpression') return false;
  const type = node.arguments[0];
  return (
    type?.type === 'MemberExpression' &&
    type.object.type === 'Identifier' &&
    type.object.name === '_components' &&
    type.property.type === 'Identifier' &&
    type.property.name === 'h2'
  );
}

/** The top-level content cut before each `##` heading; the part before the first one is a section too. */
export function splitSections<T>(children: T[], startsSection: (child: T) => boolean): T[][] {
  const sections: T[][] = [];
  for (const child of children) {
    if (sections.length === 0 || startsSection(child)) sections.push([]);
    sections.at(-1)!.push(child);
  }
  return sections;
}

/** The names `_createMdxContent` declares (its parameter and its `const`s): what a section's code may use. */
function localNames(fn: FunctionDeclaration): string[] {
  const names = fn.params.flatMap((param) => (param.type === 'Identifier' ? [param.name] : []));
  const bind = (target: Pattern): void => {
    switch (target.type) {
      case 'Identifier':
        names.push(target.name);
        break;
      case 'ObjectPattern':
        for (const property of target.properties)
          bind(property.type === 'Property' ? property.value : property.argument);
        break;
      case 'ArrayPattern':
        for (const item of target.elements) if (item) bind(item);
        break;
      case 'AssignmentPattern':
        bind(target.left);
        break;
      case 'RestElement':
        bind(target.argument);
        break;
      default:
        break;
    }
  };
  for (const statement of fn.body.body)
    if (statement.type === 'VariableDeclaration') for (const declarator of statement.declarations) bind(declarator.id);
  return names;
}

/** `{a, b}`, as an object literal (`pattern` false) or a parameter pattern. */
function shorthand(names: string[], pattern: boolean): ObjectExpression | ObjectPattern {
  const properties = names.map((name) => ({
    type: 'Property' as const,
    key: id(name),
    value: id(name),
    kind: 'init' as const,
    computed: false,
    method: false,
    shorthand: true,
  }));
  return pattern ? {type: 'ObjectPattern', properties} : {type: 'ObjectExpression', properties};
}

/** Characters of a compiled section's strings: its text, attribute values and prerendered code's HTML. */
export function weight(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  if ((node as {type?: unknown}).type === 'Literal') {
    const {value} = node as {value: unknown};
    return typeof value === 'string' ? value.length : 0;
  }
  let sum = 0;
  for (const value of Object.values(node)) sum += weight(value);
  return sum;
}

/**
 * The sections that start with a layout step: the first whose content, with that of the sections before it,
 * reaches `every` characters since the page's start or the last step, and so on.
 */
export function layoutStepsBefore(weights: number[], every: number): Set<number> {
  const steps = new Set<number>();
  let since = 0;
  weights.forEach((w, i) => {
    if (since >= every) {
      steps.add(i);
      since = 0;
    }
    since += w;
  });
  return steps;
}

/** `_jsx("script", {dangerouslySetInnerHTML: {__html: layoutStep}})`, which renders as `layoutStepHtml`. */
function layoutStepElement(): CallExpression {
  return element(
    '_jsx',
    {type: 'Literal', value: 'script'},
    {dangerouslySetInnerHTML: objectLiteral({__html: {type: 'Literal', value: layoutStep}})},
  );
}

export function mdxSections() {
  return (tree: Program): void => {
    const content = tree.body.find(
      (node): node is FunctionDeclaration =>
        node.type === 'FunctionDeclaration' && node.id?.name === '_createMdxContent',
    );
    const children = content && topLevelChildren(content);
    if (!children) return;
    const sections = splitSections(children, isSectionHeading);
    if (sections.length < 2) return;
    // Each section becomes a function of the module, given the names it may use; V8 compiles it when it is
    // first called, instead of compiling the whole page's code at once.
    const names = localNames(content);
    const steps = layoutStepsBefore(
      sections.map((section) => weight(section)),
      layoutStepEvery,
    );
    const functions: Statement[] = sections.map((section, i) => ({
      type: 'FunctionDeclaration',
      id: id(`${sectionPrefix}${i}`),
      params: [shorthand(names, true) as ObjectPattern],
      body: {
        type: 'BlockStatement',
        body: [
          {
            type: 'ReturnStatement',
            argument: element('_jsxs', id('_Fragment'), {
              children: {type: 'ArrayExpression', elements: steps.has(i) ? [layoutStepElement(), ...section] : section},
            }),
          },
        ],
      },
    }));
    const uses = sections.map((_, i) => ({
      type: 'CallExpression' as const,
      optional: false,
      callee: id('_jsx'),
      arguments: [id(`${sectionPrefix}${i}`), shorthand(names, false) as ObjectExpression],
    }));
    children.splice(0, children.length, ...uses);
    tree.body.push(...functions);
  };
}
