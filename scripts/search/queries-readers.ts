import type {SearchQuery} from './queries';

/**
 * Queries written from a stuck reader's side of the search box, not from the API's: questions as people
 * type them, tasks described without knowing the engine's name for them, and words carried over from other
 * engines and tools for a concept this site names differently. Each names the one page (or heading) that
 * answers it best, chosen from the pages' content; `also` is used only where a second page answers just as
 * well, with the reason beside it.
 */

const api = (page: string) => `/docs/api/${page}`;
const ctor = (page: string) => `/docs/api/Class Object/${page}#__call`;
const guide = (page: string) => `/docs/tutorial/${page}`;
const firstGame = (page: string) => `/docs/example/First Game Tutorial/${page}`;

/** Reader queries by kind: questions, tasks without the API name, and other engines' and tools' words. */
export const readerQueries: Record<'en' | 'zh-Hans', Record<'questions' | 'tasks' | 'elsewhere', SearchQuery[]>> = {
  en: {
    // Questions, as typed into a search box.
    questions: [
      {q: 'how do I show text on the screen', want: api('Class/Label')},
      // The member that fires on a complete tap, or the guide section that explains all tap callbacks.
      {
        q: 'how can I detect a tap on a sprite',
        want: api('Class/Node#ontapped'),
        also: [guide('Using Input/using-input-event#tap-callbacks')],
      },
      {q: 'how to play music in a loop', want: api('Module/Audio#playstream')},
      {q: 'what is a coroutine', want: guide('using-update#coroutine-tasks')},
      {q: 'how do I change the text of a label', want: api('Class/Label#text')},
      {q: 'how to make text wrap to the next line', want: api('Class/Label#textwidth')},
      {q: 'how can I add an outline to text', want: api('Class/Label#outlinewidth')},
      {q: 'how do I use my own font', want: ctor('Label')},
      // The guide section that creates a sprite from a file, or the constructor that takes the path.
      {q: 'how do I load an image', want: guide('Using Nodes/using-sprite#creating-a-sprite'), also: [ctor('Sprite')]},
      // The guide section on filter modes, or the `filter` property it explains.
      {
        q: 'why is my pixel art blurry when scaled',
        want: guide('Using Nodes/using-sprite#filter-modes'),
        also: [api('Class/Sprite#filter')],
      },
      {q: 'how do I remove a node from the scene', want: api('Class/Node#removefromparent')},
      {q: 'how to find a child node by its tag', want: api('Class/Node#getchildbytag')},
      {q: 'how can I run code every frame', want: guide('using-update#per-frame-update-functions')},
      {q: 'how do I stop an update function', want: guide('using-update#stopping-updates-and-tasks')},
      {
        q: 'what is the difference between schedule and onUpdate',
        want: guide('using-update#extra-update-functions-onupdate'),
      },
      // A Camera2D follows by moving its position; the platformer camera has a built-in follow target.
      {
        q: 'how can I make the camera follow the player',
        want: api('Class/Camera2D#position'),
        also: [api('Class/Platformer/PlatformCamera#followtarget')],
      },
      {q: 'how to zoom the camera in', want: api('Class/Camera2D#zoom')},
      {q: 'how do I switch to another scene', want: firstGame('gameflow#the-game-as-a-loop-of-scenes')},
      {q: 'where should I save files', want: api('Class/Content#writablepath')},
      {q: 'how do I parse json', want: api('Class/json#decode')},
      {q: 'how can I get a random number', want: api('Class/App#rand')},
      {q: 'how do I quit the game', want: api('Class/App#shutdown')},
      {q: 'how to make the game fullscreen', want: api('Class/App#fullscreen')},
      {q: 'how can I set the window size', want: api('Class/App#winsize')},
      // targetFPS only takes effect while fpsLimited is on: the two members answer together.
      {q: 'how do I limit the frame rate', want: api('Class/App#targetfps'), also: [api('Class/App#fpslimited')]},
      {q: 'how do I change the background color', want: api('Class/Director#clearcolor')},
      {q: 'why do taps go through my popup to the buttons behind it', want: api('Class/Node#swallowtouches')},
      {q: 'why do Async functions need a coroutine', want: guide('using-update#global-tasks-thread')},
      {
        q: 'why is == the same as === in typescript',
        want: guide('Language Tutorial/Using TypeScript in Dora/caveats#double-equals-is-the-same-as-triple-equals'),
      },
      {
        q: 'why do lua arrays start at 1',
        want: guide('Language Tutorial/Using TypeScript in Dora/external-code#indexes-start-at-1'),
      },
      {q: 'can I use spine animations', want: guide('Using Nodes/using-playable')},
      {q: 'can I play positional 3d sound', want: api('Class/AudioSource#play3d')},
      {q: 'what is an anchor point', want: api('Class/Node#anchor')},
      {q: 'what is a static body', want: guide('Using Nodes/using-physics-1#body-types')},
      {q: 'how do I make a physics body bouncy', want: guide('Using Nodes/using-physics-1#shapes-and-materials')},
      {q: 'how to make a one way platform', want: guide('Using Nodes/using-physics-2#one-way-platforms')},
      // The Playable callback, or the guide section built around it.
      {
        q: 'how do I know when a spine animation finishes',
        want: api('Class/Playable#onanimationend'),
        also: [guide('Using Nodes/using-playable#animation-end-event')],
      },
      {q: 'how do I know when an action is finished', want: api('Class/Node#onactionend')},
      // Polling the key, or the node callback that fires every frame while it is held.
      {
        q: 'how do I check if a key is held down',
        want: api('Class/Keyboard#iskeypressed'),
        also: [api('Class/Node#onkeypressed')],
      },
      {q: 'how can I get the mouse position', want: api('Class/Mouse#position')},
      {q: 'how do I make a text input box', want: guide('Using Input/using-input-event#simple-input-box')},
      {q: 'how to keep UI in the corner of the screen', want: guide('adapting-to-screen#ui-with-alignnode')},
      {q: 'how do I take a screenshot', want: api('Class/RenderTarget#saveasync')},
      {q: 'how do I open a url in the browser', want: api('Class/App#openurl')},
      {q: 'how to check which platform the game is running on', want: api('Class/App#platform')},
      // View.size is what the guides read; App.visualSize is the logical screen size.
      {q: 'how do I get the screen size', want: api('Class/View#size'), also: [api('Class/App#visualsize')]},
      {q: 'how can I get the distance between two points', want: api('Class/Vec2#distance')},
      {q: 'how to check if a point is inside a rectangle', want: api('Class/Rect#containspoint')},
      // The two members are documented as a pair: one replaces the running actions, the other adds to them.
      {
        q: 'what is the difference between perform and runAction',
        want: api('Class/Node#perform'),
        also: [api('Class/Node#runaction')],
      },
    ],
    // Tasks, described without the API's name.
    tasks: [
      // Animating the scale, or setting it at once.
      {q: 'scale a node up', want: api('Module/Scale'), also: [api('Class/Node#scalex')]},
      {q: 'wait two seconds', want: api('Module/sleep')},
      // Setting the angle, or the action that turns it over time.
      {q: 'rotate a sprite', want: api('Class/Node#angle'), also: [api('Module/Angle')]},
      {q: 'fade out', want: api('Module/Opacity')},
      {q: 'pause all sounds', want: api('Module/Audio#setpauseallcurrent')},
      {q: 'stop the background music', want: api('Module/Audio#stopstream')},
      {q: 'fade out the music', want: api('Module/Audio#stopstream')},
      {q: 'crossfade between two music tracks', want: api('Module/Audio#playstream')},
      {q: 'loop a sound effect', want: api('Module/Audio#play')},
      {q: 'make an enemy patrol left and right', want: api('Module/X')},
      {q: 'run two animations at the same time', want: api('Module/Spawn')},
      {q: 'play animations one after another', want: api('Module/Sequence')},
      {q: 'repeat a move and fade sequence forever', want: api('Class/Node#perform')},
      {q: 'pause an action and resume it later', want: api('Class/Action#pause')},
      {q: 'play an action in reverse', want: api('Class/Action#reversed')},
      {q: 'bounce at the end of a move', want: api('Class/Ease#outbounce')},
      {q: 'hide a node when its animation ends', want: api('Module/Hide')},
      {q: 'make a node invisible', want: api('Class/Node#visible')},
      // color3 tints without touching opacity; color tints with alpha.
      {q: 'tint a sprite red', want: api('Class/Node#color3'), also: [api('Class/Node#color')]},
      {q: 'draw one sprite on top of another', want: api('Class/Node#order')},
      {q: 'convert a touch position to node coordinates', want: api('Class/Node#converttonodespace')},
      {q: 'wait until a condition is true', want: api('Module/wait')},
      {q: 'preload images with a loading bar', want: api('Class/Cache#loadasync')},
      {q: 'free unused textures from memory', want: api('Class/Cache#removeunused')},
      {q: 'list the files in a folder', want: api('Class/Content#getfiles')},
      {q: 'check if a file exists', want: api('Class/Content#exist')},
      {q: 'unzip an archive', want: api('Class/Content#unzipasync')},
      {q: 'make a physics body jump', want: api('Class/Body#applylinearimpulse')},
      {q: 'set the gravity', want: guide('Using Nodes/using-physics-1#gravity')},
      {q: 'show collision shapes for debugging', want: api('Class/Node#showdebug')},
      // The contact callback, or the guide section on collision events.
      {
        q: 'do something when two bodies hit each other',
        want: api('Class/Body#oncontactstart'),
        also: [guide('Using Nodes/using-physics-2#collision-events')],
      },
      // The collision-group rule, or the guide section that explains it.
      {
        q: 'let two kinds of objects pass through each other',
        want: api('Class/PhysicsWorld#setshouldcontact'),
        also: [guide('Using Nodes/using-physics-1#collision-groups')],
      },
      {q: 'find all bodies inside a rectangle', want: api('Class/PhysicsWorld#query')},
      {q: 'repeat a texture across the background', want: guide('Using Nodes/using-sprite#wrap-modes')},
      // The guide section, or the textureRect property it is about.
      {
        q: 'show only part of an image',
        want: guide('Using Nodes/using-sprite#showing-part-of-a-texture'),
        also: [api('Class/Sprite#texturerect')],
      },
      // The guide section, or the effect property it assigns.
      {
        q: 'apply a shader to a sprite',
        want: guide('Using Nodes/using-sprite#shader-effects'),
        also: [api('Class/Sprite#effect')],
      },
      {q: 'make a glowing sprite brighten what is behind it', want: guide('Using Nodes/using-sprite#blend-modes')},
      {q: 'draw an outline around a character', want: guide('Using Nodes/using-grabber#an-outlined-character')},
      {q: 'make a circular avatar', want: guide('Using Nodes/using-clip-node')},
      {q: 'light only a small area of a dark level', want: guide('Using Nodes/using-clip-node#a-spotlight')},
      {q: 'read spawn points from a map', want: guide('Using Nodes/using-tilemap#reading-object-layers')},
      {q: 'stop an effect early', want: api('Class/EffekNode#stop')},
      {q: 'send a post request', want: api('Class/HttpClient#postasync')},
      {q: 'select rows from a table', want: api('Class/DB#query')},
      {q: 'arrange menu buttons in a column', want: api('Class/Node#alignitemsvertically')},
      {
        q: 'use different controls in menus and in gameplay',
        want: guide('Using Input/using-enhanced-input#contexts-for-game-states'),
      },
      {q: 'detect a key combination like ctrl+c', want: api('Class/InputManager/Trigger#sequence')},
      {q: 'detect a double key press', want: api('Class/InputManager/Trigger#keydoubledown')},
      {
        q: 'give the player dialogue choices',
        want: guide('Writing Game Dialogue/introduction-to-yarn#offering-a-choice'),
      },
      {q: 'attach a sword to a character', want: api('Class/Playable#setslot')},
      {q: 'turn a character to face left', want: api('Class/Playable#fliped')},
      // timeScale on any scheduler, or the director's game scheduler whose timeScale slows the whole game.
      {q: 'slow motion', want: api('Class/Scheduler#timescale'), also: [api('Class/Director#scheduler')]},
      {q: 'switch the game language', want: api('Class/App#locale')},
      // The tile-map guide scrolls layers at different speeds; the platformer world sets a ratio per layer.
      {
        q: 'scroll background layers at different speeds',
        want: guide('Using Nodes/using-tilemap#choosing-layers'),
        also: [api('Class/Platformer/PlatformWorld#setlayerratio')],
      },
    ],
    // Words from other engines and tools for what this site calls something else.
    elsewhere: [
      {q: 'tween', want: guide('setup-scene#actions')},
      {q: 'scene graph', want: guide('setup-scene#scenes-are-trees-of-nodes')},
      // A sheet is an atlas here; cutting frames by hand with textureRect is the section just before it.
      {
        q: 'sprite sheet',
        want: guide('Using Nodes/using-sprite#sprites-from-an-atlas'),
        also: [guide('Using Nodes/using-sprite#showing-part-of-a-texture')],
      },
      {q: 'texture atlas', want: guide('Using Nodes/using-sprite#sprites-from-an-atlas')},
      {q: 'game object', want: api('Class/Node')},
      {q: 'timer', want: guide('using-update')},
      {q: 'raycast', want: api('Class/PhysicsWorld#raycast')},
      // Colliders are the shapes a body definition attaches; FixtureDef is one such shape.
      {q: 'collider', want: guide('Using Nodes/using-physics-1#shapes-and-materials'), also: [api('Class/FixtureDef')]},
      {q: 'rigidbody', want: api('Class/Body')},
      // The guide section on sensors, or the Sensor class.
      {q: 'trigger zone', want: guide('Using Nodes/using-physics-2#sensors'), also: [api('Class/Sensor')]},
      {q: 'flipbook animation', want: api('Module/Frame')},
      {q: 'main loop', want: guide('using-update#the-game-loop')},
      {q: 'event bus', want: api('Module/emit')},
      {q: 'OnDestroy', want: api('Class/Node#oncleanup')},
      {q: '_ready', want: api('Class/Node#onenter')},
      {q: 'FixedUpdate', want: api('Class/Scheduler#fixedfps')},
      {q: 'z-index', want: api('Class/Node#order')},
      {q: 'pivot point', want: api('Class/Node#anchor')},
      {q: 'letterboxing', want: guide('adapting-to-screen#three-scaling-strategies')},
      {q: 'HUD', want: api('Class/Director#ui')},
      {q: 'AABB overlap', want: api('Class/Rect#intersectsrect')},
      {q: 'vector magnitude', want: api('Class/Vec2#length')},
      {q: 'WaitForSeconds', want: api('Module/sleep')},
      // The guide section on pausing a coroutine, or sleep itself.
      {q: 'setTimeout', want: guide('using-update#sleep-wait-and-cycle'), also: [api('Module/sleep')]},
      {q: 'audio mixer', want: api('Class/AudioBus')},
      // The method that installs a filter, or the list of filters (FreeVerb among them).
      {q: 'reverb', want: api('Class/AudioBus#setfilter'), also: [api('Class/AudioBus#audiobus.filter')]},
      {q: 'input mapping', want: guide('Using Input/using-enhanced-input#core-ideas')},
      {q: 'virtual joystick', want: api('Class Object/InputManager#createjoystick')},
      {q: 'render texture', want: api('Class/RenderTarget')},
      {q: 'bone socket', want: api('Class/Playable#setslot')},
      {q: 'spine skin', want: api('Class/Playable#look')},
      {q: 'nearest neighbor filtering', want: api('Class/Sprite#filter')},
      {q: 'sfx', want: api('Module/Audio#play')},
      {q: 'bgm', want: api('Module/Audio#playstream')},
      {q: 'SpriteRenderer', want: api('Class/Sprite')},
      {q: 'Input.GetKey', want: api('Class/Keyboard#iskeypressed')},
      {q: 'OnCollisionEnter', want: api('Class/Body#oncontactstart')},
      {q: 'OnTriggerEnter', want: api('Class/Body#onbodyenter')},
    ],
  },
  'zh-Hans': {
    // 问句：读者在搜索框里打的问题。
    questions: [
      {q: '怎么显示文字', want: api('Class/Label')},
      // 完整点击的回调，或讲解所有点击回调的指南小节。
      {
        q: '如何检测点击',
        want: api('Class/Node#ontapped'),
        also: [guide('Using Input/using-input-event#tap-callbacks')],
      },
      {q: '怎样循环播放背景音乐', want: api('Module/Audio#playstream')},
      {q: '协程是什么', want: guide('using-update#coroutine-tasks')},
      {q: '怎么修改文本标签的文字', want: api('Class/Label#text')},
      {q: '文字怎么自动换行', want: api('Class/Label#textwidth')},
      {q: '如何给文字加描边', want: api('Class/Label#outlinewidth')},
      {q: '怎么用自己的字体', want: ctor('Label')},
      // 用文件创建精灵的指南小节，或接收路径的构造函数。
      {q: '怎么加载一张图片', want: guide('Using Nodes/using-sprite#creating-a-sprite'), also: [ctor('Sprite')]},
      // 讲过滤模式的指南小节，或它讲解的 filter 属性。
      {
        q: '为什么像素图放大后变模糊',
        want: guide('Using Nodes/using-sprite#filter-modes'),
        also: [api('Class/Sprite#filter')],
      },
      {q: '怎么把节点从场景中移除', want: api('Class/Node#removefromparent')},
      {q: '怎么根据tag找子节点', want: api('Class/Node#getchildbytag')},
      {q: '如何每帧执行代码', want: guide('using-update#per-frame-update-functions')},
      {q: '怎么停止更新函数', want: guide('using-update#stopping-updates-and-tasks')},
      {q: 'schedule和onUpdate有什么区别', want: guide('using-update#extra-update-functions-onupdate')},
      // Camera2D 靠移动 position 跟随；平台游戏摄像机自带跟随目标。
      {
        q: '相机怎么跟随玩家',
        want: api('Class/Camera2D#position'),
        also: [api('Class/Platformer/PlatformCamera#followtarget')],
      },
      {q: '如何切换场景', want: firstGame('gameflow#the-game-as-a-loop-of-scenes')},
      {q: '存档文件应该放在哪个目录', want: api('Class/Content#writablepath')},
      {q: '怎么解析json', want: api('Class/json#decode')},
      {q: '如何获取随机数', want: api('Class/App#rand')},
      {q: '怎么退出游戏', want: api('Class/App#shutdown')},
      {q: '怎样设置全屏', want: api('Class/App#fullscreen')},
      {q: '如何修改窗口大小', want: api('Class/App#winsize')},
      // targetFPS 只在 fpsLimited 打开时生效：两个成员一起回答。
      {q: '怎么限制帧率', want: api('Class/App#targetfps'), also: [api('Class/App#fpslimited')]},
      {q: '怎么改背景颜色', want: api('Class/Director#clearcolor')},
      {q: '为什么点击会穿透弹窗', want: api('Class/Node#swallowtouches')},
      {q: '为什么Async函数要在协程里调用', want: guide('using-update#global-tasks-thread')},
      {
        q: '为什么TypeScript里==和===一样',
        want: guide('Language Tutorial/Using TypeScript in Dora/caveats#double-equals-is-the-same-as-triple-equals'),
      },
      {
        q: '为什么Lua数组下标从1开始',
        want: guide('Language Tutorial/Using TypeScript in Dora/external-code#indexes-start-at-1'),
      },
      {q: '能不能用Spine动画', want: guide('Using Nodes/using-playable')},
      {q: '可以播放3D音效吗', want: api('Class/AudioSource#play3d')},
      {q: '锚点是什么', want: api('Class/Node#anchor')},
      {q: '静态刚体是什么意思', want: guide('Using Nodes/using-physics-1#body-types')},
      {q: '刚体的弹性怎么设置', want: guide('Using Nodes/using-physics-1#shapes-and-materials')},
      {q: '怎么做单向平台', want: guide('Using Nodes/using-physics-2#one-way-platforms')},
      // Playable 的回调，或围绕它写的指南小节。
      {
        q: '怎么知道骨骼动画播放完了',
        want: api('Class/Playable#onanimationend'),
        also: [guide('Using Nodes/using-playable#animation-end-event')],
      },
      {q: '动作结束后怎么回调', want: api('Class/Node#onactionend')},
      // 轮询按键，或按住期间每帧触发的节点回调。
      {q: '怎么判断按键是否一直按着', want: api('Class/Keyboard#iskeypressed'), also: [api('Class/Node#onkeypressed')]},
      {q: '如何获取鼠标位置', want: api('Class/Mouse#position')},
      {q: '怎么做一个输入框', want: guide('Using Input/using-input-event#simple-input-box')},
      {q: '怎么样让UI固定在屏幕角落', want: guide('adapting-to-screen#ui-with-alignnode')},
      {q: '怎么截图保存', want: api('Class/RenderTarget#saveasync')},
      {q: '怎么打开网页链接', want: api('Class/App#openurl')},
      {q: '怎么判断当前运行的平台', want: api('Class/App#platform')},
      // 指南读取的是 View.size；App.visualSize 是逻辑屏幕尺寸。
      {q: '怎么获取屏幕尺寸', want: api('Class/View#size'), also: [api('Class/App#visualsize')]},
      {q: '如何计算两点之间的距离', want: api('Class/Vec2#distance')},
      {q: '怎么判断点在矩形内', want: api('Class/Rect#containspoint')},
      // 两个成员成对说明：一个替换正在运行的动作，一个叠加。
      {q: 'perform和runAction有什么区别', want: api('Class/Node#perform'), also: [api('Class/Node#runaction')]},
    ],
    // 任务：不知道 API 名字时的说法。
    tasks: [
      // 用动作放大，或直接设置缩放。
      {q: '放大节点', want: api('Module/Scale'), also: [api('Class/Node#scalex')]},
      {q: '等待两秒', want: api('Module/sleep')},
      // 让节点持续转动的动作，或直接设置角度。
      {q: '让节点旋转', want: api('Module/Angle'), also: [api('Class/Node#angle')]},
      {q: '淡出', want: api('Module/Opacity')},
      {q: '暂停所有声音', want: api('Module/Audio#setpauseallcurrent')},
      {q: '停止背景音乐', want: api('Module/Audio#stopstream')},
      {q: '背景音乐淡出', want: api('Module/Audio#stopstream')},
      {q: '两首音乐交叉淡入淡出', want: api('Module/Audio#playstream')},
      {q: '循环播放音效', want: api('Module/Audio#play')},
      {q: '敌人左右来回巡逻', want: api('Module/X')},
      {q: '同时执行多个动作', want: api('Module/Spawn')},
      {q: '按顺序播放几个动作', want: api('Module/Sequence')},
      {q: '动作无限循环', want: api('Class/Node#perform')},
      {q: '暂停动作', want: api('Class/Action#pause')},
      {q: '动作倒放', want: api('Class/Action#reversed')},
      {q: '移动到终点时弹跳几下', want: api('Class/Ease#outbounce')},
      {q: '动画播完后隐藏节点', want: api('Module/Hide')},
      {q: '隐藏节点', want: api('Class/Node#visible')},
      // color3 只改颜色不动透明度；color 带透明度。
      {q: '给精灵染成红色', want: api('Class/Node#color3'), also: [api('Class/Node#color')]},
      {q: '让精灵显示在最上层', want: api('Class/Node#order')},
      {q: '触摸坐标转换成节点坐标', want: api('Class/Node#converttonodespace')},
      {q: '等待条件满足', want: api('Module/wait')},
      {q: '预加载图片显示进度条', want: api('Class/Cache#loadasync')},
      {q: '释放不用的纹理', want: api('Class/Cache#removeunused')},
      {q: '列出文件夹里的文件', want: api('Class/Content#getfiles')},
      {q: '判断文件是否存在', want: api('Class/Content#exist')},
      {q: '解压zip文件', want: api('Class/Content#unzipasync')},
      {q: '让刚体跳起来', want: api('Class/Body#applylinearimpulse')},
      {q: '设置重力', want: guide('Using Nodes/using-physics-1#gravity')},
      {q: '显示碰撞形状方便调试', want: api('Class/Node#showdebug')},
      // 碰撞回调，或讲碰撞事件的指南小节。
      {
        q: '两个物体撞上时播放音效',
        want: api('Class/Body#oncontactstart'),
        also: [guide('Using Nodes/using-physics-2#collision-events')],
      },
      {q: '查找矩形区域里的刚体', want: api('Class/PhysicsWorld#query')},
      {q: '背景图片平铺', want: guide('Using Nodes/using-sprite#wrap-modes')},
      // 指南小节，或它讲解的 textureRect 属性。
      {
        q: '只显示图片的一部分',
        want: guide('Using Nodes/using-sprite#showing-part-of-a-texture'),
        also: [api('Class/Sprite#texturerect')],
      },
      // 指南小节，或它赋值的 effect 属性。
      {q: '给精灵加shader', want: guide('Using Nodes/using-sprite#shader-effects'), also: [api('Class/Sprite#effect')]},
      {q: '光效叠加变亮', want: guide('Using Nodes/using-sprite#blend-modes')},
      {q: '给角色加描边', want: guide('Using Nodes/using-grabber#an-outlined-character')},
      {q: '圆形头像', want: guide('Using Nodes/using-clip-node')},
      {q: '手电筒照亮黑暗的效果', want: guide('Using Nodes/using-clip-node#a-spotlight')},
      {q: '读取地图里的出生点', want: guide('Using Nodes/using-tilemap#reading-object-layers')},
      {q: '提前停止特效', want: api('Class/EffekNode#stop')},
      {q: '发送POST请求', want: api('Class/HttpClient#postasync')},
      {q: '从数据库表里查询数据', want: api('Class/DB#query')},
      {q: '菜单按钮竖着排列', want: api('Class/Node#alignitemsvertically')},
      {q: '菜单和游戏里用不同的按键', want: guide('Using Input/using-enhanced-input#contexts-for-game-states')},
      {q: '检测组合键', want: api('Class/InputManager/Trigger#sequence')},
      {q: '双击按键', want: api('Class/InputManager/Trigger#keydoubledown')},
      {q: '给对话加选项', want: guide('Writing Game Dialogue/introduction-to-yarn#offering-a-choice')},
      {q: '给角色换皮肤', want: api('Class/Playable#look')},
      {q: '让角色转身朝左', want: api('Class/Playable#fliped')},
      // 任意调度器的 timeScale，或调整后会让整个游戏变慢的 Director.scheduler。
      {q: '慢动作', want: api('Class/Scheduler#timescale'), also: [api('Class/Director#scheduler')]},
      {q: '切换游戏语言', want: api('Class/App#locale')},
      {q: '手机上加一个虚拟摇杆', want: api('Class Object/InputManager#createjoystick')},
      // 瓦片地图指南让图层以不同速度滚动；平台游戏世界给每个图层设比例。
      {
        q: '远景和近景滚动速度不一样',
        want: guide('Using Nodes/using-tilemap#choosing-layers'),
        also: [api('Class/Platformer/PlatformWorld#setlayerratio')],
      },
    ],
    // 其他引擎和工具里的叫法。
    elsewhere: [
      {q: '补间动画', want: guide('setup-scene#actions')},
      {q: '场景图', want: guide('setup-scene#scenes-are-trees-of-nodes')},
      // 精灵表在这里叫图集；用 textureRect 手动切帧是它前面的那一节。
      {
        q: '精灵表',
        want: guide('Using Nodes/using-sprite#sprites-from-an-atlas'),
        also: [guide('Using Nodes/using-sprite#showing-part-of-a-texture')],
      },
      {q: '合图', want: guide('Using Nodes/using-sprite#sprites-from-an-atlas')},
      {q: '纹理图集', want: guide('Using Nodes/using-sprite#sprites-from-an-atlas')},
      {q: '游戏对象', want: api('Class/Node')},
      {q: '定时器', want: guide('using-update')},
      {q: '射线检测', want: api('Class/PhysicsWorld#raycast')},
      // 碰撞体就是刚体定义上附加的形状；FixtureDef 是其中一个形状。
      {q: '碰撞体', want: guide('Using Nodes/using-physics-1#shapes-and-materials'), also: [api('Class/FixtureDef')]},
      {q: 'rigidbody', want: api('Class/Body')},
      // 讲感应器的指南小节，或 Sensor 类。
      {q: '触发区域', want: guide('Using Nodes/using-physics-2#sensors'), also: [api('Class/Sensor')]},
      // Frame 动作逐帧切换图片；第一个游戏教程也写了一个帧动画辅助函数。
      {
        q: '序列帧动画',
        want: api('Module/Frame'),
        also: [firstGame('sprite#a-frame-animation-helper')],
      },
      {q: '游戏主循环', want: guide('using-update#the-game-loop')},
      {q: '事件总线', want: api('Module/emit')},
      {q: 'OnDestroy', want: api('Class/Node#oncleanup')},
      {q: '_ready', want: api('Class/Node#onenter')},
      {q: 'FixedUpdate', want: api('Class/Scheduler#fixedfps')},
      {q: 'zOrder', want: api('Class/Node#order')},
      {q: '轴心点', want: api('Class/Node#anchor')},
      {q: '黑边适配', want: guide('adapting-to-screen#three-scaling-strategies')},
      {q: 'HUD', want: api('Class/Director#ui')},
      // 讲蒙版的指南，或它讲的 ClipNode 类。
      {q: '遮罩', want: guide('Using Nodes/using-clip-node'), also: [api('Class/ClipNode')]},
      {q: 'AABB相交检测', want: api('Class/Rect#intersectsrect')},
      {q: '向量的模', want: api('Class/Vec2#length')},
      {q: 'WaitForSeconds', want: api('Module/sleep')},
      // 讲在协程中暂停的指南小节，或 sleep 本身。
      {q: 'setTimeout', want: guide('using-update#sleep-wait-and-cycle'), also: [api('Module/sleep')]},
      {q: '混音器', want: api('Class/AudioBus')},
      // 安装滤波器的方法，或滤波器列表（含 FreeVerb）。
      {q: '混响', want: api('Class/AudioBus#setfilter'), also: [api('Class/AudioBus#audiobus.filter')]},
      {q: '输入映射', want: guide('Using Input/using-enhanced-input#core-ideas')},
      {q: 'RenderTexture', want: api('Class/RenderTarget')},
      {q: '挂点', want: api('Class/Playable#setslot')},
      {q: '最近邻采样', want: api('Class/Sprite#filter')},
      {q: 'BGM', want: api('Module/Audio#playstream')},
      {q: 'DOTween', want: guide('setup-scene#actions')},
      {q: 'Input.GetKey', want: api('Class/Keyboard#iskeypressed')},
      {q: 'OnCollisionEnter', want: api('Class/Body#oncontactstart')},
      {q: 'OnTriggerEnter', want: api('Class/Body#onbodyenter')},
    ],
  },
};
