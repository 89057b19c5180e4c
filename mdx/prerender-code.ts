import {normalizeTokens, type Token} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import {codeTheme, kebab, styleByType, tokenRules} from '../config/prism';
import {Prism} from './prism-node';
import {themeConfig} from '../config/theme';

/**
 * The words of the magic comments the theme turns into highlighted lines (its default set unless the site
 * configures its own). A block that mentions one is left to the browser, which removes those comments.
 */
const magicCommentWords = (
  (themeConfig.prism as {magicComments?: MagicComment[]}).magicComments ?? [
    {line: 'highlight-next-line', block: {start: 'highlight-start', end: 'highlight-end'}},
  ]
).flatMap(({line, block}) => [line, block?.start, block?.end].filter((word): word is string => Boolean(word)));

interface MagicComment {
  line?: string;
  block?: {start: string; end: string};
}

type Style = Record<string, string | undefined>;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function styleAttribute(style: Style | undefined): string {
  const css = Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${kebab(property)}:${value}`)
    .join(';');
  return css ? ` style="${escapeAttribute(css)}"` : '';
}

/** Prism's tokens of a block, split into lines, as prism-react-renderer's `Highlight` makes them. */
function tokenLines(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  // As prism-react-renderer tokenises, with Prism's tokenising hooks.
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The style the CSS rules of config/prism.ts (`tokenRules`, applied in order) give a token. */
function ruleStyle(types: readonly string[], language: string): Style {
  const style: Style = {};
  for (const rule of tokenRules) {
    if (types.includes(rule.type) && (!rule.language || rule.language === language)) Object.assign(style, rule.style);
  }
  return style;
}

const defined = (style: Style | undefined): Style =>
  Object.fromEntries(Object.entries(style ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/**
 * The lines of a highlighted block, looking exactly as prism-react-renderer's `Highlight` and the theme's
 * `CodeBlock/Line` draw a block without line numbers, in less markup: token colours come from the CSS
 * rules of config/prism.ts (an inline style only where a token's types would make those rules disagree
 * with the theme), lines inherit the block's colour, and plain text needs no span.
 */
export function highlightedLines(code: string, language: string | undefined): string {
  const key = (language ?? '').toLowerCase();
  const byType = styleByType(codeTheme, key) as Record<string, Style>;
  // The style the theme's renderer gives a token (prism-react-renderer's getTokenProps).
  const themeStyle = ({types, empty}: Token): Style | undefined => {
    if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && empty) return byType[types[0]];
    return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => byType[type]));
  };
  const span = (token: Token): string => {
    if (token.types.length === 1 && token.types[0] === 'plain' && !token.empty) return escapeText(token.content);
    const wanted = defined(themeStyle(token));
    const fromRules = defined(ruleStyle(token.types, key));
    const same =
      Object.keys(wanted).length === Object.keys(fromRules).length &&
      Object.entries(wanted).every(([p, v]) => fromRules[p] === v);
    // Where the rules disagree, the inline style says everything: `unset` drops what a rule adds.
    const inline = same
      ? undefined
      : {...Object.fromEntries(Object.keys(fromRules).map((p) => [p, 'unset'])), ...wanted};
    return `<span class="${escapeAttribute(['token', ...token.types].join(' '))}"${styleAttribute(inline)}>${escapeText(token.content)}</span>`;
  };
  return tokenLines(code, key)
    .map((tokenLine) => {
      // The theme shows a line holding only a line break as an empty line.
      const line =
        tokenLine.length === 1 && tokenLine[0].content === '\n' ? [{...tokenLine[0], content: ''}] : tokenLine;
      return `<span class="token-line">${line.map(span).join('')}<br/></span>`;
    })
    .join('');
}

/** Whether the block needs the theme's own line handling: highlighted ranges, line numbers or magic comments. */
function needsLineHandling(node: Code): boolean {
  const meta = node.meta ?? '';
  return (
    /\{[\d,-]+\}/.test(meta) ||
    meta.includes('showLineNumbers') ||
    magicCommentWords.some((word) => node.value.includes(word))
  );
}

function visitCode(node: {type: string; children?: unknown[]}, each: (code: Code) => void): void {
  if (node.type === 'code') each(node as Code);
  for (const child of node.children ?? []) visitCode(child as {type: string; children?: unknown[]}, each);
}

/**
 * Highlights fenced code blocks at build time. Each block's coloured lines go to `@theme/CodeBlock` as the
 * `highlighted` prop (HTML that looks as the theme's Prism renderer would draw the block in the browser), so
 * readers download no Prism and their browsers neither tokenise the code nor hydrate a node per token.
 * Blocks with highlighted ranges, line numbers or magic comments are left to the theme's renderer.
 */
export function prerenderCode() {
  return (tree: Root): void => {
    visitCode(tree, (node) => {
      if (!node.value || node.lang === 'mermaid' || needsLineHandling(node)) return;
      // What the theme's code block computes from this block: its language, and the code without the final line break.
      const language = node.lang?.toLowerCase() ?? (themeConfig.prism as {defaultLanguage?: string}).defaultLanguage;
      const data = (node.data ??= {}) as {hProperties?: Record<string, unknown>};
      data.hProperties = {...data.hProperties, highlighted: highlightedLines(node.value, language)};
    });
  };
}
