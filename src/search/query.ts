/**
 * How the site's search worker (src/search/worker.ts) reads a query before lunr sees it, and the build
 * (scripts/search-index.ts) reads the reader phrases it ships, so that both read words the same way:
 *
 * - a qualified name (`Node.addChild`, `Audio:play`, `Node#addChild`, `Node::add_child`, `node.addChild()`)
 *   names a member of an API page; `Node.` alone lists the page's members;
 * - a snake_case name (`add_child`, and the Rust binding's `get_position`) names a member too;
 * - question words and filler (how, do I, 如何, 怎么, 的, 一个 …) are left out when other words remain;
 * - a reader phrase matches when every one of its words is in the query (English words by their stem);
 * - Chinese is cut into the site's own words, longest first, and a character that makes no word with its
 *   neighbours may be a slip of the input method: a same-sounding one that does is tried instead.
 */
import lunr from 'lunr';

/** A search document, as the index holds it (the fields read here). */
export type IndexDocument = {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  b?: string[];
  s?: string;
  k?: string;
};

/** What scripts/search-index.ts adds to a locale's index for the worker (part 0's `site` field). */
export type SiteSearchData = {
  /**
   * Reader phrases: their words as `phraseWords` reads them, joined by spaces, the target (URL and heading), and 1
   * for another engine's word (a word the site's pages do not use) rather than a task phrase.
   */
  phrases: [words: string, target: string, elsewhere?: 1][];
  /** The Rust binding's names that `memberKeys` does not read right (`type::name` and bare), with their member. */
  names?: [name: string, target: string][];
  /** The Chinese site's characters by toneless pinyin syllable, to try same-sounding ones (zh-Hans only). */
  pinyin?: Record<string, string>;
};

const ideograph = /\p{Unified_Ideograph}/u;

/** English words that ask rather than say what is wanted; left out of a query that has other words. */
export const englishFiller = new Set(
  (
    'a an the how do does did i we you can could should would will to what whats is are was why where when which ' +
    'in on at of for with my me it its there way want need make use using please some any that this and or from ' +
    'into by be get up'
  ).split(' '),
);

/** The same for Chinese: question words, particles, pronouns and light verbs. */
export const chineseFiller = new Set(
  (
    '如何 怎么 怎样 怎么样 怎么办 能不能 能否 可以 可不可以 是否 什么 为什么 哪里 哪个 吗 呢 吧 啊 的 地 得 了 着 ' +
    '一个 一下 个 我 我们 你 想 要 需要 让 把 使 用 使用 进行 实现 在 和 与 及 或 请问 这个 那个 该 应该 去 到 对 给 是 意思 ' +
    '里 上 中'
  ).split(' '),
);

/** Operators readers ask about, as the site's headings spell them ("== is the same as ===" in TypeScript). */
const operators: [RegExp, string][] = [
  [/!==|~=|!=/g, ' not equal '],
  [/===/g, ' triple equals '],
  [/==/g, ' double equals '],
];

/** A query with its operators spelled out as words, which the index and the reader phrases have. */
export function spellOperators(query: string): string {
  return operators.reduce((text, [operator, words]) => text.replace(operator, words), query);
}

/** lunr's stem of an English word, lower-cased: "scaling" and "scale" meet. */
export function stem(word: string): string {
  return lunr.stemmer(new lunr.Token(word.toLowerCase(), {})).toString();
}

/** Cuts a run of Chinese characters into the longest words of `words`, left to right; unknown characters stand alone. */
export function segment(run: string, words: Set<string>, longest = 8): string[] {
  const out: string[] = [];
  const chars = Array.from(run);
  for (let at = 0; at < chars.length;) {
    let length = Math.min(longest, chars.length - at);
    while (length > 1 && !words.has(chars.slice(at, at + length).join(''))) length -= 1;
    out.push(chars.slice(at, at + length).join(''));
    at += length;
  }
  return out;
}

/** A query's words: English words and Chinese runs, as the query has them. */
function rawWords(query: string): string[] {
  return query.match(/[A-Za-z0-9_]+|\p{Unified_Ideograph}+/gu) ?? [];
}

