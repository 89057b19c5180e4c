/**
 * What readers type into the search box, and the page each one is looking for: the set that
 * `npm run bench` scores (hit@1, hit@8, MRR) and `tests/e2e/search-ranking.test.ts` holds to its goal.
 *
 * `want` is a route without the locale prefix. With a `#heading`, only a suggestion for that heading
 * counts; without one, any suggestion that opens the page does. Name a heading where the page alone
 * would leave the reader searching again: a member of an API class, a section of a long guide. Every target must exist in the
 * locale's search index (the evaluator fails on one that does not, so a renamed page or anchor is
 * caught here rather than silently lowering the score).
 *
 * Write a query the way a reader would before looking at what the site ranks first, and name the page
 * that answers it best; do not pick a target because it already wins. Where a second page answers the
 * query just as well (a property and the action that animates it), name it in `also`, with the reason in
 * a comment; a suggestion for either counts.
 */
export type SearchQuery = {q: string; want: string; also?: string[]};

import {readerQueries} from './queries-readers';

const api = (page: string) => `/docs/api/${page}`;
const guide = (page: string) => `/docs/tutorial/${page}`;
const firstGame = (page: string) => `/docs/example/First Game Tutorial/${page}`;
const platformer = (page: string) => `/docs/example/Platformer Tutorial/${page}`;

/** Queries that read the same in both locales: class names and members, typed in English. */
const names: SearchQuery[] = [
  // Class names, as written.
  {q: 'Sprite', want: api('Class/Sprite')},
  {q: 'Node', want: api('Class/Node')},
  {q: 'Label', want: api('Class/Label')},
  {q: 'Body', want: api('Class/Body')},
  {q: 'PhysicsWorld', want: api('Class/PhysicsWorld')},
  {q: 'InputManager', want: api('Class/InputManager')},
  {q: 'HttpClient', want: api('Class/HttpClient')},
  {q: 'YarnRunner', want: api('Class/YarnRunner')},
  {q: 'DrawNode', want: api('Class/DrawNode')},
  {q: 'ClipNode', want: api('Class/ClipNode')},
  {q: 'TileNode', want: api('Class/TileNode')},
  {q: 'Playable', want: api('Class/Playable')},
  {q: 'Director', want: api('Class/Director')},
  {q: 'Camera2D', want: api('Class/Camera2D')},
  {q: 'Vec2', want: api('Class/Vec2')},
  {q: 'Content', want: api('Class/Content')},
  {q: 'DB', want: api('Class/DB')},
  {q: 'Entity', want: api('Class/Entity')},
  {q: 'Observer', want: api('Class/Observer')},
  {q: 'Ease', want: api('Class/Ease')},
  {q: 'RenderTarget', want: api('Class/RenderTarget')},
  {q: 'SpriteEffect', want: api('Class/SpriteEffect')},
  {q: 'Keyboard', want: api('Class/Keyboard')},
  {q: 'Controller', want: api('Class/Controller')},
  {q: 'EffekNode', want: api('Class/EffekNode')},
  {q: 'AlignNode', want: api('Class/AlignNode')},
  {q: 'QLearner', want: api('Class/QLearner')},
  {q: 'Scheduler', want: api('Class/Scheduler')},
  {q: 'Platformer', want: api('Module/Platformer')},
  // Class names in lower case, as most people type.
  {q: 'sprite', want: api('Class/Sprite')},
  {q: 'label', want: api('Class/Label')},
  {q: 'physicsworld', want: api('Class/PhysicsWorld')},
  {q: 'inputmanager', want: api('Class/InputManager')},
  {q: 'httpclient', want: api('Class/HttpClient')},
  {q: 'yarnrunner', want: api('Class/YarnRunner')},
  {q: 'drawnode', want: api('Class/DrawNode')},
  {q: 'camera2d', want: api('Class/Camera2D')},
  {q: 'vec2', want: api('Class/Vec2')},
  {q: 'rendertarget', want: api('Class/RenderTarget')},
  // Member names, whole.
  {q: 'addChild', want: api('Class/Node#addchild')},
  {q: 'runAction', want: api('Class/Node#runaction')},
  {q: 'removeFromParent', want: api('Class/Node#removefromparent')},
  {q: 'onTapBegan', want: api('Class/Node#ontapbegan')},
  {q: 'getChildByTag', want: api('Class/Node#getchildbytag')},
  {q: 'convertToWorldSpace', want: api('Class/Node#converttoworldspace')},
  {q: 'insertSearchPath', want: api('Class/Content#insertsearchpath')},
  {q: 'setShouldContact', want: api('Class/PhysicsWorld#setshouldcontact')},
  {q: 'textureRect', want: api('Class/Sprite#texturerect')},
  {q: 'loadExcel', want: api('Class/Content#loadexcel')},
  {q: 'playStream', want: api('Module/Audio#playstream')},
  {q: 'getLayer', want: api('Class/TileNode#getlayer')},
  {q: 'applyLinearImpulse', want: api('Class/Body#applylinearimpulse')},
  {q: 'queryAsync', want: api('Class/DB#queryasync')},
  {q: 'deltaTime', want: api('Class/App#deltatime')},
  // Member names, half typed.
  {q: 'addChi', want: api('Class/Node#addchild')},
  {q: 'runAct', want: api('Class/Node#runaction')},
  {q: 'removeFromPar', want: api('Class/Node#removefromparent')},
  {q: 'insertSearch', want: api('Class/Content#insertsearchpath')},
  {q: 'setShouldCon', want: api('Class/PhysicsWorld#setshouldcontact')},
  // Member names that several classes share: the one readers use most.
  {q: 'position', want: api('Class/Node#position')},
  {q: 'visible', want: api('Class/Node#visible')},
  // The property, or the action that changes it over time: both are how a reader sets opacity.
  {q: 'opacity', want: api('Class/Node#opacity'), also: [api('Module/Opacity')]},
  {q: 'anchor', want: api('Class/Node#anchor')},
  {q: 'schedule', want: api('Class/Node#schedule')},
  {q: 'velocity', want: api('Class/Body#velocity')},
  {q: 'zoom', want: api('Class/Camera2D#zoom')},
  {q: 'text', want: api('Class/Label#text')},
  // Action and coroutine functions.
  {q: 'Sequence', want: api('Module/Sequence')},
  {q: 'sleep', want: api('Module/sleep')},
  {q: 'thread', want: api('Module/thread')},
];

