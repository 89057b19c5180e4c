/** Loads Prism the way the site does and flattens its tokens so grammar tests can assert on them. */
import assert from 'node:assert/strict';
import type {Token, TokenStream} from 'prismjs';
import {Prism} from '@site/mdx/prism-node';

export {Prism};

/** One run of text and the token that colours it. */
export interface FlatToken {
  /** The innermost token around the text, or `plain` for text outside any token. */
  readonly type: string;
  readonly text: string;
  /** That token's aliases, e.g. `punctuation` for `interpolation-punctuation`. */
  readonly aliases: readonly string[];
  /** The tokens around that one, outermost first. */
  readonly parents: readonly string[];
}

function aliasesOf(token: Token): string[] {
  if (!token.alias) return [];
  return Array.isArray(token.alias) ? token.alias : [token.alias];
}

function flatten(stream: TokenStream, outer: readonly string[], into: FlatToken[]): void {
  if (typeof stream === 'string') {
    // Text directly inside a token takes that token's type; the stack holds [..., parent, token].
    const type = outer.at(-1) ?? 'plain';
    if (stream) into.push({type, text: stream, aliases: [], parents: outer.slice(0, -1)});
    return;
  }
  if (Array.isArray(stream)) {
    for (const part of stream) flatten(part, outer, into);
    return;
  }
  const nested: FlatToken[] = [];
  flatten(stream.content, [...outer, stream.type], nested);
  const aliases = aliasesOf(stream);
  // The aliases belong to the text that sits directly inside this token.
  for (const token of nested) {
    const direct = token.type === stream.type && token.parents.length === outer.length;
    into.push(direct ? {...token, aliases} : token);
  }
}

/** Tokenises `code` with a registered language and returns its text runs in order. */
export function tokenize(code: string, language: string): FlatToken[] {
  const grammar = Prism.languages[language];
  assert.ok(grammar, `Prism has no "${language}" grammar`);
  const tokens: FlatToken[] = [];
  flatten(Prism.tokenize(code, grammar), [], tokens);
  return tokens;
}

/** `[type, text]` pairs without the runs that are only whitespace: handy for asserting a whole line. */
export function pairs(tokens: readonly FlatToken[]): Array<[string, string]> {
  return tokens.filter((token) => token.text.trim() !== '').map((token) => [token.type, token.text]);
}

function matches(token: FlatToken, type: string): boolean {
  return token.type === type || token.aliases.includes(type);
}

/** Whether some run is exactly `text` and is of `type`, either as its type or as an alias. */
export function hasToken(tokens: readonly FlatToken[], type: string, text: string): boolean {
  return tokens.some((token) => token.text === text && matches(token, type));
}

/** How each run that is exactly `text` was tokenised, for failure messages. */
export function explain(tokens: readonly FlatToken[], text: string): string {
  const found = tokens
    .filter((token) => token.text === text)
    .map((token) => [...token.parents, token.type].join(' > ') + aliasNote(token));
  return found.length > 0 ? found.join('; ') : 'no run with exactly that text';
}

function aliasNote(token: FlatToken): string {
  return token.aliases.length > 0 ? ` (alias ${token.aliases.join(', ')})` : '';
}

export function assertToken(tokens: readonly FlatToken[], type: string, text: string): void {
  assert.ok(hasToken(tokens, type, text), `expected ${JSON.stringify(text)} as ${type}, got: ${explain(tokens, text)}`);
}

export function assertNoToken(tokens: readonly FlatToken[], type: string, text: string): void {
  assert.ok(
    !hasToken(tokens, type, text),
    `did not expect ${JSON.stringify(text)} as ${type}: ${explain(tokens, text)}`,
  );
}

/** The runs of a multi-line sample that lie on the line containing `marker` (the first one). */
export function lineOf(code: string, marker: string, language: string): FlatToken[] {
  const line = code.split('\n').find((candidate) => candidate.includes(marker));
  assert.ok(line !== undefined, `no line contains ${JSON.stringify(marker)}`);
  return tokenize(line, language);
}
