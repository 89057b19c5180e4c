// The API reference generator's pieces. Whether the committed reference is complete, described in both locales, linked soundly
// and up to date is `npm run api:check` (scripts/api/check.ts), a step of `npm test`.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {checkLinks, checkSignatures} from '../../scripts/api/check';
import {defaultOf, fromShared, readData, root} from '../../scripts/api/model';
import {generatedFiles} from '../../scripts/api/pages';
import {
  escapeMdx,
  parameterList,
  renderContext,
  resultLine,
  tidySignature,
  TypeIndex,
  typeCell,
} from '../../scripts/api/render';

const data = readData();

test('the signature check reports a member that would show one signature twice, and passes the reference', () => {
  const cast = 'cast<k extends TypeName>(item: any, name: k): TypeMap[typeof name] | null';
  const page = {
    route: 'Class/tolua',
    title: 'tolua',
    members: [
      {name: 'cast', kind: 'Function' as const, overloads: [], ts: [cast, cast]},
      {name: 'type', kind: 'Function' as const, overloads: [], ts: ['type(item: any): string']},
    ],
  };
  assert.deepEqual(checkSignatures({engine: 'Dora SSR', version: '1.7.2', pages: [page]}), [
    `Class/tolua: cast has the signature \`${cast}\` twice`,
  ]);
  assert.deepEqual(checkSignatures(data), []);
  const tolua = data.pages.find((p) => p.route === 'Class/tolua')!;
  assert.equal(tolua.members.find((m) => m.name === 'cast')?.kind, 'Function');
});

test('the link check reports a link to a page or an anchor that does not exist, and passes the rest', () => {
  const member = (name: string) => ({name, kind: 'Function' as const, overloads: []});
  const two = {
    engine: 'Dora SSR',
    version: '1.7.2',
    pages: [
      {route: 'Class/Node', title: 'Node', members: [member('addChild')]},
      {route: 'Class Object/Node', title: 'Node Class', members: []},
    ],
  };
  const files = new Map([
    [
      join(root, 'docs/api/Class/Sprite.mdx'),
      [
        'See [Node](/docs/api/Class/Node), [addChild](/docs/api/Class/Node#addchild), [the index](/docs/api/Class/Node#member-index)',
        'and [Node Class](/docs/api/Class%20Object/Node), but not [Nod](/docs/api/Class/Nod) or [removeChild](/docs/api/Class/Node#removechild).',
      ].join('\n'),
    ],
  ]);
  assert.deepEqual(checkLinks(two, files), [
    'docs/api/Class/Sprite.mdx: /docs/api/Class/Nod is no API page',
    'docs/api/Class/Sprite.mdx: /docs/api/Class/Node#removechild is no anchor on that page',
  ]);
});

test('parameter defaults are read from the Teal signature', () => {
  const sig =
    'addChild: function(\n\t\tself: Node,\n\t\tchild: Node,\n\t\torder?: integer --[[0]],\n\t\ttag?: string --[[""]]\n\t)';
  assert.equal(defaultOf(sig, 'order'), '0');
  assert.equal(defaultOf(sig, 'tag'), '""');
  assert.equal(defaultOf(sig, 'child'), undefined);
});

test('a facts record that merged two functions keeps only the parameters its signature declares', () => {
  const page = (params: string[]) => ({
    engine: 'Dora SSR',
    version: '1.7.2',
    pages: [
      {
        page: 'Class/W',
        title: 'W',
        members: [
          {
            name: 'query',
            kind: 'Function' as const,
            signature: 'query: function(self: W, rect: Rect, handler: function(Body): boolean): boolean',
            params: params.map((name) => ({name, type: 'x', optional: false})),
            returns: [{type: 'boolean'}, {type: 'boolean'}],
          },
        ],
      },
    ],
  });
  const merged = fromShared(page(['rect', 'handler', 'start', 'handler'])).pages[0].members[0].overloads[0];
  assert.deepEqual(
    merged.params.map((p) => p.name),
    ['rect', 'handler'],
  );
  assert.deepEqual(merged.returns, ['boolean']);
  // A name spelled differently from the signature, without a repeat, is kept as it is.
  const typo = fromShared(page(['rect', 'handlr'])).pages[0].members[0].overloads[0];
  assert.deepEqual(
    typo.params.map((p) => p.name),
    ['rect', 'handlr'],
  );
});

