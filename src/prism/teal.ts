/** Teal (`teal`, alias `tl`): Prism's Lua grammar plus Teal's types, declarations and keywords. */
import {patternsOf, regexOf, requireLanguage, type PrismLike, type TokenObject} from './types';

/** A name, or a dotted path such as `Ease.EaseFunc`. */
const typeName = /[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/.source;
/** What may stand between the angle brackets of `Stack<T>`: names, `{...}` table types, unions of those. */
const typeArgument = `(?:${typeName}|\\{[^{}<>]*\\})(?:\\s*\\|\\s*(?:${typeName}|\\{[^{}<>]*\\}))*`;

/** Teal's primitive types; not when they name Lua's libraries (`string.format`) or a call. */
const primitiveType: TokenObject = {
  pattern: /(^|[^.\w]|\.\.)(?:any|boolean|integer|number|string|thread|userdata)\b(?!\s*[.(])/,
  lookbehind: true,
};
/** `nil` is a Lua keyword everywhere except where a type is expected: after `:`, `|`, `as` and `is`. */
const nilType: TokenObject = {
  pattern: /((?:^|[^:]):\s*|\|\s*|\b(?:as|is)\s+)nil\b/,
  lookbehind: true,
};

/** The inside of `<...>` and of a table type: nothing but type names and punctuation. */
const typeExpression = {
  builtin: [primitiveType, /\bnil\b/],
  'class-name': {pattern: RegExp(typeName), inside: {punctuation: /\./}},
  punctuation: /[<>{}:,|.]/,
};

export default function registerTeal(Prism: PrismLike): void {
  const lua = requireLanguage(Prism, 'lua', 'Teal');

  Prism.languages.teal = Prism.languages.extend('lua', {
    // Lua's comment rule, made greedy so that `--` inside a string stays in the string.
    comment: {pattern: regexOf(lua, 'comment'), greedy: true},
    keyword: [
      {
        // Teal's words are only keywords in their place: not `x.type`, `type(x)`, `type = ...` or `type: string`.
        pattern:
          /(^|[^.:]|\.\.)\b(?:as|embed|enum|global|interface|is|macroexp|metamethod|record|type|where)\b(?!\(|\s*:|\s*=(?!=))/,
        lookbehind: true,
      },
      ...patternsOf(lua, 'keyword'),
    ],
    // `?` marks an optional parameter: `function f(a: number, b?: string)`.
    punctuation: [...patternsOf(lua, 'punctuation'), /\?/],
  });

  // These run before strings are tokenised, to see a string argument in `obj:method "..."`;
  // a match inside a string is swallowed by the string later. Each looks at the word before it,
  // so they go in this order: `keys<K>`, then the `keys` of `function keys`, then `:method`.
  Prism.languages.insertBefore('teal', 'string', {
    // Type parameters and arguments: `function keys<K, V>(`, `record Stack<T>`, `Stack<integer>`.
    generic: {
      pattern: RegExp(
        `(\\b[A-Za-z_]\\w*)<\\s*${typeArgument}(?:\\s*,\\s*${typeArgument})*\\s*>` +
          // Not a comparison such as `a<b, c>d`: nothing but a keyword may follow on the same line.
          `(?![ \\t]*(?!(?:and|do|is|or|then|where)\\b)[\\w"'])`,
      ),
      lookbehind: true,
      inside: typeExpression,
    },
    // The name in `function foo.bar:baz(`; the path before it stays plain.
    'function-definition': {
      pattern: /(\bfunction\s+(?:[A-Za-z_]\w*\s*[.:]\s*)*)[A-Za-z_]\w*/,
      lookbehind: true,
      alias: 'function',
    },
    // `obj:method(...)`, `obj:method {...}` and `obj:method "..."`.
    method: {
      pattern: /((?:^|[^:]):)(?!\d)\w+(?=[ \t]*(?:["'{(]|\[=*\[))/,
      lookbehind: true,
      alias: 'function',
    },
  });

  // Context rules that look at a preceding word go before `keyword`, while that word is still plain text.
  Prism.languages.insertBefore('teal', 'keyword', {
    // Variable attributes: `local speed <const> = 120`.
    attribute: {
      pattern: /<\s*(?:close|const|total)\s*>/,
      inside: {punctuation: /[<>]/, keyword: /\w+/},
    },
    // A table type after `:`: `{string}`, `{string:Player}`, `{K:{V}}`; no `=`, so not a table constructor.
    'table-type': {
      pattern: /((?:^|[^:]):\s*)\{[^{}=()"']*(?:\{[^{}=()"']*\}[^{}=()"']*)*\}/,
      lookbehind: true,
      inside: typeExpression,
    },
    builtin: [primitiveType, nilType],
    'class-name': [
      // The name a declaration introduces: `record Player`, `enum Direction`, `local type Pos = ...`.
      {pattern: /(\b(?:enum|interface|record|type)\s+)[A-Za-z_]\w*/, lookbehind: true},
      {
        // A named type where a type is expected: `local p: Player`, `v as Enemy`, `is Sprite`, `A | B`.
        pattern: RegExp(
          `((?:^|[^:]):\\s*|\\b(?:as|is)\\s+|\\|\\s*(?=[A-Z]))(?!(?:function|nil)\\b)${typeName}` +
            `(?![\\w.])(?!\\s*[({])`,
        ),
        lookbehind: true,
        inside: {punctuation: /\./},
      },
    ],
  });

  Prism.languages.tl = Prism.languages.teal;
}
