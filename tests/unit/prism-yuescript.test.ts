import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Prism, assertNoToken, assertToken, pairs, tokenize} from './prism.helper';

/** A scene as a Dora SSR game might write it in YueScript. */
const scene = `_ENV = Dora
import insert from table

-- Heroes jump to wherever the player taps.
--[[
  class, with and switch are only words
  inside a long comment.
]]
class Creature
  @count: 0
  new: (@name, @hp = 100) =>
    @@count += 1
  hurt: (amount) =>
    @hp = math.max 0, @hp - amount
    @hp > 0

class Hero extends Creature
  new: (name, @speed = 120.5) =>
    super name
    @node = with Node!
      .position = Vec2 0, 0
    sprite = Sprite "Image/hero.png"
    sprite\\addTo @node if sprite

  jumpTo: (target) =>
    @node\\perform Move 0.5, @node.position, target, Ease.OutBack

macro log = (msg) -> "print #{msg}"

hero = Hero "Alice"
hero.node\\addTo Director.entry
hero.node\\onTapBegan (touch) -> hero\\jumpTo touch.location

score = 0x1F
bonus = 3.5e2
title = "Score: #{score + bonus} -- not a comment"
raw = 'raw #{score} stays text'
help = [[
Tap anywhere and the hero jumps there.
class and return are plain words here.
]]
banner = [=[ the ]] inside does not end it ]=]

heroes = [hero]
names = [c.name for c in *heroes when c.hp > 0]
names |> insert "Bob"
best = hero.speed ?? 100
hero.speed ??= 100

status = switch hero.hp
  when 0 then "down"
  else "up"

hero.node\\schedule (deltaTime) ->
  hero.hp <= 0

try
  hero\\hurt 10
catch err
  print err

$log "hero ready"
export default Hero
`;

const tokens = tokenize(scene, 'yue');

test('the alias yuescript is the same grammar', () => {
  assert.equal(Prism.languages.yuescript, Prism.languages.yue);
});

test('comments: a line comment and a long comment over several lines', () => {
  assertToken(tokens, 'comment', '-- Heroes jump to wherever the player taps.');
  // One token, so the words inside are not keywords.
  assertToken(tokens, 'comment', '--[[\n  class, with and switch are only words\n  inside a long comment.\n]]');
});

test('long strings and single-quoted strings are one token each', () => {
  assertToken(
    tokens,
    'string',
    '[[\nTap anywhere and the hero jumps there.\nclass and return are plain words here.\n]]',
  );
  assertToken(tokens, 'string', '[=[ the ]] inside does not end it ]=]');
  // No interpolation in single quotes.
  assertToken(tokens, 'string', "'raw #{score} stays text'");
  const raw = tokenize("raw = 'raw #{score} stays text'", 'yue');
  assert.ok(!raw.some((token) => token.type === 'interpolation' || token.type === 'interpolation-punctuation'));
});

test('double-quoted strings interpolate #{expr} as code', () => {
  const line = tokenize('title = "Score: #{score + bonus} -- not a comment"', 'yue');
  assert.deepEqual(pairs(line), [
    ['plain', 'title '],
    ['operator', '='],
    ['string', '"Score: '],
    ['interpolation-punctuation', '#{'],
    ['interpolation', 'score '],
    ['operator', '+'],
    ['interpolation', ' bonus'],
    ['interpolation-punctuation', '}'],
    ['string', ' -- not a comment"'],
  ]);
  // The delimiters are punctuation too, and the expression is not string-coloured.
  assertToken(line, 'punctuation', '#{');
  assertToken(line, 'punctuation', '}');
  const score = line.find((token) => token.text === 'score ');
  assert.ok(score && !score.parents.includes('string') && score.type !== 'string');
  assert.ok(!line.some((token) => token.type === 'comment'));
  // A plain double-quoted string, and an interpolation that holds a string and a call.
  assertToken(tokens, 'string', '"Image/hero.png"');
  const nested = tokenize(`print "#{hero.name} has #{string.format '%d', score} points"`, 'yue');
  assertToken(nested, 'string', "'%d'");
  assertToken(nested, 'function', 'format');
  assertToken(nested, 'string', ' points"');
});

test('numbers', () => {
  assertToken(tokens, 'number', '0x1F');
  assertToken(tokens, 'number', '3.5e2');
  assertToken(tokens, 'number', '120.5');
  assertToken(tokens, 'number', '0.5');
});

test('classes: names, inheritance, members and self references', () => {
  assert.deepEqual(pairs(tokenize('class Hero extends Creature', 'yue')), [
    ['keyword', 'class'],
    ['class-name', 'Hero'],
    ['keyword', 'extends'],
    ['class-name', 'Creature'],
  ]);
  assert.deepEqual(pairs(tokenize('class extends Creature', 'yue')), [
    ['keyword', 'class'],
    ['keyword', 'extends'],
    ['class-name', 'Creature'],
  ]);
  assertToken(tokens, 'variable', '@name');
  assertToken(tokens, 'variable', '@@count');
  assertToken(tokens, 'variable', '@count');
  assertToken(tokens, 'property', 'new');
  assertToken(tokens, 'property', 'jumpTo');
  assertToken(tokens, 'keyword', 'super');
  assertToken(tokens, 'operator', '=>');
  assertToken(tokens, 'operator', '->');
});

