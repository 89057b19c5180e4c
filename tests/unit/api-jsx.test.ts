// The DoraX page of the API reference (scripts/api/jsx.ts): every export and intrinsic element of the facts in
// ../shared/api gets a described section in both locales, every member of its props class in the engine's jsx.d.ts
// a row, its links and anchors hold, and the output is stable.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import ts from 'typescript';
import {
  jsxDeclarationProblems,
  jsxDeclarationsFile,
  jsxModel,
  jsxRoute,
  jsxTextProblems,
  parseJsxDeclarations,
  readJsxDeclarations,
  readJsxFacts,
  readJsxText,
  renderJsx,
  renderJsxPage,
  sharedLibsFile,
  withDeclarations,
  type JsxFacts,
  type JsxText,
} from '../../scripts/api/jsx';
import {locales, readData, type Locale} from '../../scripts/api/model';
import {anchorOf} from '../../scripts/api/render';
import {proseLines, variantProblems} from '../../scripts/content/terms';

const skip = !existsSync(sharedLibsFile)
  ? `no DoraX facts at ${sharedLibsFile}`
  : !existsSync(jsxDeclarationsFile)
    ? `no engine declarations at ${jsxDeclarationsFile}`
    : false;
const data = readData();
const edit = (locale: string) => `https://example.com/edit/${locale}/${jsxRoute}.yml`;
const pages = new Map<Locale, string>(skip ? [] : locales.map((l) => [l, renderJsxPage(l, edit(l))]));
const facts = skip ? undefined : readJsxFacts();
/** The facts with the props classes of jsx.d.ts, as the page is made from. */
const full = skip ? undefined : withDeclarations(facts!, readJsxDeclarations());
const yes = {en: 'Yes', 'zh-Hans': '是'} as const;
const no = {en: 'No', 'zh-Hans': '否'} as const;

