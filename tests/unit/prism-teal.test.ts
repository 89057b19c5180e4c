import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Prism, assertNoToken, assertToken, explain, pairs, tokenize} from './prism.helper';

/** A player module as a Dora SSR game might write it in Teal. */
const hero = `-- hero.tl: the player character of a small scene.
local Node <const> = require("Node")
local Sprite <const> = require("Sprite")
local Vec2 <const> = require("Vec2")
local Move <const> = require("Move")
local Ease <const> = require("Ease")
local Director <const> = require("Director")
local type Touch = require("Touch")

--[[
  An enum is a closed set of strings and a record has fixed fields,
  so this local record end is only a comment.
]]
local enum Direction
	"left"
	"right"
end

local record Player
	name: string
	hp: integer
	speed: number
	facing: Direction
	position: Vec2.Type
	inventory: {string:integer}
end

local MAX_HP <const> = 0x64
local TAP_RADIUS: number = 3.5e2
local HELP <const> = [==[
Tap to move. The ]] here does not end the string.
]==]

--[==[ Keys of any map, in no particular order. ]==]
local function keys<K, V>(map: {K:V}): {K}
	local result: {K} = {}
	for key in pairs(map) do
		table.insert(result, key)
	end
	return result
end

function Player.new(name: string, hp?: integer): Player
	return {
		name = name,
		hp = hp or MAX_HP,
		speed = 120.5,
		facing = "right",
		position = Vec2(0, 0),
		inventory = {},
	}
end

function Player:hurt(amount: integer): boolean
	self.hp = math.max(self.hp - amount, 0)
	return self.hp > 0
end

local function label(value: string | number | nil): string
	if value is string then
		return "name: " .. value
	elseif value is number then
		return string.format("%.1f", value)
	end
	return "-- nothing here: not a record, not a local"
end

local hero = Player.new("Alice")
local root = Node()
local sprite = Sprite("Image/hero.png")
if sprite then
	sprite:addTo(root)
	root:onTapBegan(function(touch: Touch)
		if touch.location:distance(sprite.position) < TAP_RADIUS then
			hero.facing = touch.location.x < sprite.x and "left" or "right"
			sprite:perform(Move(0.5, sprite.position, touch.location, Ease.OutBack))
		end
	end)
end
local elapsed = 0.0
root:schedule(function(deltaTime: number): boolean
	elapsed = elapsed + deltaTime
	return elapsed > 3.0 or hero.hp <= 0
end)
Director.entry:addChild(root)
print(label(hero.name), #keys(hero.inventory), HELP)
`;

const tokens = tokenize(hero, 'teal');

test('the alias tl is the same grammar', () => {
  assert.equal(Prism.languages.tl, Prism.languages.teal);
});

test('comments: line, long and long with equals signs, each one token', () => {
  assertToken(tokens, 'comment', '-- hero.tl: the player character of a small scene.');
  assertToken(
    tokens,
    'comment',
    '--[[\n  An enum is a closed set of strings and a record has fixed fields,\n  so this local record end is only a comment.\n]]',
  );
  assertToken(tokens, 'comment', '--[==[ Keys of any map, in no particular order. ]==]');
});

test('strings: quoted and long, with no tokens inside', () => {
  assertToken(tokens, 'string', '"Image/hero.png"');
  assertToken(tokens, 'string', '[==[\nTap to move. The ]] here does not end the string.\n]==]');
  // `--`, `record` and `local` inside a string are not a comment or keywords.
  assertToken(tokens, 'string', '"-- nothing here: not a record, not a local"');
  assert.ok(!tokens.some((token) => token.type === 'comment' && token.text.startsWith('-- nothing')));
});

test('numbers: hexadecimal, decimal and exponent', () => {
  assertToken(tokens, 'number', '0x64');
  assertToken(tokens, 'number', '3.5e2');
  assertToken(tokens, 'number', '120.5');
  assertToken(tokens, 'number', '0.5');
});

