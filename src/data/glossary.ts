/**
 * The site's glossary: one Chinese term for each engine concept, and the words other engines use for it. The
 * glossary page shows it in both locales, and `tests/unit/glossary.test.ts` fails when Chinese prose uses a
 * variant listed under `avoid`.
 */
export type GlossaryEntry = {
  /** The English term, as the guides use it. */
  en: string;
  /** The one Chinese term for it. */
  zh: string;
  /** Chinese variants the site does not use for this concept. */
  avoid?: string[];
  /** The word the engine's own Chinese API comments (the Web IDE's hover text) use, where it differs. */
  engine?: string;
  /** Variants readers often meet in other engines and tutorials, shown marked beside the term. */
  common?: string[];
  /** Longer words that contain a variant but mean something else (工程师 is not 工程). */
  allow?: string[];
  /** The API page that documents it, as a route under /docs/api/. */
  api?: string;
  /** Words other engines and tools use for this concept (a tween for an action), per language: shown in Other words and found by search. */
  elsewhere?: {en?: string[]; zh?: string[]};
  /** Where search sends those words, when not `api`: a route with an optional #anchor (for example '/docs/tutorial/using-update'). */
  searchTarget?: string;
  note: {en: string; zh: string};
};

export const glossary: GlossaryEntry[] = [
  {
    en: 'node',
    zh: '节点',
    api: 'Class/Node',
    elsewhere: {en: ['game object', 'display object', 'actor'], zh: ['游戏对象', '显示对象']},
    note: {en: 'The building block of every scene.', zh: '构成场景的基本单元。'},
  },
  {
    en: 'scene tree',
    zh: '场景树',
    elsewhere: {en: ['scene graph', 'scene hierarchy', 'display list'], zh: ['场景图', '显示列表']},
    searchTarget: '/docs/tutorial/setup-scene#scenes-are-trees-of-nodes',
    note: {
      en: 'The nodes that hang from the entry node, drawn and updated each frame.',
      zh: '挂在入口节点下的所有节点，每帧都会绘制和更新。',
    },
  },
  {
    en: 'root node',
    zh: '根节点',
    note: {en: 'The top node of a tree of nodes.', zh: '一棵节点树最上层的节点。'},
  },
  {
    en: 'child node, parent node',
    zh: '子节点、父节点',
    note: {en: 'A child moves, turns and scales with its parent.', zh: '子节点随父节点一起移动、旋转和缩放。'},
  },
  {
    en: 'sprite',
    zh: '精灵',
    avoid: ['图元', '图片节点', '图片精灵'],
    api: 'Class/Sprite',
    engine: '图元',
    note: {en: 'A node that shows an image or part of one.', zh: '显示一张图片（或其中一部分）的节点。'},
  },
  {
    en: 'atlas',
    zh: '图集',
    elsewhere: {
      en: ['sprite sheet', 'spritesheet', 'texture atlas'],
      zh: ['精灵表', '精灵图集', '纹理图集', '合图', '雪碧图'],
    },
    searchTarget: '/docs/tutorial/Using Nodes/using-sprite#sprites-from-an-atlas',
    note: {
      en: 'One image holding many pictures, each named in a .clip file.',
      zh: '一张图片里放着多幅小图，每幅的名字记在 .clip 文件里。',
    },
  },
  {
    en: 'label',
    zh: '文本标签',
    avoid: ['文字标签', '文本节点'],
    api: 'Class/Label',
    note: {en: 'A node that draws text with a font.', zh: '用字体绘制文字的节点。'},
  },
  {
    en: 'anchor',
    zh: '锚点',
    elsewhere: {en: ['pivot', 'origin'], zh: ['轴心点']},
    searchTarget: '/docs/api/Class/Node#anchor',
    note: {en: 'The point of a node that its position refers to.', zh: '节点位置所指的那个点。'},
  },
  {
    en: 'skew',
    zh: '斜切',
    avoid: ['扭曲'],
    engine: '倾斜',
    elsewhere: {en: ['shear'], zh: ['错切']},
    searchTarget: '/docs/api/Class/Node#skewx',
    note: {en: 'Slanting a node along the x or y axis, in degrees.', zh: '让节点沿 x 轴或 y 轴倾斜变形，单位为度。'},
  },
  {
    en: 'action',
    zh: '动作',
    api: 'Class/Action',
    elsewhere: {en: ['tween', 'property animation'], zh: ['补间动画', '缓动动画']},
    note: {
      en: 'A change of a node property over time, such as a move or a fade.',
      zh: '让节点属性随时间变化，例如移动或淡出。',
    },
  },
  {
    en: 'easing',
    zh: '缓动',
    api: 'Class/Ease',
    note: {en: 'How an action speeds up and slows down.', zh: '动作如何加速和减速。'},
  },
  {
    en: 'frame animation',
    zh: '帧动画',
    elsewhere: {en: ['sprite animation', 'animated sprite', 'flipbook'], zh: ['序列帧动画', '逐帧动画']},
    searchTarget: '/docs/api/Module/Frame',
    note: {
      en: 'A sprite showing the pictures of an image or atlas one after another.',
      zh: '精灵依次显示一张图片或图集里的各幅小图，形成动画。',
    },
  },
  {
    en: 'update function',
    zh: '更新函数',
    elsewhere: {en: ['tick'], zh: ['每帧回调']},
    searchTarget: '/docs/tutorial/using-update#per-frame-update-functions',
    note: {en: 'A function the engine calls every frame.', zh: '引擎每帧都会调用的函数。'},
  },
  {
    en: 'delta time',
    zh: '帧间隔',
    avoid: ['时间增量'],
    elsewhere: {en: ['dt', 'frame time'], zh: ['增量时间', '帧时间']},
    searchTarget: '/docs/tutorial/using-update#per-frame-update-functions',
    note: {
      en: 'The seconds since the previous frame, passed to update functions.',
      zh: '距上一帧的秒数，会传给更新函数。',
    },
  },
  {
    en: 'coroutine',
    zh: '协程',
    elsewhere: {en: ['timer', 'delayed call'], zh: ['协同程序', '定时器', '计时器']},
    searchTarget: '/docs/tutorial/using-update#coroutine-tasks',
    note: {
      en: 'A function that can pause and resume later, for code that waits.',
      zh: '可以暂停、之后再继续的函数，适合写需要等待的代码。',
    },
  },
  {
    en: 'node event, global event',
    zh: '节点事件、全局事件',
    elsewhere: {
      en: ['signal', 'event bus', 'event emitter', 'event dispatcher'],
      zh: ['信号', '事件总线', '事件派发'],
    },
    searchTarget: '/docs/api/Module/emit',
    note: {
      en: 'A message a node receives, or one sent to every listener.',
      zh: '节点收到的消息，或发给所有监听者的消息。',
    },
  },
  {
    en: 'slot',
    zh: '插槽',
    api: 'Class/Slot',
    engine: '信号槽',
    elsewhere: {en: ['event listener'], zh: ['事件监听器']},
    note: {en: 'A handler connected to an event by name.', zh: '按事件名连接到事件上的处理函数。'},
  },
  {
    en: 'touch, gesture',
    zh: '触摸、手势',
    api: 'Class/Touch',
    elsewhere: {en: ['pointer'], zh: ['指针事件', '点击事件']},
    note: {
      en: 'A finger or mouse press on a node; several fingers moving together.',
      zh: '手指或鼠标在节点上的按压；多根手指一起移动。',
    },
  },
  {
    en: 'gamepad, game controller',
    zh: '游戏手柄',
    avoid: ['游戏控制器'],
    api: 'Class/Controller',
    elsewhere: {en: ['joypad']},
    note: {en: 'A controller with buttons and sticks.', zh: '带按键和摇杆的手柄。'},
  },
  {
    en: 'input manager',
    zh: '输入管理器',
    elsewhere: {en: ['input map', 'input actions', 'action mapping'], zh: ['输入映射', '按键映射']},
    searchTarget: '/docs/tutorial/Using Input/using-enhanced-input',
    note: {
      en: 'Maps keys, buttons and touches to the actions a game defines.',
      zh: '把按键、手柄按钮和触摸映射成游戏定义的操作。',
    },
  },
  {
    en: 'trigger',
    zh: '触发器',
    note: {en: 'An input manager rule that fires an action.', zh: '输入管理器中触发操作的规则。'},
  },
  {
    en: 'physics world',
    zh: '物理世界',
    api: 'Class/PhysicsWorld',
    note: {en: 'The node that runs the physics simulation of its bodies.', zh: '为其中的刚体运行物理模拟的节点。'},
  },
  {
    en: 'body',
    zh: '刚体',
    avoid: ['物理体', '物体'],
    api: 'Class/Body',
    engine: '物理体',
    elsewhere: {en: ['rigidbody', 'rigid body', 'physics body']},
    note: {en: 'An object the physics world moves and collides.', zh: '由物理世界移动并参与碰撞的对象。'},
  },
  {
    en: 'body definition',
    zh: '刚体定义',
    api: 'Class/BodyDef',
    note: {en: 'The description a body is built from.', zh: '创建刚体所依据的描述。'},
  },
  {
    en: 'dynamic, static, kinematic body',
    zh: '动态刚体、静态刚体、运动学刚体',
    avoid: ['运动态'],
    note: {
      en: 'Moved by forces; never moves; moved only by its velocity.',
      zh: '受力运动；从不移动；只按自身速度移动。',
    },
  },
  {
    en: 'fixture',
    zh: '碰撞形状',
    avoid: ['夹具'],
    api: 'Class/FixtureDef',
    elsewhere: {en: ['collider', 'collision shape'], zh: ['碰撞体', '碰撞器', '碰撞盒']},
    note: {
      en: 'A shape attached to a body, with its density, friction and restitution.',
      zh: '附在刚体上的形状，带有密度、摩擦力和弹性系数。',
    },
  },
  {
    en: 'sensor',
    zh: '感应器',
    avoid: ['感应区域', '传感器'],
    api: 'Class/Sensor',
    engine: '传感器',
    elsewhere: {en: ['trigger collider', 'trigger volume', 'hitbox'], zh: ['判定框']},
    note: {
      en: 'A shape that reports what enters and leaves it, without colliding.',
      zh: '只报告进出、不参与碰撞的形状。',
    },
  },
  {
    en: 'joint',
    zh: '关节',
    api: 'Class/Joint',
    elsewhere: {en: ['physics constraint'], zh: ['物理约束']},
    note: {en: 'A link that constrains how two bodies move.', zh: '约束两个刚体相对运动的连接。'},
  },
  {
    en: 'raycast',
    zh: '射线投射',
    elsewhere: {en: ['ray cast', 'linecast', 'ray query'], zh: ['射线检测']},
    searchTarget: '/docs/api/Class/PhysicsWorld#raycast',
    note: {
      en: 'Casting a line between two points to find the bodies it crosses.',
      zh: '在两点之间投射一条射线，找出它穿过的刚体。',
    },
  },
  {
    en: 'camera',
    zh: '摄像机',
    avoid: ['相机'],
    api: 'Class/Camera',
    engine: '相机',
    common: ['相机'],
    note: {en: 'What decides the part of the world shown on screen.', zh: '决定屏幕上显示世界哪一部分。'},
  },
  {
    en: 'render target',
    zh: '渲染目标',
    api: 'Class/RenderTarget',
    elsewhere: {en: ['render texture'], zh: ['渲染纹理']},
    note: {en: 'A texture that nodes are drawn into.', zh: '可以把节点绘制进去的纹理。'},
  },
  {
    en: 'clip node, mask',
    zh: '裁剪节点、蒙版',
    avoid: ['遮罩'],
    api: 'Class/ClipNode',
    common: ['遮罩'],
    note: {
      en: 'A node that shows its children only inside (or outside) a mask.',
      zh: '只在蒙版内（或外）显示子节点的节点。',
    },
  },
  {
    en: 'texture',
    zh: '纹理',
    api: 'Class/Texture2D',
    note: {en: 'An image loaded for drawing.', zh: '加载后用于绘制的图像。'},
  },
  {
    en: 'shader',
    zh: '着色器',
    note: {en: 'A small GPU program that computes vertices or pixels.', zh: '在 GPU 上计算顶点或像素的小程序。'},
  },
  {
    en: 'effect',
    zh: '特效',
    note: {
      en: 'A visual effect: a shader pass on a sprite, or a particle or Effekseer effect.',
      zh: '视觉效果：精灵上的着色器处理，或粒子、Effekseer 特效。',
    },
  },
  {
    en: 'particle',
    zh: '粒子',
    api: 'Class/Particle',
    note: {
      en: 'Many small images emitted and moved together, for fire, smoke or sparks.',
      zh: '成批发射和运动的小图，用于火焰、烟雾、火花等。',
    },
  },
  {
    en: 'skeletal animation',
    zh: '骨骼动画',
    api: 'Class/Playable',
    note: {
      en: 'Animation made by moving a skeleton of bones, from Spine or DragonBones files.',
      zh: '通过移动骨架制作的动画，来自 Spine 或 DragonBones 文件。',
    },
  },
  {
    en: 'tile map',
    zh: '瓦片地图',
    api: 'Class/TileNode',
    elsewhere: {en: ['tilemap layer'], zh: ['图块地图']},
    note: {
      en: 'A map drawn from small tiles, made in the Tiled editor.',
      zh: '由小图块拼成的地图，用 Tiled 编辑器制作。',
    },
  },
  {
    en: 'vector graphics',
    zh: '矢量图形',
    note: {en: 'Shapes drawn from paths rather than images.', zh: '用路径而不是图片绘制的图形。'},
  },
  {
    en: 'entity, component',
    zh: '实体、组件',
    api: 'Class/Entity',
    note: {en: 'An entity is a bag of named components (values).', zh: '实体是一组具名组件（值）的集合。'},
  },
  {
    en: 'group, observer',
    zh: '分组、观察器',
    avoid: ['观察者'],
    api: 'Class/Observer',
    elsewhere: {en: ['entity query', 'reactive system'], zh: ['实体查询']},
    note: {
      en: 'A group holds the entities that have some components; an observer reacts to entities that change.',
      zh: '分组收集拥有某些组件的实体；观察器对发生变化的实体作出反应。',
    },
  },
  {
    en: 'decision tree',
    zh: '决策树',
    note: {
      en: 'A tree of questions learned from examples, used to pick an action.',
      zh: '从样本中学出的问题树，用来选择动作。',
    },
  },
  {
    en: 'dialogue',
    zh: '对话',
    note: {en: 'Branching conversation written in Yarn Spinner scripts.', zh: '用 Yarn Spinner 脚本编写的分支对话。'},
  },
  {
    en: 'database',
    zh: '数据库',
    api: 'Class/DB',
    note: {en: 'The SQLite database the engine opens for a game.', zh: '引擎为游戏打开的 SQLite 数据库。'},
  },
  {
    en: 'project',
    zh: '项目',
    avoid: ['工程'],
    allow: ['工程师'],
    note: {en: 'A folder with an init file and the game’s assets.', zh: '带有 init 入口文件和游戏资源的文件夹。'},
  },
  {
    en: 'search path',
    zh: '搜索路径',
    note: {en: 'The folders the engine looks in for modules and assets.', zh: '引擎查找模块和资源的文件夹。'},
  },
  {
    en: 'module',
    zh: '模块',
    note: {en: 'A code file that another file requires or imports.', zh: '被其他文件 require 或 import 的代码文件。'},
  },
  {
    en: 'Web IDE',
    zh: 'Web IDE',
    note: {en: 'The browser editor that comes with the engine.', zh: '引擎自带的浏览器编辑器。'},
  },
  {
    en: 'Dora XML',
    zh: 'Dora XML',
    avoid: ['Dora Xml'],
    note: {en: 'The engine’s XML format for describing node trees.', zh: '引擎用来描述节点树的 XML 格式。'},
  },
];

