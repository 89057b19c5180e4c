/**
 * Every guide route the site promises (tutorials, examples, creative), in sidebar order.
 * tests/unit/guides.test.ts fails when one has no English or no Chinese page.
 */
const tutorial = [
  'quick-start',
  'language-select',
  'Language Tutorial/teal-tutorial',
  'Language Tutorial/yuescript-15min',
  'Language Tutorial/Using TypeScript in Dora/try-tstl',
  'Language Tutorial/Using TypeScript in Dora/caveats',
  'Language Tutorial/Using TypeScript in Dora/self-parameter',
  'Language Tutorial/Using TypeScript in Dora/external-code',
  'Language Tutorial/using-tsx',
  'setup-scene',
  'using-update',
  'Using Nodes/using-sprite',
  'Using Nodes/using-playable',
  'Using Nodes/using-grabber',
  'Using Nodes/using-physics-1',
  'Using Nodes/using-physics-2',
  'Using Nodes/using-clip-node',
  'Using Nodes/using-vg-node',
  'Using Nodes/using-effect',
  'Using Nodes/using-tilemap',
  'Using Input/using-input-event',
  'Using Input/using-enhanced-input',
  'adapting-to-screen',
  'using-ecs',
  'Writing Game Dialogue/introduction-to-yarn',
  'Writing Game Dialogue/using-yarn',
  'Managing Game Data/using-excel',
  'Managing Game Data/using-database',
  'using-imgui',
  'project-management',
  'Using Machine Learning/using-decision-tree',
  'Using Machine Learning/using-qlearning',
  'Using Dora Xml/dora-xml-ui-1',
  'Using Dora Xml/dora-xml-ui-2',
  'dev-configuration',
  'game-app-pack',
].map((p) => `/docs/tutorial/${p}`);

const example = [
  ...['start', 'scene', 'sprite', 'input', 'physics', 'player', 'enemy', 'gameflow'].map(
    (p) => `First Game Tutorial/${p}`,
  ),
  ...['start', 'config', 'scene', 'action', 'ai', 'unit', 'logic', 'loader', 'ui', 'init'].map(
    (p) => `Platformer Tutorial/${p}`,
  ),
].map((p) => `/docs/example/${p}`);

const creative = ['art-i', 'art-ii', 'dora-sound-system'].map((p) => `/docs/creative/${p}`);

export const guideRoutes: readonly string[] = [...tutorial, ...example, ...creative];