test('declarations: record, enum and local type name a class', () => {
  assert.deepEqual(pairs(tokenize('local record Player', 'teal')), [
    ['keyword', 'local'],
    ['keyword', 'record'],
    ['class-name', 'Player'],
  ]);
  assertToken(tokens, 'keyword', 'enum');
  assertToken(tokens, 'class-name', 'Direction');
  assert.deepEqual(pairs(tokenize('local type Touch = require("Touch")', 'teal')).slice(0, 4), [
    ['keyword', 'local'],
    ['keyword', 'type'],
    ['class-name', 'Touch'],
    ['operator', '='],
  ]);
});

test('type annotations: primitives are builtin, named types are classes', () => {
  assert.deepEqual(pairs(tokenize('local x: {string:integer} = {}', 'teal')), [
    ['keyword', 'local'],
    ['plain', ' x'],
    ['punctuation', ':'],
    ['punctuation', '{'],
    ['builtin', 'string'],
    ['punctuation', ':'],
    ['builtin', 'integer'],
    ['punctuation', '}'],
    ['operator', '='],
    ['punctuation', '{'],
    ['punctuation', '}'],
  ]);
  assert.deepEqual(pairs(tokenize('function f(a: number, b?: string): boolean', 'teal')), [
    ['keyword', 'function'],
    ['function-definition', 'f'],
    ['punctuation', '('],
    ['plain', 'a'],
    ['punctuation', ':'],
    ['builtin', 'number'],
    ['punctuation', ','],
    ['plain', ' b'],
    ['punctuation', '?'],
    ['punctuation', ':'],
    ['builtin', 'string'],
    ['punctuation', ')'],
    ['punctuation', ':'],
    ['builtin', 'boolean'],
  ]);
  // Record fields, a dotted type, a union with nil, a parameter typed by a local type.
  assertToken(tokens, 'builtin', 'integer');
  assertToken(tokens, 'class-name', 'Vec2');
  assertToken(tokens, 'class-name', 'Type');
  assertToken(tokens, 'builtin', 'nil');
  assertToken(tokens, 'class-name', 'Touch');
  for (const type of ['any', 'thread', 'userdata']) {
    assertToken(tokenize(`local v: ${type}`, 'teal'), 'builtin', type);
  }
});

test('nil is a keyword in expressions and builtin in types', () => {
  assertToken(tokenize('local target: Node | nil = nil', 'teal'), 'keyword', 'nil');
  assertToken(tokenize('local target: Node | nil = nil', 'teal'), 'builtin', 'nil');
  assertNoToken(tokenize('if touch == nil then return end', 'teal'), 'builtin', 'nil');
});

test('generics: type parameters and type arguments', () => {
  const line = tokenize('local function keys<K, V>(map: {K:V}): {K}', 'teal');
  assert.deepEqual(pairs(line).slice(0, 8), [
    ['keyword', 'local'],
    ['keyword', 'function'],
    ['function-definition', 'keys'],
    ['punctuation', '<'],
    ['class-name', 'K'],
    ['punctuation', ','],
    ['class-name', 'V'],
    ['punctuation', '>'],
  ]);
  assertToken(line, 'class-name', 'K');
  assertToken(tokenize('local stack: Stack<integer> = {}', 'teal'), 'builtin', 'integer');
  assertToken(tokenize('local stack: Stack<integer> = {}', 'teal'), 'class-name', 'Stack');
  // A comparison is not a generic.
  const comparison = tokenize('hero.facing = touch.location.x < sprite.x and "left" or "right"', 'teal');
  assertToken(comparison, 'operator', '<');
  assert.ok(!comparison.some((token) => token.parents.includes('generic')));
});