/**
 * The other words for a concept, as the glossary shows them: the engine's word and the common ones first,
 * each with its marks in the page's language, then the other variants the site avoids.
 */
export function otherWords(entry: GlossaryEntry, locale: 'en' | 'zh-Hans'): {word: string; marks: string[]}[] {
  const zh = locale === 'zh-Hans';
  const words = [...new Set([entry.engine, ...(entry.common ?? []), ...(entry.avoid ?? [])])].filter((w): w is string =>
    Boolean(w),
  );
  return words.map((word) => ({
    word,
    marks: [
      word === entry.engine ? (zh ? '引擎 API 注释的用词' : 'in the engine’s API comments') : '',
      entry.common?.includes(word) ? (zh ? '业界常用' : 'common elsewhere') : '',
    ].filter(Boolean),
  }));
}

/** The label before the words other engines use, in the page's language (a colon follows it). */
export function elsewhereLabel(locale: 'en' | 'zh-Hans'): string {
  return locale === 'zh-Hans' ? '其他引擎' : 'Other engines';
}

/** The label with its colon, in the locale's punctuation: "其他引擎：", "Other engines: ". */
export function elsewhereLead(locale: 'en' | 'zh-Hans'): string {
  return locale === 'zh-Hans' ? `${elsewhereLabel(locale)}：` : `${elsewhereLabel(locale)}: `;
}

