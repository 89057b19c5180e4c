// The API reference's TypeScript forms: read from the engine's declarations (DORA_ROOT), matched to the pages'
// Teal members, and every TypeScript export given a page entry (scripts/api/typescript.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {copyFileSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {readData, readShared} from '../../scripts/api/model';
import {signatureForms} from '../../scripts/api/render';
import {
  declarationFiles,
  declarationsDir,
  readDeclarations,
  tsFormsOf,
  tsParts,
  withTypeScript,
  wrapParameters,
} from '../../scripts/api/typescript';

const data = readData();
const page = (route: string) => {
  const found = data.pages.find((p) => p.route === route);
  assert.ok(found, `no page ${route}`);
  return found;
};
const member = (route: string, name: string) => {
  const found = page(route).members.find((m) => m.name === name);
  assert.ok(found, `no member ${name} on ${route}`);
  return found;
};

test('members carry the TypeScript form, which differs from the Teal one where the languages differ', () => {
  // A sprite from a file may be missing: nil-able in Teal, `| null` in TypeScript.
  assert.ok(member('Class Object/Sprite', '__call').ts?.some((s) => s.includes('Sprite | null')));
  assert.deepEqual(member('Class/Node', 'addChild').ts, ['addChild(child: Node, order?: number, tag?: string): void']);
  // Teal's `Keyboard.KeyName` is TypeScript's top-level `KeyName` enumeration.
  assert.match(
    member('Class/Keyboard', 'Keyboard.KeyName').ts?.[0] ?? '',
    /^const enum KeyName \{\n {2}Return = "Return"/,
  );
  // A module function, without TypeScriptToLua's `this: void`.
  assert.deepEqual(page('Module/Sequence').tsOwn, ['function Sequence(...actions: ActionDef[]): ActionDef']);
});

test('what only one language declares says so', () => {
  const slot = member('Node Event/Node', 'Slot');
  assert.equal(slot.overloads.length, 0, 'the node event enumeration is TypeScript only');
  assert.match(slot.ts?.[0] ?? '', /^const enum NodeEvent/);
  assert.equal(member('Class/Node/Grabber', 'moveUV').ts, undefined, 'moveUV has no TypeScript form');
  assert.equal(page('Class/yue').tsAbsent, true, "YueScript's library has no TypeScript counterpart");
  // A member the facts leave out but the Teal declarations have keeps its Teal form.
  assert.match(
    member('Class/PhysicsWorld', 'raycast').overloads[0]?.signature ?? '',
    /^raycast: function\(self: PhysicsWorld/,
  );

  const w = {forms: 'in', tealForm: 'Teal', tsForm: 'TypeScript', noTs: 'NO-TS', noTeal: 'NO-TEAL'};
  const tsOnly = signatureForms([], ['const enum X {}'], w as never);
  assert.match(tsOnly, /api-sig-teal[^]*NO-TEAL[^]*api-sig-ts[^]*```ts signature\nconst enum X \{\}/);
  assert.match(
    signatureForms(member('Class/Node/Grabber', 'moveUV').overloads, undefined, w as never),
    /api-sig-ts[^]*NO-TS/,
  );
});

test('the committed data is what the facts and the declarations give', {skip: !readShared()}, () => {
  const {data: expected, unplaced} = withTypeScript(readShared()!);
  assert.deepEqual(unplaced, []);
  assert.deepEqual(expected, data);
});

test('a TypeScript export no page lists is reported, so that api:check fails', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dora-decl-'));
  for (const file of declarationFiles) copyFileSync(join(declarationsDir, file), join(dir, file));
  const dora = join(dir, 'Dora.d.ts');
  writeFileSync(
    dora,
    readFileSync(dora, 'utf8').replace(
      '} // module "Dora"',
      'export function brandNew(this: void): void;\n} // module "Dora"',
    ),
  );
  const {unplaced} = tsFormsOf(readShared() ?? data, readDeclarations(dir).scopes);
  assert.deepEqual(unplaced, ['Dora:brandNew']);
});

test('a long TypeScript signature has one parameter a line', () => {
  assert.equal(wrapParameters('f(a: number): void'), 'f(a: number): void');
  const long =
    'queryAsync(sql: string, args?: DBRow, withColumn?: boolean, handler: (rows: DBRow[] | null) => void): void';
  assert.equal(
    wrapParameters(long),
    'queryAsync(\n  sql: string,\n  args?: DBRow,\n  withColumn?: boolean,\n  handler: (rows: DBRow[] | null) => void\n): void',
  );
});

test("the parameter lists read each parameter's TypeScript type by name, and the return types, from the forms", () => {
  const parts = tsParts([
    'addTo<T>(this: T, parent: Node, order?: number, tag?: string): T',
    'addTo(parent: Node, order: number): Node',
  ]);
  assert.deepEqual(Object.fromEntries(parts.params), {parent: ['Node'], order: ['number'], tag: ['string']});
  assert.deepEqual(parts.returns, ['T', 'Node']);
  // A call signature, a module function, an index signature, a field of function type (with a wrapped,
  // multi-line form as the pages print them) and a plain field, which has neither.
  assert.deepEqual(Object.fromEntries(tsParts(['(filename: string, bus?: AudioBus): AudioSource | null']).params), {
    filename: ['string'],
    bus: ['AudioBus'],
  });
  assert.deepEqual(tsParts(['function Sequence(...actions: ActionDef[]): ActionDef']).returns, ['ActionDef']);
  assert.deepEqual(Object.fromEntries(tsParts(['[index: number]: Item | undefined']).params), {index: ['number']});
  const field = tsParts(['onTapped: (\n  touch: Touch\n) => void']);
  assert.deepEqual([Object.fromEntries(field.params), field.returns], [{touch: ['Touch']}, ['void']]);
  assert.deepEqual(tsParts(['order: number']), {params: new Map(), returns: []});
});