/**
 * Members written the way code writes them: Lua's `.` and `:`, TypeScript's `.` with a call, the `#` of
 * documentation, Rust's `::`, in any case. The same in both locales.
 */
const qualifiedNames: SearchQuery[] = [
  {q: 'Node.addChild', want: api('Class/Node#addchild')},
  {q: 'Node:addChild', want: api('Class/Node#addchild')},
  {q: 'Node#addChild', want: api('Class/Node#addchild')},
  {q: 'node.addChild()', want: api('Class/Node#addchild')},
  {q: 'node:addChild(sprite)', want: api('Class/Node#addchild')},
  {q: 'Node::add_child', want: api('Class/Node#addchild')},
  {q: 'Audio:play', want: api('Module/Audio#play')},
  {q: 'Audio.playStream', want: api('Module/Audio#playstream')},
  {q: 'Label.text', want: api('Class/Label#text')},
  {q: 'label.text = ', want: api('Class/Label#text')},
  {q: 'Sprite.texture', want: api('Class/Sprite#texture')},
  {q: 'sprite:runAction', want: api('Class/Node#runaction')},
  {q: 'Node.onTapBegan', want: api('Class/Node#ontapbegan')},
  {q: 'node:schedule(', want: api('Class/Node#schedule')},
  {q: 'Node.removeFromParent', want: api('Class/Node#removefromparent')},
  {q: 'Body.velocity', want: api('Class/Body#velocity')},
  {q: 'body:applyLinearImpulse', want: api('Class/Body#applylinearimpulse')},
  {q: 'PhysicsWorld.setShouldContact', want: api('Class/PhysicsWorld#setshouldcontact')},
  {q: 'Camera2D.zoom', want: api('Class/Camera2D#zoom')},
  {q: 'Director.entry', want: api('Class/Director#entry')},
  {q: 'Director.ui', want: api('Class/Director#ui')},
  {q: 'Content:loadExcel', want: api('Class/Content#loadexcel')},
  {q: 'Content.writablePath', want: api('Class/Content#writablepath')},
  {q: 'App.deltaTime', want: api('Class/App#deltatime')},
  {q: 'App.platform', want: api('Class/App#platform')},
  {q: 'DB:queryAsync', want: api('Class/DB#queryasync')},
  {q: 'HttpClient:getAsync', want: api('Class/HttpClient#getasync')},
  {q: 'Vec2.length', want: api('Class/Vec2#length')},
  {q: 'TileNode:getLayer', want: api('Class/TileNode#getlayer')},
  {q: 'Playable:play', want: api('Class/Playable#play')},
  {q: 'Keyboard:isKeyDown', want: api('Class/Keyboard#iskeydown')},
  {q: 'Platformer.Unit.attackRange', want: api('Class/Platformer/Unit#attackrange')},
  {q: 'Unit.faceRight', want: api('Class/Platformer/Unit#faceright')},
  // The page's members: the name and a dot, as an editor's completion is asked for.
  {q: 'Node.', want: api('Class/Node')},
  {q: 'Sprite:', want: api('Class/Sprite')},
];