/**
 * The words other engines and tools use for a concept, as the glossary shows them after the other words: the
 * Chinese page shows the Chinese ones, then the English ones (Chinese readers meet those too); the English
 * page the English ones. `lang` is each word's language.
 */
export function elsewhereWords(
  entry: GlossaryEntry,
  locale: 'en' | 'zh-Hans',
): {word: string; lang: 'en' | 'zh-Hans'}[] {
  return [
    ...(locale === 'zh-Hans' ? (entry.elsewhere?.zh ?? []).map((word) => ({word, lang: 'zh-Hans' as const})) : []),
    ...(entry.elsewhere?.en ?? []).map((word) => ({word, lang: 'en' as const})),
  ];
}

/** A word's marks after it, in the locale's brackets: "图元（业界常用）", "图元 (common elsewhere)". */
export function markedWord(marks: string[], locale: 'en' | 'zh-Hans'): string {
  if (marks.length === 0) return '';
  return locale === 'zh-Hans' ? `（${marks.join('，')}）` : ` (${marks.join(', ')})`;
}

/** The other words as one line of text, for the glossary's Markdown twin, with the other engines' words last. */
export function otherWordsText(entry: GlossaryEntry, locale: 'en' | 'zh-Hans'): string {
  const zh = locale === 'zh-Hans';
  const words = otherWords(entry, locale)
    .map(({word, marks}) => `${word}${markedWord(marks, locale)}`)
    .join('、');
  const elsewhere = elsewhereWords(entry, locale).map(({word}) => word);
  if (elsewhere.length === 0) return words;
  const list = `${elsewhereLead(locale)}${elsewhere.join(zh ? '、' : ', ')}`;
  return words ? `${words}${zh ? '；' : '; '}${list}` : list;
}