/** The explicit heading ids of a page, in order. */
const headingIds = (page: string) => [...page.matchAll(/^#{2,3} .* \{#([^}]+)\}$/gm)].map((m) => m[1]);

test('every export and every intrinsic element of the facts has a section in both locales', {skip}, () => {
  for (const [locale, page] of pages) {
    for (const {name} of facts!.exports)
      assert.ok(page.includes(`\n## ${name} {#${anchorOf(name)}}\n`), `${locale}: no section for ${name}`);
    for (const {tag} of facts!.intrinsicElements)
      assert.match(page, new RegExp(`\\n## \`<${tag}>\` \\{#[\\w.-]+\\}\\n`), `${locale}: no section for <${tag}>`);
    assert.equal(
      [...page.matchAll(/^## `</gm)].length,
      facts!.intrinsicElements.length,
      `${locale}: one section per element`,
    );
  }
});

test('both text files describe every export and every tag of the facts, and nothing else', {skip}, () => {
  const model = jsxModel(facts!, data);
  for (const locale of locales) {
    const text = readJsxText(locale);
    assert.deepEqual(jsxTextProblems(model, text, locale), []);
    for (const {tag} of facts!.intrinsicElements)
      assert.ok(text?.elements?.[tag]?.trim(), `${locale}: <${tag}> has no description`);
  }
});

test('a facts element or export without a description is reported, and the page is not rendered', {skip}, () => {
  const model = jsxModel(facts!, data);
  const text = readJsxText('en') as JsxText;
  const [first] = facts!.intrinsicElements;
  const elements = {...text.elements};
  delete elements[first.tag];
  const lacking = {...text, elements};
  assert.deepEqual(jsxTextProblems(model, lacking, 'en'), [`en: <${first.tag}> has no description`]);
  assert.throws(
    () => renderJsx(facts!, lacking, 'en', edit('en'), data),
    new RegExp(`<${first.tag}> has no description`),
  );
  // A new element in the facts, which the text files have not caught up with, fails the same way.
  const grown = {
    ...facts!,
    intrinsicElements: [...facts!.intrinsicElements, {tag: 'new-node', element: 'Node'}],
  };
  assert.throws(() => renderJsx(grown, text, 'en', edit('en'), data), /<new-node> has no description/);
  const members = {...text.members};
  delete members.toNode;
  assert.throws(() => renderJsx(facts!, {...text, members}, 'en', edit('en'), data), /toNode has no description/);
});

test('the anchors of the page are unique, and every in-page link has its anchor', {skip}, () => {
  for (const [locale, page] of pages) {
    const ids = headingIds(page);
    assert.equal(new Set(ids).size, ids.length, `${locale}: duplicate anchors`);
    assert.ok(
      ids.every((id) => /^[a-z0-9][a-z0-9._-]*$/.test(id)),
      `${locale}: an anchor that is not a plain id`,
    );
    for (const [, id] of page.matchAll(/\]\(#([^)\s]+)\)/g))
      assert.ok(ids.includes(id), `${locale}: #${id} is no anchor`);
  }
  // The two locales share their anchors, so links into the page work in both.
  assert.deepEqual(headingIds(pages.get('en')!), headingIds(pages.get('zh-Hans')!));
});

test('links to other API pages open existing pages and anchors', {skip}, () => {
  const anchors = new Map<string, Set<string>>();
  for (const p of data.pages)
    anchors.set(
      encodeURI(`/docs/api/${p.route}`),
      new Set([
        ...p.members.map((m) => anchorOf(m.name)),
        'member-index',
        'inherited-members',
        'subscribe',
        'signature',
      ]),
    );
  for (const [locale, page] of pages) {
    const links = [...page.matchAll(/\]\((\/docs\/api\/[^)#\s]+)(?:#([^)\s]+))?\)/g)];
    assert.ok(links.length > 20, `${locale}: the page links its engine classes`);
    for (const [, url, hash] of links) {
      assert.ok(anchors.has(url), `${locale}: ${url} is no API page`);
      if (hash) assert.ok(anchors.get(url)!.has(hash), `${locale}: ${url}#${hash} is no anchor`);
    }
    // Elements that create an engine class with a page link it: <sprite> its Sprite page.
    const sprite = page.slice(page.indexOf('## `<sprite>` {#sprite}'));
    assert.ok(
      sprite.slice(0, sprite.indexOf('\n| ')).includes('](/docs/api/Class/Sprite)'),
      `${locale}: <sprite> links Sprite`,
    );
  }
});

test(
  'each element lists exactly its own props from the declarations, which hold every prop of the facts',
  {skip},
  () => {
    assert.deepEqual(jsxDeclarationProblems(facts!, readJsxDeclarations()), []);
    const model = jsxModel(full!, data);
    for (const [locale, page] of pages) {
      for (const el of model.elements) {
        const start = page.indexOf(`\n## \`<${el.tag}>\` {#${el.anchor}}\n`);
        const end = page.indexOf('\n## ', start + 1);
        const section = page.slice(start, end < 0 ? undefined : end).split('\n### ')[0];
        const rows = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
        assert.deepEqual(
          rows,
          el.props.props.map((p) => p.name),
          `${locale}: props of <${el.tag}>`,
        );
      }
    }
  },
);

/** Each class and interface of the `JSX` namespace in jsx.d.ts with its members' names and types, read here on its own. */
function declaredClasses(): Map<string, {members: string[]; types: string[]}> {
  const text = readFileSync(jsxDeclarationsFile, 'utf8');
  const source = ts.createSourceFile('jsx.d.ts', text, ts.ScriptTarget.Latest, true);
  const classes = new Map<string, {members: string[]; types: string[]}>();
  const visit = (node: ts.Node) => {
    if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) && node.name) {
      const members: string[] = [];
      const types: string[] = [];
      for (const m of node.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>) {
        const name = m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : undefined;
        if (name && !members.includes(name)) members.push(name);
        types.push(m.getText(source));
      }
      classes.set(node.name.text, {members, types});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return classes;
}

/** Props class name → the rows of each table that lists its props on a page: an element's section, or a `###` one. */
function tablesByClass(page: string): Map<string, string[][]> {
  const tables = new Map<string, string[][]>();
  for (const section of page.split(/\n(?=#{2,3} )/)) {
    const name =
      section.match(/^## `<[^>]+>` .*\n[\s\S]*?\*\*[^*]+[:：]\*\* `JSX\.(\w+)/)?.[1] ??
      section.match(/^### `JSX\.(\w+)/)?.[1];
    if (!name) continue;
    const rows = [...section.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]);
    tables.set(name, [...(tables.get(name) ?? []), rows]);
  }
  return tables;
}

test(
  'every member of every props class in jsx.d.ts that the page shows is a row of its table, in both locales',
  {skip},
  () => {
    const declared = declaredClasses();
    const intrinsic = declared.get('IntrinsicElements');
    assert.ok(intrinsic && intrinsic.types.length > 60, 'jsx.d.ts maps the tags to classes');
    // The classes of the tags, and every class with members that one of their members' types names (`AlignStyle`, `Ref`).
    const shown = new Set(intrinsic.types.map((t) => t.match(/:\s*(\w+)\s*;?$/)![1]));
    for (const name of shown)
      for (const type of declared.get(name)?.types ?? [])
        for (const [word] of type.matchAll(/(?<![\w.])[A-Z]\w*/g))
          if (declared.get(word)?.members.length && word !== 'IntrinsicElements') shown.add(word);
    assert.ok(shown.has('Ref') && shown.has('AlignStyle'), 'Ref and AlignStyle are shown');
    for (const [locale, page] of pages) {
      const tables = tablesByClass(page);
      for (const name of shown) {
        const members = declared.get(name)!.members;
        const found = tables.get(name) ?? [];
        if (members.length) assert.ok(found.length, `${locale}: no table for JSX.${name}`);
        for (const rows of found)
          for (const member of members)
            assert.ok(rows.includes(member), `${locale}: JSX.${name}.${member} is missing from the page`);
      }
    }
  },
);

test('<node> lists the handlers onTapped and onMount, <custom-node> its onCreate, without `this: void`', {skip}, () => {
  for (const [locale, page] of pages) {
    const section = (tag: string) => {
      const start = page.indexOf(`\n## \`<${tag}>\``);
      assert.ok(start >= 0, `${locale}: <${tag}>`);
      return page.slice(start, page.indexOf('\n## ', start + 1));
    };
    const node = section('node');
    const touch = '[Dora.Touch.Type](/docs/api/Class/Touch)';
    assert.ok(
      node.includes(`\n| \`onTapped\` | (touch: ${touch}) => void | ${yes[locale]} |\n`),
      `${locale}: onTapped`,
    );
    assert.ok(
      node.includes(`\n| \`onMount\` | (self: [Dora.Node.Type](/docs/api/Class/Node)) => void | ${yes[locale]} |\n`),
      `${locale}: onMount`,
    );
    assert.ok(node.includes(`\n| \`onUpdate\` | ((deltaTime: number) => boolean) \\| Dora.Job | ${yes[locale]} |\n`));
    // Ref's field, under <node>, whose `ref` prop is the first of its type; every Ref links there.
    assert.match(
      node,
      new RegExp(
        `\\n### \`JSX\\.Ref<T>\` \\{#ref\\}\\n[\\s\\S]*\\n\\| \`current\` ?[(（].+[)）] \\| T \\\\\\| null \\| ${no[locale]} \\|\\n`,
      ),
    );
    assert.ok(node.includes('| `ref` | [Ref](#ref)&lt;[Dora.Node.Type](/docs/api/Class/Node)> |'));
    assert.ok(
      section('custom-node').includes(
        `\n| \`onCreate\` | () => [Dora.Node.Type](/docs/api/Class/Node) \\| null | ${no[locale]} |\n`,
      ),
      `${locale}: onCreate`,
    );
    for (const [row] of page.matchAll(/^\|.*\|$/gm)) assert.ok(!row.includes('this:'), `${locale}: ${row}`);
  }
});

test('jsx.d.ts is read with its handlers as function types, its overloads as one row', () => {
  const decls = parseJsxDeclarations(`
    import type * as Dora from 'Dora';
    declare global {
    namespace JSX {
    interface Ref<T> { readonly current: T | null; }
    class Base { /* a comment */ x?: number; }
    class Thing extends Base {
      ref?: Ref<Dora.Node.Type>;
      onUpdate?: ((this: void, deltaTime: number) => boolean) | Dora.Job;
      onTapped?(this: void, touch: Dora.Touch.Type): void;
      onPick<T>(this: void, item: T, ...rest: number[]): T | null;
      onKey?(this: void, key: string): void;
      onKey?(this: void, key: number): void;
    }
    interface IntrinsicElements { thing: Thing; 'other-thing': Base; }
    }
    }
    export {};`);
  assert.deepEqual(decls.intrinsicElements, [
    {tag: 'thing', element: 'Thing'},
    {tag: 'other-thing', element: 'Base'},
  ]);
  assert.deepEqual(decls.classes, [
    {
      name: 'Ref',
      extends: null,
      typeParameters: '<T>',
      props: [{name: 'current', type: 'T | null', optional: false, readonly: true}],
    },
    {name: 'Base', extends: null, props: [{name: 'x', type: 'number', optional: true}]},
    {
      name: 'Thing',
      extends: 'Base',
      props: [
        {name: 'ref', type: 'Ref<Dora.Node.Type>', optional: true},
        {name: 'onUpdate', type: '((deltaTime: number) => boolean) | Dora.Job', optional: true},
        {name: 'onTapped', type: '(touch: Dora.Touch.Type) => void', optional: true},
        {name: 'onPick', type: '<T>(item: T, ...rest: number[]) => T | null', optional: false},
        {name: 'onKey', type: '((key: string) => void) & ((key: number) => void)', optional: true},
      ],
    },
  ]);
});

test('facts that disagree with jsx.d.ts stop the page, and say where', {skip}, () => {
  const decls = readJsxDeclarations();
  const text = readJsxText('en');
  const changed = (change: (f: JsxFacts) => void) => {
    const copy = structuredClone(facts!);
    change(copy);
    return copy;
  };
  const retyped = changed((f) => {
    f.elementProps.find((c) => c.name === 'Node')!.props.find((p) => p.name === 'x')!.type = 'string';
  });
  assert.deepEqual(jsxDeclarationProblems(retyped, decls), [
    'JSX.Node.x is number (optional) there, string (optional) in the facts',
  ]);
  assert.throws(() => withDeclarations(retyped, decls), /disagree[\s\S]*JSX\.Node\.x/);
  const grown = changed((f) => {
    f.elementProps.find((c) => c.name === 'Sprite')!.props.push({name: 'glow', type: 'number', optional: true});
    f.intrinsicElements.push({tag: 'new-node', element: 'Node'});
  });
  assert.deepEqual(jsxDeclarationProblems(grown, decls), [
    '<new-node> is not in JSX.IntrinsicElements',
    'JSX.Sprite.glow is not declared',
  ]);
  // The facts alone still render, without the handlers: the page is made from both.
  const plain = renderJsx(facts!, text, 'en', edit('en'), data);
  assert.ok(!plain.includes('`onTapped`') && pages.get('en')!.includes('`onTapped`'));
});

test('the page is deterministic, with front matter, and its code blocks are signatures or TSX', {skip}, () => {
  for (const [locale, page] of pages) {
    assert.equal(renderJsxPage(locale, edit(locale)), page);
    assert.match(page, new RegExp(`^---\\ntitle: "DoraX"\\nsidebar_label: "DoraX"\\nslug: "/api/${jsxRoute}"\\n`));
    assert.match(page, /\ndescription: "[^"\n]+"\n/);
    assert.ok(page.includes(`\ncustom_edit_url: "${edit(locale)}"\n---\n`));
    const fences = [...page.matchAll(/^```(\S*)(.*)$/gm)].filter((m) => m[1] !== '');
    assert.ok(fences.length >= facts!.exports.length);
    for (const [line, lang, meta] of fences)
      assert.ok(lang === 'tsx' || (lang === 'ts' && meta.trim() === 'signature'), `${locale}: ${line}`);
    assert.equal(fences.filter((m) => m[1] === 'tsx').length, 1, `${locale}: one example`);
  }
});

test('the Chinese page uses the glossary’s terms', {skip}, () => {
  const page = pages.get('zh-Hans')!;
  assert.deepEqual(variantProblems('DoraX.mdx', proseLines(page)), []);
});

test('the example compiles with the engine’s declarations and the Web IDE’s options', {skip}, async () => {
  const {checkTypeScript, doraRoot} = await import('../../scripts/samples/toolchain');
  if (!existsSync(`${doraRoot}/Assets/Script/Lib/Dora/en/DoraX.d.ts`)) return;
  for (const [locale, page] of pages) {
    const code = page.match(/```tsx\n([\s\S]*?)\n```/)![1];
    assert.deepEqual([...checkTypeScript([{name: 'example', code, tsx: true}])], [], locale);
  }
});
