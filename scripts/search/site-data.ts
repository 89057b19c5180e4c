/**
 * What the site's search worker reads beside the index (src/search/worker.ts, `site` on the index's first
 * part), written with it by scripts/search-index.ts:
 *
 * - reader phrases: the task phrases of src/data/search-phrases/<locale>.yml, and the words of other
 *   engines and tools of the glossary (`elsewhere`, both languages' words on both sites), each with the
 *   page or heading it leads to. A target the index lacks fails the build, naming it.
 * - on the Chinese site, the characters of GB2312 (the simplified characters an input method offers) by
 *   toneless pinyin syllable (pinyin-pro), for the worker to try same-sounding characters.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {load} from 'js-yaml';
import {pinyin} from 'pinyin-pro';
import {glossary} from '../../src/data/glossary';
import {sharedApiFile} from '../api/model';
import {memberKey, memberKeys, phraseWords, type SiteSearchData} from '../../src/search/query';

const root = resolve(__dirname, '..', '..');
type Locale = 'en' | 'zh-Hans';

/** The task phrases of one locale, by target route (with an optional #heading). */
export function taskPhrases(locale: Locale): Record<string, string[]> {
  const file = join(root, 'src', 'data', 'search-phrases', `${locale}.yml`);
  return (load(readFileSync(file, 'utf8')) as Record<string, string[]> | null) ?? {};
}

/** The glossary's words from other engines and tools, by the target search sends them to. */
export function elsewhereWords(): Record<string, string[]> {
  const byTarget: Record<string, string[]> = {};
  for (const entry of glossary) {
    const words = [...(entry.elsewhere?.en ?? []), ...(entry.elsewhere?.zh ?? [])];
    if (words.length === 0) continue;
    const target = entry.searchTarget ?? (entry.api ? `/docs/api/${entry.api}` : undefined);
    if (!target) throw new Error(`glossary: "${entry.en}" has words from elsewhere but no api or searchTarget`);
    (byTarget[target] ??= []).push(...words);
  }
  return byTarget;
}

/** The GB2312 characters by toneless pinyin syllable (a character with several readings under each). */
export function charactersBySound(): Record<string, string> {
  const gb = new TextDecoder('gb18030');
  const bySound: Record<string, string> = {};
  for (let high = 0xb0; high <= 0xf7; high += 1)
    for (let low = 0xa1; low <= 0xfe; low += 1) {
      const char = gb.decode(new Uint8Array([high, low]));
      if (!/\p{Unified_Ideograph}/u.test(char)) continue;
      for (const sound of pinyin(char, {toneType: 'none', multiple: true, type: 'array'}))
        if (!(bySound[sound] ?? '').includes(char)) bySound[sound] = (bySound[sound] ?? '') + char;
    }
  return bySound;
}

/**
 * The Rust binding's function names by type, beside the engine's interface facts (../shared/api); none when those
 * are not beside the project (the ranking check's Rust names then fail).
 */
function rustNames(): Record<string, string[]> {
  const file = join(dirname(sharedApiFile), 'rust-names-1.7.2.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {types: Record<string, string[]>}).types : {};
}

/** An API member as the index has it: its page's name, the member's title and its target. */
export type Member = {page: string; kind: string; title: string; target: string};

/**
 * The Rust binding's names with their members: each bare name (`set_velocity`) with the member of the type that has it
 * whose page readers use most (`boost`, by the page's route under /docs/api/), and `type::name` where the worker's own
 * reading of a qualified name (`memberKeys`) would miss it. A name matches a member of its type by `memberKeys`, or
 * by having the member's words, `with` aside (`render_clear` → renderWithClear); `new` and `with_…` constructors
 * lead to the class object's call. Returns the names and those it could not place (types and functions without a
 * page or heading of their own, such as ImGui's).
 */
export function rustNameTargets(
  members: Member[],
  boost: (route: string) => number = () => 1,
  names = rustNames(),
): {names: [string, string][]; unplaced: string[]} {
  const out = new Map<string, string>();
  const bare = new Map<string, {target: string; weight: number}>();
  const unplaced: string[] = [];
  const words = (text: string) =>
    (text.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((w) => w.toLowerCase()).filter((w) => w !== 'with');
  for (const [type, list] of Object.entries(names)) {
    const own = members.filter((m) => m.page === type && ['Class', 'Module', 'Class Object'].includes(m.kind));
    const call = members.find((m) => m.page === type && m.kind === 'Class Object' && m.title === '__call');
    for (const name of list) {
      const constructor = name === 'new' || name.startsWith('with_');
      const keys = memberKeys(name);
      const nameWords = name.split('_').filter((w) => w && w !== 'with');
      const field = /^(get|set|is)$/.test(nameWords[0]) ? nameWords.slice(1) : nameWords;
      const byKey = own.find((m) => keys.includes(memberKey(m.title)));
      const found = constructor
        ? call
        : (byKey ??
          own.find((m) => words(m.title).join(' ') === nameWords.join(' ')) ??
          own.find((m) => words(m.title).join(' ') === field.join(' ')));
      if (!found) {
        unplaced.push(`${type}::${name}`);
        continue;
      }
      if (constructor || !byKey) out.set(`${type.toLowerCase()}::${name}`, found.target);
      if (constructor) continue;
      const weight = boost(decodeURI(found.target).match(/\/docs\/api\/([^#]+)/)?.[1] ?? '');
      if (weight > (bare.get(name)?.weight ?? -1)) bare.set(name, {target: found.target, weight});
    }
  }
  for (const [name, {target}] of bare) out.set(name, target);
  return {names: [...out], unplaced};
}

/**
 * The worker's data for one locale's index: `known` holds every target the index has (a page's URL, or a
 * heading's URL and hash), with the locale's prefix; `members` the API members, and `boosts` the API pages'
 * weights by route (./boosts.ts), which place the Rust names.
 */
export function siteSearchData(
  locale: Locale,
  known: Set<string>,
  members: Member[] = [],
  boosts = new Map<string, number>(),
): SiteSearchData {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const phrases: SiteSearchData['phrases'] = [];
  const missing: string[] = [];
  for (const [source, byTarget, elsewhere] of [
    [`src/data/search-phrases/${locale}.yml`, taskPhrases(locale), false],
    ['src/data/glossary.ts', elsewhereWords(), true],
  ] as const) {
    for (const [target, list] of Object.entries(byTarget)) {
      if (!known.has(`${prefix}${target}`)) {
        missing.push(`${source}: ${target}`);
        continue;
      }
      for (const phrase of list) {
        const words = phraseWords(String(phrase));
        if (words.length)
          phrases.push(
            elsewhere ? [words.join(' '), `${prefix}${target}`, 1] : [words.join(' '), `${prefix}${target}`],
          );
      }
    }
  }
  if (missing.length)
    throw new Error(
      `search (${locale}): reader phrases lead to pages or headings the index lacks:\n  ${missing.join('\n  ')}`,
    );
  const {names} = rustNameTargets(members, (route) => boosts.get(route) ?? 0);
  return locale === 'zh-Hans' ? {phrases, names, pinyin: charactersBySound()} : {phrases, names};
}