/** Members in the Rust binding's spelling (snake_case, `get_`/`set_` for a field, `_with_…` for an overload). */
const otherSpellings: SearchQuery[] = [
  {q: 'add_child', want: api('Class/Node#addchild')},
  {q: 'add_child_with_order', want: api('Class/Node#addchild')},
  {q: 'remove_from_parent', want: api('Class/Node#removefromparent')},
  {q: 'run_action', want: api('Class/Node#runaction')},
  {q: 'get_child_by_tag', want: api('Class/Node#getchildbytag')},
  {q: 'convert_to_world_space', want: api('Class/Node#converttoworldspace')},
  {q: 'align_items_vertically', want: api('Class/Node#alignitemsvertically')},
  {q: 'set_opacity', want: api('Class/Node#opacity')},
  {q: 'get_position', want: api('Class/Node#position')},
  {q: 'set_text', want: api('Class/Label#text')},
  {q: 'set_text_width', want: api('Class/Label#textwidth')},
  {q: 'set_texture_rect', want: api('Class/Sprite#texturerect')},
  {q: 'play_stream', want: api('Module/Audio#playstream')},
  {q: 'set_pause_all_current', want: api('Module/Audio#setpauseallcurrent')},
  {q: 'apply_linear_impulse', want: api('Class/Body#applylinearimpulse')},
  {q: 'set_velocity', want: api('Class/Body#velocity')},
  {q: 'set_should_contact', want: api('Class/PhysicsWorld#setshouldcontact')},
  {q: 'get_zoom', want: api('Class/Camera2D#zoom')},
  {q: 'get_entry', want: api('Class/Director#entry')},
  {q: 'set_clear_color', want: api('Class/Director#clearcolor')},
  {q: 'insert_search_path', want: api('Class/Content#insertsearchpath')},
  {q: 'get_writable_path', want: api('Class/Content#writablepath')},
  {q: 'load_excel', want: api('Class/Content#loadexcel')},
  {q: 'query_with_params', want: api('Class/DB#query')},
  {q: 'exec_async', want: api('Class/DB#execasync')},
  {q: 'download_async', want: api('Class/HttpClient#downloadasync')},
  {q: 'get_delta_time', want: api('Class/App#deltatime')},
  {q: 'set_target_fps', want: api('Class/App#targetfps')},
  {q: 'set_time_scale', want: api('Class/Scheduler#timescale')},
  {q: 'get_layer', want: api('Class/TileNode#getlayer')},
  {q: 'draw_polygon', want: api('Class/DrawNode#drawpolygon')},
  {q: 'set_look', want: api('Class/Playable#look')},
  {q: 'render_clear', want: api('Class/RenderTarget#renderwithclear')},
];

/**
 * Chinese typed with a same-sounding character, as a pinyin input method offers it (摄相机 for 摄像机, 下在 for
 * 下载): the page the intended word finds.
 */