/** A query's words (Chinese cut into the site's words and the filler), and those of them that are not filler. */
function readWords(query: string, zhWords: Set<string>): {words: string[]; kept: string[]} {
  const words = rawWords(query).flatMap((word) => (ideograph.test(word) ? segment(word, withFiller(zhWords)) : [word]));
  const kept = words.filter((word) => !(englishFiller.has(word.toLowerCase()) || chineseFiller.has(word)));
  return {words, kept};
}

/** The content words of a query: Chinese cut into words, filler left out unless nothing else would remain. */
export function contentWords(query: string, zhWords: Set<string>): string[] {
  const {words, kept} = readWords(query, zhWords);
  return kept.length > 0 ? kept : words;
}

/** Whether a query has filler beside other words: a question or a sentence rather than a name or a topic. */
export function hasFiller(query: string, zhWords: Set<string>): boolean {
  const {words, kept} = readWords(query, zhWords);
  return kept.length > 0 && kept.length < words.length;
}

const fillerDictionaries = new WeakMap<Set<string>, Set<string>>();
/** The site's Chinese words with the filler words added, so that segmenting finds the filler too. */
function withFiller(zhWords: Set<string>): Set<string> {
  let all = fillerDictionaries.get(zhWords);
  if (!all) fillerDictionaries.set(zhWords, (all = new Set([...zhWords, ...chineseFiller])));
  return all;
}

/** A reader phrase's words as matching compares them: English stems and Chinese words, filler left out. */
export function phraseWords(phrase: string): string[] {
  return phrase
    .split(/\s+/)
    .flatMap((word) => (ideograph.test(word) ? [word] : rawWords(word)))
    .filter((word) => word && !englishFiller.has(word.toLowerCase()) && !chineseFiller.has(word))
    .map((word) => (ideograph.test(word) ? word : stem(word)));
}

/**
 * The targets of the reader phrases a query contains, best first: a phrase matches when each of its words
 * is in the query (an English word by stem, a Chinese word anywhere in the query's Chinese); more words
 * match first, then phrases that cover the whole query.
 */
export function phraseTargets(
  query: string,
  phrases: SiteSearchData['phrases'],
  zhWords: Set<string>,
): {target: string; elsewhere: boolean; size: number; whole: boolean}[] {
  const words = contentWords(query, zhWords);
  const stems = new Set(words.filter((w) => !ideograph.test(w)).map(stem));
  // Phrase words are found anywhere in a run of the query's Chinese, not across two runs.
  const chinese = rawWords(query)
    .filter((w) => ideograph.test(w))
    .join('|');
  const contentCount = stems.size + words.filter((w) => ideograph.test(w)).length;
  const found: {target: string; size: number; whole: boolean; order: number; elsewhere: boolean}[] = [];
  phrases.forEach(([joined, target, elsewhere], order) => {
    const parts = joined.split(' ');
    if (!parts.every((part) => (ideograph.test(part) ? chinese.includes(part) : stems.has(part)))) return;
    found.push({target, size: parts.length, whole: parts.length >= contentCount, order, elsewhere: elsewhere === 1});
  });
  found.sort((a, b) => b.size - a.size || Number(b.whole) - Number(a.whole) || a.order - b.order);
  const seen = new Set<string>();
  return found
    .filter((f) => !seen.has(f.target) && seen.add(f.target))
    .map(({target, elsewhere, size, whole}) => ({target, elsewhere, size, whole}));
}

/** A member reference a reader typed: the owner's name parts (lower case) and the member, empty for a list. */
export type QualifiedName = {owner: string[]; member: string};

/**
 * Reads `Node.addChild`, `Audio:play`, `Node#addChild`, `Node::add_child`, `node->addChild`, `node.addChild()`,
 * `Node.addChild(child)` and `Platformer.Unit.attackPower`; `Node.` asks for the page's members. Anything
 * else is not a qualified name.
 */
