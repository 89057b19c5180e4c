/** The scripting languages shown on the home page, in the order a newcomer meets them. */
import {translate} from '@docusaurus/Translate';

/** How a language's code reaches the engine. */
export type LanguageRuntime = 'lua' | 'to-lua' | 'wasm';

export interface Language {
  readonly id: string;
  readonly name: string;
  /** Letters on the card's badge: our own mark, not the language's logo. */
  readonly monogram: string;
  /** Badge background behind white letters: keep its contrast with white at 4.5:1 or more. */
  readonly color: string;
  readonly runtime: LanguageRuntime;
  readonly description: string;
  /** Where to read on: the language's tutorial, or the blog post that introduced it. */
  /** The guide that teaches it, once that page exists. */
  readonly to?: string;
}

export const languages: readonly Language[] = [
  {
    id: 'lua',
    name: 'Lua',
    monogram: 'Lua',
    color: '#3F56C0',
    runtime: 'lua',
    description: translate({
      id: 'home.languages.lua.description',
      message:
        'A small, efficient scripting language that is easy to learn. Teal, YueScript and TypeScript all compile down to it.',
      description: 'One-line description of Lua on the home page',
    }),
  },
  {
    id: 'teal',
    name: 'Teal',
    monogram: 'Tl',
    color: '#0F6E68',
    runtime: 'to-lua',
    description: translate({
      id: 'home.languages.teal.description',
      message: 'Lua with static types: familiar syntax and type checking, with Lua’s own speed once compiled.',
      description: 'One-line description of Teal on the home page',
    }),
  },
  {
    id: 'yuescript',
    name: 'YueScript',
    monogram: 'Yue',
    color: '#9A4A16',
    runtime: 'to-lua',
    description: translate({
      id: 'home.languages.yuescript.description',
      message: 'A Lua dialect with concise, Python-like syntax and plenty of syntactic sugar; dynamically typed.',
      description: 'One-line description of YueScript on the home page',
    }),
  },
  {
    id: 'typescript',
    name: translate({
      id: 'home.languages.typescript.name',
      message: 'TypeScript & TSX',
      description: 'Name of the TypeScript/TSX card on the home page',
    }),
    monogram: 'TS',
    color: '#1F6496',
    runtime: 'to-lua',
    description: translate({
      id: 'home.languages.typescript.description',
      message:
        'Static types and editor help through TypeScriptToLua; TSX adds React-style tags for building scenes and UI declaratively.',
      description: 'One-line description of TypeScript and TSX on the home page',
    }),
  },
  {
    id: 'wa',
    name: translate({
      id: 'home.languages.wa.name',
      message: 'Wa',
      description: 'Name of the Wa programming language (凹语言 in Chinese)',
    }),
    monogram: 'Wa',
    color: '#6A47B3',
    runtime: 'wasm',
    description: translate({
      id: 'home.languages.wa.description',
      message: 'A simple, statically typed language made for WebAssembly; the engine ships bindings for it.',
      description: 'One-line description of the Wa language on the home page',
    }),
  },
  {
    id: 'rust',
    name: 'Rust',
    monogram: 'Rs',
    color: '#9B3416',
    runtime: 'wasm',
    description: translate({
      id: 'home.languages.rust.description',
      message:
        'Memory safety without a garbage collector, for performance-heavy code: build it to WASM and upload it in the Web IDE.',
      description: 'One-line description of Rust on the home page',
    }),
  },
];
