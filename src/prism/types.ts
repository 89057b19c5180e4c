/** The Prism types the site's grammars share, and one lookup they all need. */
import type * as PrismNamespace from 'prismjs';
import type {Grammar, GrammarValue, TokenObject} from 'prismjs';

export type {Grammar, GrammarValue, TokenObject};

/** The Prism instance a grammar registers on: prism-react-renderer's copy on the site, a fresh one in tests. */
export type PrismLike = typeof PrismNamespace;

/** A language that is loaded, or a clear error naming the component to load first. */
export function requireLanguage(Prism: PrismLike, id: string, neededBy: string): Grammar {
  const grammar = Prism.languages[id];
  if (!grammar) {
    throw new Error(
      `The ${neededBy} grammar extends Prism's "${id}" grammar: load prismjs/components/prism-${id} first.`,
    );
  }
  return grammar;
}

/** The patterns of one token of a grammar as a list, so that a dialect can add its own next to them. */
export function patternsOf(grammar: Grammar, token: string): Array<RegExp | TokenObject> {
  const value = (grammar as Record<string, GrammarValue | undefined>)[token];
  if (value === undefined) {
    throw new Error(`The base grammar has no "${token}" token.`);
  }
  return Array.isArray(value) ? [...value] : [value];
}

/** The regular expression of a token that has exactly one pattern. */
export function regexOf(grammar: Grammar, token: string): RegExp {
  const [first, ...others] = patternsOf(grammar, token);
  if (first === undefined || others.length > 0) {
    throw new Error(`Expected the "${token}" token to have exactly one pattern.`);
  }
  return first instanceof RegExp ? first : first.pattern;
}