test('type names link to their pages, nested and ambiguous names resolved from the page that uses them', () => {
  const types = new TypeIndex(data);
  assert.equal(types.resolve('Node', 'Class/Sprite'), 'Class/Node');
  assert.equal(types.resolve('Ease.EaseFunc', 'Module/Move'), 'Class/Ease/EaseFunc');
  assert.equal(types.resolve('EaseFunc', 'Module/Move'), 'Class/Ease/EaseFunc');
  assert.equal(types.resolve('SpriteClass', 'Class/Sprite'), 'Class Object/Sprite');
  assert.equal(types.resolve('Leaf', 'Class/Platformer/Decision'), 'Class/Platformer/Decision/Leaf');
  assert.equal(types.resolve('Leaf', 'Class/Platformer/Behavior'), 'Class/Platformer/Behavior/Leaf');
  assert.equal(types.resolve('number', 'Class/Node'), undefined);
  assert.equal(
    typeCell('{string: Rect} | nil', types, 'Class/Sprite'),
    '\\{string: [Rect](/docs/api/Class/Rect)\\} \\| nil',
  );
});

test('signatures are re-indented with two spaces a level', () => {
  assert.equal(
    tidySignature('f: function(\n\t\tself: Node,\n\t\tx: number\n\t)'),
    'f: function(\n  self: Node,\n  x: number\n)',
  );
});

test('prose is escaped for MDX outside inline code only', () => {
  assert.equal(escapeMdx('a {b} <c> `{d} <e>`'), 'a \\{b\\} &lt;c> `{d} <e>`');
});

test("a member's parameters are a list: name, the facts in brackets, then the description, in each locale's punctuation", () => {
  const items = [
    {name: 'child', facts: ['Node'], text: 'The node {to} add.\nOn one line.'},
    {name: 'order', facts: ['integer', 'optional', 'default `0`']},
    {name: 'rest', facts: []},
  ];
  assert.equal(
    parameterList('Parameters', items, 'en'),
    [
      '<div className="api-params">',
      '',
      '**Parameters**',
      '',
      '- `child` (Node): The node \\{to\\} add. On one line.',
      '- `order` (integer, optional, default `0`)',
      '- `rest`',
      '',
      '</div>',
    ].join('\n'),
  );
  assert.match(parameterList('参数', items, 'zh-Hans'), /^- `order`（integer，optional，default `0`）$/m);
  assert.match(parameterList('参数', items, 'zh-Hans'), /^- `child`（Node）：The node/m);
  assert.match(resultLine('Returns', 'Node', 'This node.', 'en'), /\n\nNode: This node\.\n\n<\/div>$/);
  assert.match(resultLine('返回值', 'Node', '本节点。', 'zh-Hans'), /\n\nNode：本节点。\n/);
  assert.match(resultLine('Returns', 'Node', undefined, 'en'), /\n\nNode\n/);
  // On a generated page, in both locales.
  const files = generatedFiles(data);
  const node = (zh: boolean) =>
    [...files].find(([f]) => f.includes('zh-Hans') === zh && f.endsWith('/api/Class/Node/index.mdx'))?.[1] ?? '';
  assert.match(node(false), /^- `tag` \(string, optional, default `""`\): /m);
  assert.match(node(true), /^- `tag`（string，可选，默认值 `""`）：/m);
  assert.doesNotMatch(node(false), /^\|/m, 'no table left on the Node page');
});

test('a class page shows its member index, class object, ancestors and inherited members', () => {
  const ctx = renderContext(data);
  const files = generatedFiles(data);
  const sprite = [...files].find(([f]) => f.endsWith('/docs/api/Class/Sprite.mdx'))?.[1] ?? '';
  assert.match(sprite, /## Member index \{#member-index\}/);
  assert.match(sprite, /\*\*Class object:\*\* \[Sprite Class\]\(\/docs\/api\/Class%20Object\/Sprite\)/);
  assert.match(sprite, /\*\*Inherits from:\*\* \[Node\]\(\/docs\/api\/Class\/Node\)/);
  assert.match(sprite, /\[addChild\]\(\/docs\/api\/Class\/Node#addchild\)/);
  assert.ok(ctx.byRoute.get('Class/Sprite'));
  const zh = [...files].find(([f]) => f.includes('zh-Hans') && f.endsWith('/api/Class/Sprite.mdx'))?.[1] ?? '';
  assert.match(zh, /## 成员索引 \{#member-index\}/);
});