export function qualifiedName(query: string): QualifiedName | undefined {
  const match = query
    .trim()
    .match(/^([A-Za-z_]\w*(?:(?:::|->|[.:#])[A-Za-z_]\w*)*)(?:::|->|[.:#])([A-Za-z_]\w*)?\s*(?:[(=].*)?$/s);
  if (!match) return undefined;
  const owner = match[1]
    .split(/::|->|[.:#]/)
    .filter((part) => part !== 'prototype')
    .map((part) => part.toLowerCase());
  return {owner, member: match[2] ?? ''};
}

/** A member's name as lookups compare it: lower case, without underscores, the part after its owner's name. */
export function memberKey(name: string): string {
  return (name.split('.').pop() ?? name).toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The keys a snake_case or Rust name may stand for, most exact first: `add_child` → addchild;
 * `get_position` → getposition, position; `set_text_with_size` → settextwithsize, settext, text.
 */
export function memberKeys(name: string): string[] {
  const keys = [memberKey(name)];
  const lower = name.toLowerCase();
  const base = lower.replace(/_with_.*$/, '');
  keys.push(memberKey(base));
  const bare = base.replace(/^(get|set|is|has)_(?=.)/, '');
  keys.push(memberKey(bare));
  return [...new Set(keys)].filter(Boolean);
}

/** Whether a query is one snake_case name (`add_child`, `get_position`). */
export function isSnakeName(query: string): boolean {
  return /^\s*[a-z][a-z0-9]*(?:_[a-z0-9]+)+\s*$/.test(query);
}

/**
 * A same-sounding alternative for a Chinese run that does not read as the site's words. While some character
 * makes no word of two or more characters (filler aside), the one swap of a character for another of the same
 * toneless pinyin that makes the longest of the site's words over an uncovered character is made, when that word
 * is longer than the one the swapped character was in (a typed 摄 + a two-character word becomes one three-character word); on a tie, the word the site uses most
 * (`weight`). A filler character may be swapped too (下在 → 下载). Returns the corrected run, or undefined when
 * nothing was corrected.
 */
export function soundAlike(
  run: string,
  zhWords: Set<string>,
  pinyin: Record<string, string>,
  weight: (word: string) => number = () => 0,
): string | undefined {
  const chars = Array.from(run);
  if (chars.length < 2) return undefined;
  /** Which characters are inside one of the site's words of two or more characters (or are filler). */
  const covered = (list: string[], fillerCounts: boolean) => {
    const marks = new Array<boolean>(list.length).fill(false);
    let at = 0;
    for (const word of segment(list.join(''), zhWords)) {
      const length = Array.from(word).length;
      if (length > 1 || (fillerCounts && chineseFiller.has(word)))
        for (let k = at; k < at + length; k += 1) marks[k] = true;
      at += length;
    }
    return marks;
  };
  const syllables = Object.entries(pinyin);
  const soundsLike = (char: string) =>
    new Set(syllables.filter(([, list]) => list.includes(char)).flatMap(([, list]) => Array.from(list)));
  let changed = false;
  for (let round = 0; round < chars.length && !covered(chars, true).every(Boolean); round += 1) {
    const open = covered(chars, true).map((mark) => !mark);
    // The length of the site's word each character is in now (1 outside words): a swap must make a longer one.
    const wordLength: number[] = [];
    for (const word of segment(chars.join(''), zhWords)) {
      const length = Array.from(word).length;
      for (let k = 0; k < length; k += 1) wordLength.push(length);
    }
    let best: {at: number; char: string; length: number; weight: number} | undefined;
    chars.forEach((original, at) => {
      for (const char of soundsLike(original)) {
        if (char === original) continue;
        const trial = [...chars.slice(0, at), char, ...chars.slice(at + 1)];
        for (let from = Math.max(0, at - 7); from <= at; from += 1)
          for (let to = at + 1; to <= Math.min(trial.length, from + 8); to += 1) {
            const word = trial.slice(from, to).join('');
            if (
              to - from < 2 ||
              to - from <= wordLength[at] ||
              !zhWords.has(word) ||
              !open.slice(from, to).some(Boolean)
            )
              continue;
            const w = weight(word);
            if (!best || to - from > best.length || (to - from === best.length && w > best.weight))
              best = {at, char, length: to - from, weight: w};
          }
      }
    });
    if (!best) break;
    chars[best.at] = best.char;
    changed = true;
  }
  return changed ? chars.join('') : undefined;
}
