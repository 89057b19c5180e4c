/** YueScript (`yue`, alias `yuescript`): Prism's MoonScript grammar plus YueScript's keywords and operators. */
import {patternsOf, requireLanguage, type Grammar, type PrismLike} from './types';

/** A quoted string inside `#{...}`, so that its braces do not end the interpolation. */
const quoted = /"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'/.source;
/** `#{expr}`, allowing one level of braces (`#{ {1, 2}[1] }`) and strings inside. */
const interpolationSource = `#\\{(?:[^{}"']|${quoted}|\\{[^{}]*\\})*\\}`;

export default function registerYueScript(Prism: PrismLike): void {
  const moonscript = requireLanguage(Prism, 'moonscript', 'YueScript');

  Prism.languages.yue = Prism.languages.extend('moonscript', {
    // YueScript adds Lua's long comments, `--[[ ... ]]`; greedy, so `--` inside a string stays in the string.
    comment: {pattern: /--\[(=*)\[[\s\S]*?\]\1\]|--.*/, greedy: true},
    // Long strings and single-quoted strings; neither interpolates. Double quotes: `interpolated-string`.
    string: [
      {pattern: /\[(=*)\[[\s\S]*?\]\1\]/, greedy: true},
      {pattern: /'(?:\\[\s\S]|[^'\\])*'/, greedy: true},
    ],
    'class-name': [
      // `class Player extends Node`; in `class extends Node` the name is missing, not `extends`.
      {pattern: /(\b(?:class|extends)[ \t]+)(?!extends\b)\w+/, lookbehind: true},
      // As in MoonScript, capitalised names are classes: `Node!`, `Vec2 100, 200`, `Ease.OutBack`.
      /\b[A-Z]\w*/,
    ],
    // MoonScript's list plus YueScript's; `true`/`false`/`and`/`or`/`not` too, as in the Lua blocks.
    // Not before a single `:`, where the word is a table key (`close: true`).
    keyword:
      /\b(?:and|as|break|catch|class|close|const|continue|do|else|elseif|export|extends|false|for|from|global|goto|if|import|in|local|macro|nil|not|or|repeat|return|self|super|switch|then|true|try|unless|until|using|when|while|with)\b(?!:(?![:=]))/,
    property: [
      // `key: value`, but not `x := f!` or the label in `::done::`.
      /\b(?!\d)\w+(?=:(?![:=]))/,
      // `:name`, shorthand for `name: name`.
      {pattern: /((?:^|[\s,{([]):)(?!\d)\w+/, lookbehind: true},
    ],
    function: [
      // Lua's standard library, from MoonScript.
      ...patternsOf(moonscript, 'function'),
      // Calls written `update!` or `update(dt)`.
      /\b(?!\d)\w+(?=\(|!(?!=))/,
    ],
    operator: [
      // YueScript's: pipe, nil-coalescing, labels, backcalls, floor division, bitwise, walrus, existence.
      /\|>|\?\?=?|::|<-|\/\/=?|<<=?|>>=?|[&|~]=?|:=|\?/,
      ...patternsOf(moonscript, 'operator'),
    ],
  });
  // `true` and `false` are keywords above.
  delete (Prism.languages.yue as Record<string, unknown>).boolean;

  const interpolation = {
    pattern: RegExp(interpolationSource),
    inside: {
      'interpolation-punctuation': {pattern: /^#\{|\}$/, alias: 'punctuation'},
      // Filled in below, once the grammar is complete: the expression is YueScript.
      rest: {} as Grammar,
    },
  };

  Prism.languages.insertBefore('yue', 'string', {
    // Double-quoted strings may span lines and interpolate `#{expr}`. The text around the
    // interpolations is `string`; the expression inside is highlighted as code, not as string.
    'interpolated-string': {
      pattern: RegExp(`"(?:\\\\[\\s\\S]|${interpolationSource}|[^"\\\\#]|#(?!\\{))*"`),
      greedy: true,
      inside: {interpolation, string: /[\s\S]+/},
    },
  });

  // Rules that look at a preceding character or word go before `class-name` and `keyword`.
  Prism.languages.insertBefore('yue', 'class-name', {
    macro: [
      // The name in `macro name = ...`, and a macro call `$name`.
      {pattern: /(\bmacro[ \t]+)[A-Za-z_]\w*/, lookbehind: true, alias: 'function'},
      {pattern: /\$[A-Za-z_]\w*/, alias: 'function'},
    ],
    // `sprite\addTo root`: the method after `\` (which stays punctuation), even if it is a word like `close`.
    method: {pattern: /(\\)[A-Za-z_]\w*/, lookbehind: true, alias: 'function'},
    // `@field`, `@@classField` and a bare `@`; before `class-name`, so `@Name` stays one token.
    variable: patternsOf(moonscript, 'variable'),
  });

  interpolation.inside.rest = Prism.languages.yue;
  Prism.languages.yuescript = Prism.languages.yue;
}