const inputSlips: SearchQuery[] = [
  {q: '节电', want: api('Class/Node')},
  {q: '精零', want: api('Class/Sprite')},
  {q: '协成', want: guide('using-update')},
  {q: '钢体', want: api('Class/Body')},
  {q: '换动函数', want: api('Class/Ease')},
  {q: '物理世届', want: api('Class/PhysicsWorld')},
  {q: '碰装检测', want: guide('Using Nodes/using-physics-2')},
  {q: '感映器', want: api('Class/Sensor')},
  {q: '瓦片底图', want: guide('Using Nodes/using-tilemap')},
  {q: '骨格动画', want: guide('Using Nodes/using-playable')},
  {q: '例子特效', want: guide('Using Nodes/using-effect')},
  {q: '失量图形', want: guide('Using Nodes/using-vg-node')},
  {q: '裁减节点', want: api('Class/ClipNode')},
  {q: '后处里', want: guide('Using Nodes/using-grabber')},
  {q: '文本表签', want: api('Class/Label')},
  {q: '摄相机', want: api('Class/Camera2D')},
  {q: '背景音月', want: api('Module/Audio')},
  {q: '输入管里器', want: api('Class/InputManager')},
  {q: '每桢更新', want: guide('using-update')},
  {q: '屏幕试配', want: guide('adapting-to-screen')},
  {q: '数剧库', want: api('Class/DB')},
  {q: '配置标', want: guide('Managing Game Data/using-excel')},
  {q: '读写文见', want: api('Class/Content')},
  {q: '网络清求', want: api('Class/HttpClient')},
  {q: '下在文件', want: api('Class/HttpClient')},
  {q: '决测树', want: guide('Using Machine Learning/using-decision-tree')},
  {q: '强化学系', want: guide('Using Machine Learning/using-qlearning')},
  {q: '打包游系', want: guide('game-app-pack')},
  {q: '快速上首', want: guide('quick-start')},
  {q: '编程语严', want: guide('language-select')},
  {q: '平台有戏', want: platformer('start')},
  {q: '移动精零', want: api('Module/Move')},
  {q: '锚店', want: api('Class/Node#anchor')},
  {q: '场景数', want: guide('setup-scene')},
  {q: '触模', want: guide('Using Input/using-input-event')},
];