test('calls: Node!, method calls with \\ and with blocks', () => {
  assert.deepEqual(pairs(tokenize('@node = with Node!', 'yue')), [
    ['variable', '@node'],
    ['operator', '='],
    ['keyword', 'with'],
    ['class-name', 'Node'],
    ['operator', '!'],
  ]);
  assert.deepEqual(pairs(tokenize('sprite\\addTo root', 'yue')), [
    ['plain', 'sprite'],
    ['punctuation', '\\'],
    ['method', 'addTo'],
    ['plain', ' root'],
  ]);
  for (const method of ['addTo', 'perform', 'onTapBegan', 'schedule', 'jumpTo', 'hurt']) {
    assertToken(tokens, 'function', method);
  }
  // A method called like a keyword is still a method.
  assertToken(tokenize('file\\close!', 'yue'), 'function', 'close');
  assertNoToken(tokenize('file\\close!', 'yue'), 'keyword', 'close');
  assertToken(tokenize('hero\\update!', 'yue'), 'function', 'update');
  assertToken(tokenize('update!', 'yue'), 'function', 'update');
  assertToken(tokenize('print(score)', 'yue'), 'function', 'print');
});

test('macros: definition and $name calls', () => {
  assert.deepEqual(pairs(tokenize('macro log = (msg) -> "print #{msg}"', 'yue')).slice(0, 3), [
    ['keyword', 'macro'],
    ['macro', 'log'],
    ['operator', '='],
  ]);
  assertToken(tokens, 'macro', '$log');
  assertToken(tokens, 'function', '$log');
});

test("YueScript's operators", () => {
  assertToken(tokens, 'operator', '|>');
  assertToken(tokens, 'operator', '??');
  assertToken(tokens, 'operator', '??=');
  assertToken(tokens, 'operator', '+=');
  assertToken(tokens, 'operator', '<=');
  assertToken(tokens, 'operator', '*');
  assert.deepEqual(pairs(tokenize('::done::', 'yue')), [
    ['operator', '::'],
    ['plain', 'done'],
    ['operator', '::'],
  ]);
  assert.deepEqual(pairs(tokenize('show = (...) -> print ...', 'yue')), [
    ['plain', 'show '],
    ['operator', '='],
    ['punctuation', '('],
    ['operator', '...'],
    ['punctuation', ')'],
    ['operator', '->'],
    ['function', 'print'],
    ['operator', '...'],
  ]);
  assertToken(tokenize('if hero := heroes[1]', 'yue'), 'operator', ':=');
  assertToken(tokenize('speed = hero?.speed', 'yue'), 'operator', '?');
});

test('table keys, the :name shorthand and destructuring imports', () => {
  const config = tokenize('config = {speed: 120, :name, close: true}', 'yue');
  assertToken(config, 'property', 'speed');
  assertToken(config, 'property', 'name');
  // `close` before a colon is a key, not the keyword.
  assertToken(config, 'property', 'close');
  assertNoToken(config, 'keyword', 'close');
  assertToken(tokenize('import "Script.moduleB" as :spawnHero', 'yue'), 'property', 'spawnHero');
});

test("YueScript's keywords, and words that only look like them", () => {
  const keywords = [
    'macro',
    'import',
    'export',
    'from',
    'global',
    'const',
    'close',
    'goto',
    'try',
    'catch',
    'in',
    'not',
    'and',
    'or',
    'switch',
    'when',
    'with',
    'using',
    'do',
    'unless',
    'class',
    'extends',
    'return',
    'break',
    'continue',
    'for',
    'while',
    'repeat',
    'until',
    'if',
    'elseif',
    'else',
    'then',
    'local',
    'nil',
    'true',
    'false',
    'self',
    'super',
    'as',
  ];
  for (const word of keywords) {
    assertToken(tokenize(`${word} `, 'yue'), 'keyword', word);
  }
  for (const word of [
    'import',
    'from',
    'class',
    'extends',
    'switch',
    'when',
    'then',
    'else',
    'try',
    'catch',
    'export',
    'for',
    'in',
  ]) {
    assertToken(tokens, 'keyword', word);
  }
  // Inside strings and comments they are text.
  assertNoToken(tokenize('"class with switch"', 'yue'), 'keyword', 'class');
  assertNoToken(tokenize('-- return early', 'yue'), 'keyword', 'return');
  assertNoToken(tokenize('heroes = {classic: true}', 'yue'), 'keyword', 'class');
});
