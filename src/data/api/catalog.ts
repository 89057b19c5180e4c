/**
 * The API reference's front door: every API page, grouped the way a game developer looks for it.
 * Routes are relative to /docs/api/. A class's class-object page is linked beside it automatically.
 * `npm run api:check` fails when a page of the reference is missing here or listed twice.
 */
type Words = {readonly en: string; readonly 'zh-Hans': string};

export type CatalogGroup = {
  readonly id: string;
  readonly title: Words;
  readonly blurb: Words;
  readonly routes: readonly string[];
};

export type CatalogCategory = CatalogGroup & {readonly groups?: readonly CatalogGroup[]};

export const catalog: readonly CatalogCategory[] = [
  {
    id: 'basics',
    title: {en: 'Basic functionality', 'zh-Hans': '基础功能'},
    blurb: {en: 'The application, the window and the objects everything else is built on.', 'zh-Hans': '应用程序、窗口，以及其他一切所依赖的基础对象。'},
    routes: ['Class/App', 'Class/View', 'Class Object/Profiler', 'Class/Object', 'Module/Dora', 'Module/Log', 'Module/p', 'Class/Wasm'],
    groups: [
      {
        id: 'audio',
        title: {en: 'Audio', 'zh-Hans': '音频'},
        blurb: {en: 'Music, sound effects, buses and positional sound sources.', 'zh-Hans': '音乐、音效、音频总线和带空间位置的声源。'},
        routes: ['Class/Audio', 'Module/Audio', 'Class/AudioBus', 'Class/AudioSource'],
      },
      {
        id: 'assets',
        title: {en: 'Assets and storage', 'zh-Hans': '资源与存储'},
        blurb: {en: 'Reading and writing files, paths, the resource cache and the built-in database.', 'zh-Hans': '读写文件、处理路径、资源缓存和内置数据库。'},
        routes: ['Class/Content', 'Class/Path', 'Class/Cache', 'Class/DB'],
      },
      {
        id: 'input',
        title: {en: 'Input', 'zh-Hans': '输入'},
        blurb: {en: 'Keyboard, mouse and game controllers, and the input manager with its contexts and triggers. Taps and touches arrive as node events.', 'zh-Hans': '键盘、鼠标、游戏手柄，以及带输入上下文和触发器的输入管理器。点击和触摸以节点事件的形式送达。'},
        routes: [
          'Class/InputManager', 'Class/InputManager/Trigger', 'Class/InputManager/GamePadProps', 'Class/InputManager/DPadProps',
          'Class/InputManager/ButtonPadProps', 'Class/InputManager/ControlPadProps', 'Class/InputManager/JoyStickProps',
          'Class/InputManager/TriggerPadProps', 'Class/Keyboard', 'Class/Mouse', 'Class/Controller', 'Class/Touch',
        ],
      },
      {
        id: 'data',
        title: {en: 'Data structures', 'zh-Hans': '数据结构'},
        blurb: {en: 'Vectors, sizes, rectangles, colours and the engine-side containers.', 'zh-Hans': '向量、尺寸、矩形、颜色，以及引擎端的容器。'},
        routes: ['Class/Vec2', 'Class/Size', 'Class/Rect', 'Class/Color', 'Class/Color3', 'Class/Array', 'Module/Array', 'Class/Dictionary', 'Class/ContainerItem'],
      },
    ],
  },
  {
    id: 'scene',
    title: {en: 'Scene management', 'zh-Hans': '场景管理'},
    blurb: {en: 'The scene tree: the director that runs it, schedulers, cameras and the nodes it is made of.', 'zh-Hans': '场景树：驱动它的导演、调度器、摄像机，以及构成它的节点。'},
    routes: [],
    groups: [
      {
        id: 'tree',
        title: {en: 'Running the scene tree', 'zh-Hans': '运行场景树'},
        blurb: {en: 'Root nodes, update scheduling and cameras.', 'zh-Hans': '根节点、更新调度和摄像机。'},
        routes: ['Class/Director', 'Class/Scheduler', 'Class/Camera', 'Class/Camera2D', 'Class/CameraOtho'],
      },
      {
        id: 'nodes',
        title: {en: 'Nodes and signals', 'zh-Hans': '节点与信号'},
        blurb: {en: 'The node every scene object derives from, layout and menus, and the slots that connect events to code.', 'zh-Hans': '所有场景对象的基类节点、布局与菜单，以及把事件连接到代码的槽。'},
        routes: ['Class/Node', 'Class/AlignNode', 'Class/Menu', 'Class/Slot', 'Class/GSlot', 'Module/emit'],
      },
    ],
  },
  {
    id: 'events',
    title: {en: 'Events', 'zh-Hans': '事件'},
    blurb: {en: 'What nodes and the application report, and how to listen for it.', 'zh-Hans': '节点和应用程序会报告哪些事件，以及如何监听它们。'},
    routes: [],
    groups: [
      {
        id: 'global-events',
        title: {en: 'Global events', 'zh-Hans': '全局事件'},
        blurb: {en: 'Application and system events such as going to the background or running low on memory.', 'zh-Hans': '应用与系统级事件，例如切到后台或内存不足。'},
        routes: ['Global Event/App'],
      },
      {
        id: 'node-events',
        title: {en: 'Node events', 'zh-Hans': '节点事件'},
        blurb: {en: 'Events that a node of a given class emits to its own slots.', 'zh-Hans': '某一类节点向自身的槽发出的事件。'},
        routes: ['Node Event/Node', 'Node Event/Body', 'Node Event/Playable', 'Node Event/Particle', 'Node Event/AlignNode', 'Node Event/EffekNode'],
      },
    ],
  },
  {
    id: 'graphics',
    title: {en: 'Graphics', 'zh-Hans': '图形渲染'},
    blurb: {en: 'Everything that draws: sprites, text, shapes, effects and animated models.', 'zh-Hans': '所有负责绘制的东西：精灵、文字、图形、特效和动画模型。'},
    routes: [],
    groups: [
      {
        id: 'render-nodes',
        title: {en: 'Render nodes', 'zh-Hans': '渲染节点'},
        blurb: {en: 'Nodes that put pixels on screen.', 'zh-Hans': '把像素画到屏幕上的节点。'},
        routes: ['Class/Sprite', 'Class/Grid', 'Class/Line', 'Class/DrawNode', 'Class/ClipNode', 'Class/Label', 'Class/EffekNode', 'Class/TileNode', 'Class/VGNode', 'Class/SVG', 'Class/Particle'],
      },
      {
        id: 'render-objects',
        title: {en: 'Render objects', 'zh-Hans': '渲染对象'},
        blurb: {en: 'Textures, blending, shaders and render targets used by the nodes above.', 'zh-Hans': '上述节点用到的纹理、混合模式、着色器和渲染目标。'},
        routes: ['Class/Texture2D', 'Class/BlendFunc', 'Class/Effect', 'Class/SpriteEffect', 'Class/Pass', 'Class/RenderTarget', 'Class/Node/Grabber'],
      },
      {
        id: 'animation-models',
        title: {en: 'Animation models', 'zh-Hans': '动画模型'},
        blurb: {en: 'Skeletal and frame-based 2D animation formats behind one playable interface.', 'zh-Hans': '骨骼动画和帧动画等 2D 动画格式，共用同一套可播放接口。'},
        routes: ['Class/Playable', 'Class/Model', 'Class/DragonBone', 'Class/Spine'],
      },
    ],
  },
  {
    id: 'actions',
    title: {en: 'Actions', 'zh-Hans': '节点动作'},
    blurb: {en: 'Animate node properties over time, ease them, and chain or combine the results.', 'zh-Hans': '让节点属性随时间变化，加上缓动，并把动作串联或并行组合起来。'},
    routes: [
      'Class/Action', 'Class/Ease', 'Class/Ease/EaseFunc', 'Module/Move', 'Module/X', 'Module/Y', 'Module/Z', 'Module/Angle', 'Module/AngleX',
      'Module/AngleY', 'Module/Roll', 'Module/Scale', 'Module/ScaleX', 'Module/ScaleY', 'Module/SkewX', 'Module/SkewY', 'Module/Opacity',
      'Module/Height', 'Module/Width', 'Module/Frame', 'Module/Sequence', 'Module/Spawn', 'Module/Delay', 'Module/Event', 'Module/Show',
      'Module/Hide', 'Module/AnchorX', 'Module/AnchorY',
    ],
  },
  {
    id: 'physics',
    title: {en: 'Physics', 'zh-Hans': '物理模拟'},
    blurb: {en: 'Rigid bodies, their shapes, sensors and joints, simulated in a physics world.', 'zh-Hans': '在物理世界中模拟的刚体，以及它们的碰撞形状、感应器和关节。'},
    routes: ['Class/PhysicsWorld', 'Class/BodyDef', 'Class/Body', 'Class/Sensor', 'Class/FixtureDef', 'Class/JointDef', 'Class/Joint', 'Class/MoveJoint', 'Class/MotorJoint'],
  },
  {
    id: 'ecs',
    title: {en: 'Entity Component System', 'zh-Hans': 'ECS 实体组件系统'},
    blurb: {en: 'Entities with components as fields, groups that select them, and observers that react to changes.', 'zh-Hans': '以字段作为组件的实体、筛选实体的分组，以及响应变化的观察器。'},
    routes: ['Class/Entity', 'Class/Group', 'Class/Observer'],
  },
  {
    id: 'platformer',
    title: {en: 'Platformer framework', 'zh-Hans': '平台游戏框架'},
    blurb: {en: 'A base for 2D platform games: units, actions, bullets, cameras, and AI built from decision and behaviour trees.', 'zh-Hans': '2D 平台游戏的基础框架：单位、动作、子弹、摄像机，以及由决策树和行为树构建的 AI。'},
    routes: [
      'Module/Platformer', 'Class/Platformer/PlatformWorld', 'Class/Platformer/PlatformCamera', 'Class/Platformer/Unit', 'Class/Platformer/UnitAction',
      'Class/Platformer/UnitActionParam', 'Class/Platformer/Data', 'Class/Platformer/TargetAllow', 'Class/Platformer/BulletDef', 'Class/Platformer/Bullet',
      'Class/Platformer/Face', 'Class/Platformer/Visual', 'Class/Platformer/AI', 'Class/Platformer/Decision', 'Class/Platformer/Decision/Leaf',
      'Class/Platformer/Behavior', 'Class/Platformer/Behavior/Leaf', 'Class/Platformer/Behavior/Blackboard',
    ],
  },
  {
    id: 'coroutines',
    title: {en: 'Coroutines', 'zh-Hans': '协程'},
    blurb: {en: 'Write logic that waits across frames as straight-line code.', 'zh-Hans': '把跨越多帧的等待逻辑写成顺序执行的代码。'},
    routes: ['Class/Routine', 'Module/thread', 'Module/threadLoop', 'Module/once', 'Module/loop', 'Module/cycle', 'Module/sleep', 'Module/wait'],
  },
  {
    id: 'ml',
    title: {en: 'Machine learning', 'zh-Hans': '机器学习'},
    blurb: {en: 'C4.5 decision trees learned from sample data, and Q-learning agents.', 'zh-Hans': '从样本数据学习 C4.5 决策树，以及 Q-learning 智能体。'},
    routes: ['Class/ML', 'Class/QLearner'],
  },
  {
    id: 'dialogue',
    title: {en: 'Dialogue', 'zh-Hans': '对话系统'},
    blurb: {en: 'Load and run branching dialogue written in Yarn.', 'zh-Hans': '加载并运行用 Yarn 编写的分支对话。'},
    routes: ['Class/YarnRunner', 'Class/YarnRunner/TextResult', 'Class/YarnRunner/OptionResult', 'Class/YarnRunner/Markup'],
  },
  {
    id: 'network',
    title: {en: 'Networking', 'zh-Hans': '网络服务'},
    blurb: {en: 'JSON, HTTP requests and a small HTTP server.', 'zh-Hans': 'JSON、HTTP 请求和一个小型 HTTP 服务器。'},
    routes: ['Class/json', 'Class/json/JsonNull', 'Class/Request', 'Class/HttpClient', 'Class/HttpServer'],
  },
  {
    id: 'scripting',
    title: {en: 'Scripting helpers', 'zh-Hans': '脚本辅助'},
    blurb: {en: 'Byte buffers, the Lua binding layer, the YueScript compiler with its options, and DoraX, the TSX runtime with its elements.', 'zh-Hans': '字节缓冲、Lua 绑定层、YueScript 编译器和它的选项，以及 TSX 的运行时 DoraX 和它的元素。'},
    routes: ['Class/Buffer', 'Class/tolua', 'Class/yue', 'Class/yue/Config', 'Class/yue/Config/Options', 'Module/DoraX'],
  },
];
