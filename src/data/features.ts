/** Engine features shown on the home page; each links to the tutorial page that teaches it. */
import {translate} from '@docusaurus/Translate';

export interface Feature {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The guide that teaches it, once that page exists. */
  readonly to?: string;
  /** Names of the main APIs involved, exactly as the API reference spells them. */
  readonly apis: readonly string[];
}

export const features: readonly Feature[] = [
  {
    id: 'web-ide',
    title: translate({
      id: 'home.features.webIde.title',
      message: 'Web IDE with live preview',
      description: 'Title of the Web IDE feature on the home page',
    }),
    description: translate({
      id: 'home.features.webIde.description',
      message:
        'The engine serves its own editor: open the address it shows in a browser on the same network, write code with completion and live preview, then press Ctrl + R to run it on the device.',
      description: 'Description of the Web IDE feature on the home page',
    }),
    to: '/docs/tutorial/quick-start',
    apis: [],
  },
  {
    id: 'scene-graph',
    title: translate({
      id: 'home.features.sceneGraph.title',
      message: 'Scene graph and actions',
      description: 'Title of the scene-graph feature on the home page',
    }),
    description: translate({
      id: 'home.features.sceneGraph.description',
      message:
        'Build scenes as trees of nodes, handle taps and other input through node events, and animate with composable actions and easing functions.',
      description: 'Description of the scene-graph feature on the home page',
    }),
    apis: ['Node', 'Sprite', 'Sequence', 'Ease'],
  },
  {
    id: 'physics',
    title: translate({
      id: 'home.features.physics.title',
      message: '2D physics',
      description: 'Title of the physics feature on the home page',
    }),
    description: translate({
      id: 'home.features.physics.description',
      message:
        'Static, dynamic and kinematic rigid bodies with fixtures, joints and collision groups, all living in a physics world node.',
      description: 'Description of the physics feature on the home page',
    }),
    apis: ['PhysicsWorld', 'BodyDef', 'Body', 'Joint'],
  },
  {
    id: 'ecs',
    title: translate({
      id: 'home.features.ecs.title',
      message: 'Entity Component System',
      description: 'Title of the ECS feature on the home page',
    }),
    description: translate({
      id: 'home.features.ecs.description',
      message:
        'An ECS in the style of Entitas: entities carry components as plain fields, groups select them, and observers react when they change.',
      description: 'Description of the ECS feature on the home page',
    }),
    apis: ['Entity', 'Group', 'Observer'],
  },
  {
    id: 'input',
    title: translate({
      id: 'home.features.input.title',
      message: 'Enhanced input',
      description: 'Title of the enhanced-input feature on the home page',
    }),
    description: translate({
      id: 'home.features.input.description',
      message:
        'Describe keyboard and gamepad controls as input contexts, actions and triggers, from a single key press to a multi-step quick-time event.',
      description: 'Description of the enhanced-input feature on the home page',
    }),
    apis: ['InputManager', 'Trigger'],
  },
  {
    id: 'imgui',
    title: translate({
      id: 'home.features.imgui.title',
      message: 'ImGui for your tools',
      description: 'Title of the ImGui feature on the home page',
    }),
    description: translate({
      id: 'home.features.imgui.description',
      message: 'Bundled Dear ImGui bindings let you build your own in-game editors, consoles and debug panels.',
      description: 'Description of the ImGui feature on the home page',
    }),
    apis: ['ImGui'],
  },
  {
    id: 'yarn',
    title: translate({
      id: 'home.features.yarn.title',
      message: 'Yarn dialogue',
      description: 'Title of the Yarn dialogue feature on the home page',
    }),
    description: translate({
      id: 'home.features.yarn.description',
      message:
        'Write branching dialogue as Yarn scripts, try it out in the Web IDE’s story editor, then run it in your game.',
      description: 'Description of the Yarn dialogue feature on the home page',
    }),
    apis: ['YarnRunner'],
  },
  {
    id: 'machine-learning',
    title: translate({
      id: 'home.features.machineLearning.title',
      message: 'Machine-learning helpers',
      description: 'Title of the machine-learning feature on the home page',
    }),
    description: translate({
      id: 'home.features.machineLearning.description',
      message: 'Train C4.5 decision trees from sample data, or teach an agent with Q-learning, to drive your game AI.',
      description: 'Description of the machine-learning feature on the home page',
    }),
    apis: ['ML', 'QLearner'],
  },
];