/** The queries the site first held to its goal: names, topics and short tasks. */
const established: Record<'en' | 'zh-Hans', SearchQuery[]> = {
  en: [
    ...names,
    // Compound and split forms.
    {q: 'tilemap', want: guide('Using Nodes/using-tilemap')},
    {q: 'tile map', want: guide('Using Nodes/using-tilemap')},
    {q: 'physics world', want: api('Class/PhysicsWorld')},
    {q: 'input manager', want: api('Class/InputManager')},
    {q: 'http client', want: api('Class/HttpClient')},
    {q: 'render target', want: api('Class/RenderTarget')},
    {q: 'clip node', want: api('Class/ClipNode')},
    {q: 'qlearning', want: guide('Using Machine Learning/using-qlearning')},
    {q: 'q-learning', want: guide('Using Machine Learning/using-qlearning')},
    // The input guide's controller section, or the first game's section that maps gamepad buttons.
    {q: 'gamepad', want: guide('Using Input/using-input-event'), also: [firstGame('input#keyboard-or-gamepad')]},
    // Tasks, in a reader's words.
    {q: 'play a sound', want: api('Module/Audio')},
    {q: 'play background music', want: api('Module/Audio')},
    {q: 'move a sprite to a point', want: api('Module/Move')},
    {q: 'save game data', want: guide('Managing Game Data/using-database')},
    {q: 'http request', want: api('Class/HttpClient')},
    {q: 'download a file', want: api('Class/HttpClient')},
    {q: 'write a file', want: api('Class/Content')},
    {q: 'read excel', want: guide('Managing Game Data/using-excel')},
    {q: 'handle touch', want: guide('Using Input/using-input-event')},
    {q: 'keyboard input', want: guide('Using Input/using-input-event')},
    {q: 'collision detection', want: guide('Using Nodes/using-physics-2')},
    {q: 'frame animation', want: firstGame('sprite')},
    {q: 'skeletal animation', want: guide('Using Nodes/using-playable')},
    {q: 'particle effect', want: guide('Using Nodes/using-effect')},
    {q: 'vector graphics', want: guide('Using Nodes/using-vg-node')},
    // RenderTarget renders nodes into a texture; the Grabber guide renders a branch of the scene into one.
    {q: 'render to texture', want: api('Class/RenderTarget'), also: [guide('Using Nodes/using-grabber')]},
    {q: 'post processing', want: guide('Using Nodes/using-grabber')},
    {q: 'dialogue', want: guide('Writing Game Dialogue/introduction-to-yarn')},
    {q: 'decision tree', want: guide('Using Machine Learning/using-decision-tree')},
    {q: 'reinforcement learning', want: guide('Using Machine Learning/using-qlearning')},
    {q: 'coroutine', want: guide('using-update')},
    {q: 'update every frame', want: guide('using-update')},
    {q: 'support different screen sizes', want: guide('adapting-to-screen')},
    {q: 'package game', want: guide('game-app-pack')},
    {q: 'build from source', want: guide('dev-configuration')},
    {q: 'install', want: guide('quick-start')},
    {q: 'getting started', want: guide('quick-start')},
    {q: 'ecs', want: guide('using-ecs')},
    {q: 'imgui', want: guide('using-imgui')},
    {q: 'xml ui', want: guide('Using Dora Xml/dora-xml-ui-1')},
    {q: 'typescript', want: guide('Language Tutorial/Using TypeScript in Dora/try-tstl')},
    {q: 'tsx', want: guide('Language Tutorial/using-tsx')},
    {q: 'yuescript', want: guide('Language Tutorial/yuescript-15min')},
    {q: 'teal', want: guide('Language Tutorial/teal-tutorial')},
    {q: 'easing', want: api('Class/Ease')},
    {q: 'sqlite', want: guide('Managing Game Data/using-database')},
    {q: 'platformer tutorial', want: platformer('start')},
    {q: 'first game tutorial', want: firstGame('start')},
    // Posts and creative guides.
    {q: 'year of the snake', want: '/blog/2025/1/20/year-of-snake'},
    {q: 'moonscript', want: '/blog/2024/4/17/a-moon-script-tale'},
    {q: 'rust', want: '/blog/2024/4/15/rusty-game-dev'},
    {q: 'wa language', want: '/blog/2025/1/15/dora-wa'},
    {q: 'wizard of oz', want: '/blog/dora-ssr'},
    {q: 'mascot', want: '/docs/creative/art-i'},
    {q: 'community music', want: '/docs/creative/dora-sound-system'},
  ],
  'zh-Hans': [
    ...names,

    // English words typed on the Chinese site.
    {q: 'tilemap', want: guide('Using Nodes/using-tilemap')},
    {q: 'ecs', want: guide('using-ecs')},
    {q: 'imgui', want: guide('using-imgui')},
    {q: 'tsx', want: guide('Language Tutorial/using-tsx')},
    {q: 'yuescript', want: guide('Language Tutorial/yuescript-15min')},
    {q: 'teal', want: guide('Language Tutorial/teal-tutorial')},
    {q: 'sqlite', want: guide('Managing Game Data/using-database')},
    // Chinese terms for engine concepts.
    {q: '精灵', want: api('Class/Sprite')},
    {q: '图元', want: api('Class/Sprite')},
    {q: '节点', want: api('Class/Node')},
    {q: '场景树', want: guide('setup-scene')},
    {q: '节点动作', want: guide('setup-scene#actions')},
    {q: '缓动函数', want: api('Class/Ease')},
    {q: '物理世界', want: api('Class/PhysicsWorld')},
    {q: '刚体', want: api('Class/Body')},
    {q: '碰撞检测', want: guide('Using Nodes/using-physics-2')},
    {q: '感应器', want: api('Class/Sensor')},
    {q: '瓦片地图', want: guide('Using Nodes/using-tilemap')},
    {q: '骨骼动画', want: guide('Using Nodes/using-playable')},
    {q: '粒子特效', want: guide('Using Nodes/using-effect')},
    {q: '矢量图形', want: guide('Using Nodes/using-vg-node')},
    {q: '裁剪节点', want: api('Class/ClipNode')},
    {q: '后处理', want: guide('Using Nodes/using-grabber')},
    {q: '文本标签', want: api('Class/Label')},
    {q: '摄像机', want: api('Class/Camera2D')},
    {q: '音效', want: api('Module/Audio')},
    {q: '背景音乐', want: api('Module/Audio')},
    {q: '键盘', want: guide('Using Input/using-input-event')},
    {q: '鼠标', want: guide('Using Input/using-input-event')},
    {q: '手柄', want: guide('Using Input/using-input-event'), also: [firstGame('input#keyboard-or-gamepad')]},
    {q: '触摸', want: guide('Using Input/using-input-event')},
    {q: '手势', want: guide('Using Input/using-input-event')},
    {q: '输入管理器', want: api('Class/InputManager')},
    {q: '增强输入', want: guide('Using Input/using-enhanced-input')},
    {q: '协程', want: guide('using-update')},
    {q: '每帧更新', want: guide('using-update')},
    {q: '屏幕适配', want: guide('adapting-to-screen')},
    {q: '数据库', want: api('Class/DB')},
    {q: '存档', want: guide('Managing Game Data/using-database')},
    {q: '配置表', want: guide('Managing Game Data/using-excel')},
    {q: '读写文件', want: api('Class/Content')},
    {q: '网络请求', want: api('Class/HttpClient')},
    {q: '下载文件', want: api('Class/HttpClient')},
    {q: '对话', want: guide('Writing Game Dialogue/introduction-to-yarn')},
    {q: '决策树', want: guide('Using Machine Learning/using-decision-tree')},
    {q: '强化学习', want: guide('Using Machine Learning/using-qlearning')},
    {q: '实体组件系统', want: guide('using-ecs')},
    {q: '打包游戏', want: guide('game-app-pack')},
    {q: '源码构建', want: guide('dev-configuration')},
    {q: '安装', want: guide('quick-start')},
    {q: '快速上手', want: guide('quick-start')},
    {q: '编程语言', want: guide('language-select')},
    {q: '帧动画', want: firstGame('sprite')},
    {q: '平台游戏', want: platformer('start')},
    {q: '吉祥物', want: '/docs/creative/art-i'},
    {q: '蛇年', want: '/blog/2025/1/20/year-of-snake'},
    {q: '凹语言', want: '/blog/2025/1/15/dora-wa'},
    // Tasks, in a reader's words.
    {q: '播放音效', want: api('Module/Audio')},
    {q: '移动精灵', want: api('Module/Move')},
    {q: '保存游戏数据', want: guide('Managing Game Data/using-database')},
    {q: '读取 Excel', want: guide('Managing Game Data/using-excel')},
    {q: '加载纹理', want: guide('Using Nodes/using-sprite#loading-textures-asynchronously')},
    {q: '文字输入', want: guide('Using Input/using-input-event#text-input')},
    {q: '碰撞分组', want: guide('Using Nodes/using-physics-1')},
    {q: '渲染到纹理', want: api('Class/RenderTarget'), also: [guide('Using Nodes/using-grabber')]},
    // Chinese and English together.
    {q: 'Sprite 纹理', want: guide('Using Nodes/using-sprite')},
    {q: 'Node 事件', want: api('Node Event/Node')},
    {q: 'TSX 组件', want: guide('Language Tutorial/using-tsx')},
  ],
};

/** Every query, by kind, per locale (input-method slips on the Chinese site only). */
export const querySets: Record<'en' | 'zh-Hans', Record<string, SearchQuery[]>> = {
  en: {established: established.en, qualifiedNames, otherSpellings, ...readerQueries.en},
  'zh-Hans': {
    established: established['zh-Hans'],
    qualifiedNames,
    otherSpellings,
    ...readerQueries['zh-Hans'],
    inputSlips,
  },
};

/** All the queries of a locale. */
export const queries: Record<'en' | 'zh-Hans', SearchQuery[]> = {
  en: Object.values(querySets.en).flat(),
  'zh-Hans': Object.values(querySets['zh-Hans']).flat(),
};