test('variable attributes', () => {
  assert.deepEqual(pairs(tokenize('local MAX_HP <const> = 0x64', 'teal')), [
    ['keyword', 'local'],
    ['plain', ' MAX_HP '],
    ['punctuation', '<'],
    ['keyword', 'const'],
    ['punctuation', '>'],
    ['operator', '='],
    ['number', '0x64'],
  ]);
  assertToken(tokenize('local f <close> = io.open("save.txt")', 'teal'), 'keyword', 'close');
  assertToken(tokenize('local names <total>: {Direction:string} = {}', 'teal'), 'keyword', 'total');
});

test('function names and method calls', () => {
  assert.deepEqual(pairs(tokenize('function foo.bar:baz()', 'teal')).slice(0, 6), [
    ['keyword', 'function'],
    ['plain', ' foo'],
    ['punctuation', '.'],
    ['plain', 'bar'],
    ['punctuation', ':'],
    ['function-definition', 'baz'],
  ]);
  assertToken(tokens, 'function', 'new');
  assertToken(tokens, 'function', 'hurt');
  for (const method of ['addTo', 'onTapBegan', 'distance', 'perform', 'schedule', 'addChild']) {
    assertToken(tokens, 'function', method);
  }
  // Plain calls, constructors included, as in Lua.
  assertToken(tokens, 'function', 'Move');
  assertToken(tokens, 'function', 'require');
  // Calls with a string or a table and no parentheses.
  assertToken(tokenize('node:emit "Hit"', 'teal'), 'function', 'emit');
  assertToken(tokenize('button:slot [[Tapped]]', 'teal'), 'function', 'slot');
});

test("Teal's keywords, and the places where those words are not keywords", () => {
  for (const word of ['record', 'enum', 'interface', 'type', 'global', 'where', 'is', 'as', 'embed', 'macroexp']) {
    assertToken(tokenize(`${word} `, 'teal'), 'keyword', word);
  }
  // Lua's keywords stay keywords.
  for (const word of ['local', 'function', 'end', 'if', 'then', 'elseif', 'return', 'for', 'in', 'do', 'and', 'or']) {
    assertToken(tokens, 'keyword', word);
  }
  for (const word of ['not', 'while', 'repeat', 'until', 'break', 'goto', 'true', 'false']) {
    assertToken(tokenize(`${word} `, 'teal'), 'keyword', word);
  }
  const declarations = `global DEBUG_DRAW: boolean = false

local interface Shape
	kind: string
end

local record Circle is Shape where self.kind == "circle"
	radius: number
	metamethod __len: function(self: Circle): integer
end

local macroexp twice(x: number): number
	return x * 2
end`;
  const shapes = tokenize(declarations, 'teal');
  for (const word of ['global', 'interface', 'record', 'is', 'where', 'metamethod', 'macroexp']) {
    assertToken(shapes, 'keyword', word);
  }
  assertToken(shapes, 'class-name', 'Shape');
  assertToken(shapes, 'class-name', 'Circle');
  // `type(x)` is Lua's function, `x.type` a field, `string.format` a library table.
  assertNoToken(tokenize('if type(value) == "table" then end', 'teal'), 'keyword', 'type');
  assertToken(tokenize('if type(value) == "table" then end', 'teal'), 'function', 'type');
  assertNoToken(tokenize('print(event.type)', 'teal'), 'keyword', 'type');
  assert.ok(
    !tokenize('return string.format("%.1f", value)', 'teal').some(
      (token) => token.type === 'builtin' && token.text === 'string',
    ),
    explain(tokenize('return string.format("%.1f", value)', 'teal'), 'string'),
  );
});

test('operators and punctuation', () => {
  for (const operator of ['=', '..', '#', '<', '<=', '>', '-', '+', '|']) {
    assertToken(tokens, 'operator', operator);
  }
  assertToken(tokenize('local half = hp // 2', 'teal'), 'operator', '//');
  assertToken(tokenize('if a ~= b then end', 'teal'), 'operator', '~=');
  assertToken(tokens, 'punctuation', ':');
  assertToken(tokens, 'punctuation', '?');
});
