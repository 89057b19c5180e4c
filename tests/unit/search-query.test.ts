// How the search worker reads a query (src/search/query.ts) and how the build places the Rust binding's names
// (scripts/search/site-data.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  contentWords,
  isSnakeName,
  memberKey,
  memberKeys,
  phraseTargets,
  phraseWords,
  qualifiedName,
  segment,
  soundAlike,
  type SiteSearchData,
} from '../../src/search/query';
import {rustNameTargets, siteSearchData, type Member} from '../../scripts/search/site-data';

test('qualified names in the forms of Lua, TypeScript, Rust and documentation name an owner and a member', () => {
  for (const query of ['Node.addChild', 'Node:addChild', 'Node#addChild', 'Node::addChild', 'node->addChild'])
    assert.deepEqual(qualifiedName(query), {owner: ['node'], member: 'addChild'}, query);
  assert.deepEqual(qualifiedName('node.addChild(sprite)'), {owner: ['node'], member: 'addChild'});
  assert.deepEqual(qualifiedName('label.text = "Hi"'), {owner: ['label'], member: 'text'});
  assert.deepEqual(qualifiedName('Platformer.Unit.attackRange'), {
    owner: ['platformer', 'unit'],
    member: 'attackRange',
  });
  assert.deepEqual(qualifiedName('Node.'), {owner: ['node'], member: ''}, 'a name and a dot lists the members');
  for (const query of ['Node', 'add child', 'how do I add a child', '1.7.2', 'v1.7'])
    assert.equal(qualifiedName(query), undefined, query);
});

test('snake_case and the Rust binding’s names read as member keys, most exact first', () => {
  assert.equal(memberKey('addChild'), 'addchild');
  assert.equal(memberKey('Label.TextAlign'), 'textalign');
  assert.deepEqual(memberKeys('add_child'), ['addchild']);
  assert.deepEqual(memberKeys('get_position'), ['getposition', 'position']);
  assert.deepEqual(memberKeys('add_child_with_order'), ['addchildwithorder', 'addchild']);
  assert.ok(isSnakeName('align_items_vertically'));
  assert.ok(!isSnakeName('addChild') && !isSnakeName('add child') && !isSnakeName('_ready'));
});

test('a Rust name the reading misses is placed by its words, constructors at the class object’s call', () => {
  const member = (page: string, kind: string, title: string): Member => ({
    page,
    kind,
    title,
    target: `/docs/api/${kind}/${page}#${title.toLowerCase()}`,
  });
  const members = [
    member('RenderTarget', 'Class', 'renderWithClear'),
    member('RenderTarget', 'Class Object', '__call'),
    member('Node', 'Class', 'position'),
    member('Body', 'Class', 'velocity'),
    member('AudioSource', 'Class', 'setVelocity'),
  ];
  const {names, unplaced} = rustNameTargets(members, (route) => (route.startsWith('Class/Body') ? 1 : 0.5), {
    RenderTarget: ['render_clear', 'new', 'missing_thing'],
    Node: ['get_position'],
    Body: ['set_velocity'],
    AudioSource: ['set_velocity'],
  });
  const byName = new Map(names);
  assert.equal(byName.get('rendertarget::render_clear'), '/docs/api/Class/RenderTarget#renderwithclear');
  assert.equal(byName.get('render_clear'), '/docs/api/Class/RenderTarget#renderwithclear');
  assert.equal(byName.get('rendertarget::new'), '/docs/api/Class Object/RenderTarget#__call');
  assert.equal(byName.has('new'), false, 'a bare constructor name leads nowhere in particular');
  assert.equal(byName.has('node::get_position'), false, 'the worker reads get_position itself');
  assert.equal(byName.get('set_velocity'), '/docs/api/Class/Body#velocity', 'the most used page of those that have it');
  assert.deepEqual(unplaced, ['RenderTarget::missing_thing']);
});

test('Chinese is cut into the longest known words, and filler is left out while other words remain', () => {
  const words = new Set(['精灵', '屏幕', '移动', '来回']);
  assert.deepEqual(segment('精灵来回移动', words), ['精灵', '来回', '移动']);
  assert.deepEqual(segment('节电', words), ['节', '电']);
  assert.deepEqual(contentWords('怎么让一个精灵在屏幕上来回移动', words), ['精灵', '屏幕', '来回', '移动']);
  assert.deepEqual(contentWords('how do I show text on the screen', words), ['show', 'text', 'screen']);
  assert.deepEqual(contentWords('how', words), ['how'], 'a query of filler alone is kept');
});

test('a reader phrase matches when all its words are in the query, longer phrases first', () => {
  const phrases: SiteSearchData['phrases'] = [
    [phraseWords('show text').join(' '), '/label'],
    [phraseWords('text').join(' '), '/text'],
    [phraseWords('detect tap').join(' '), '/tap'],
    [phraseWords('检测 点击').join(' '), '/tap-zh'],
    [phraseWords('tween').join(' '), '/action', 1],
  ];
  const targets = (query: string) => phraseTargets(query, phrases, new Set(['检测', '点击'])).map((t) => t.target);
  assert.deepEqual(targets('how do I show text on the screen'), ['/label', '/text']);
  assert.deepEqual(targets('detecting taps'), ['/tap'], 'words compare by stem');
  assert.deepEqual(targets('如何检测点击'), ['/tap-zh']);
  assert.deepEqual(targets('tap'), [], 'one word of a two-word phrase is not enough');
  assert.deepEqual(
    phraseTargets('tween', phrases, new Set()).map((t) => t.elsewhere),
    [true],
    "another engine's word is marked as one",
  );
});

test('a Chinese word the site lacks is tried with same-sounding characters that make one of its words', () => {
  const words = new Set(['节点', '精灵', '动作']);
  const pinyin = {jie: '节结接', dian: '点电店', jing: '精经', ling: '灵零'};
  assert.equal(soundAlike('节电', words, pinyin), '节点');
  assert.equal(soundAlike('精零动作', words, pinyin), '精灵动作');
  assert.equal(soundAlike('节点', words, pinyin), undefined, 'words the site has are left alone');
  assert.equal(soundAlike('电', words, pinyin), undefined, 'one character alone is not corrected');
});

test('a reader phrase or glossary word that leads to a page or heading the index lacks fails the build, naming it', () => {
  let message = '';
  try {
    siteSearchData('en', new Set(['/docs/api/Class/Label']));
  } catch (error) {
    message = String(error);
  }
  assert.match(message, /reader phrases lead to pages or headings the index lacks/);
  assert.match(message, /src\/data\/search-phrases\/en\.yml: \/docs\/api\/Class\/Node#addchild/);
  assert.match(message, /src\/data\/glossary\.ts: \/docs\/api\/Class\/Node\b/);
  assert.doesNotMatch(message, /: \/docs\/api\/Class\/Label\n/, 'a target the index has is not named');
});
