/**
 * The site's search worker, in place of the search plugin's (src/stand-ins/searchByWorker.ts starts it). It
 * loads the same index and answers with the plugin's own query code (its tokenizer, smart queries, result
 * order and tree marks), reading the query first (src/search/query.ts):
 *
 * 1. a qualified or snake_case member name (`Node.addChild`, `add_child`, `get_position`) suggests that
 *    member first; `Node.` lists the page's members;
 * 2. a reader phrase or another engine's word the query contains (src/data/search-phrases, the glossary)
 *    suggests its page next;
 * 3. then lunr, on the query's content words (no question words or filler; Chinese cut into the site's
 *    words, so that a long question takes milliseconds, not seconds); a Chinese query whose words the site
 *    does not have is tried with same-sounding characters, and the first suggestion says so (`correction`).
 */
import * as Comlink from 'comlink';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import {smartQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults.js';
import {
  language,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {installIndexFallback} from '../shared/search-worker-fetch';
import lunr from './lunr';
import {sortSearchResults} from './order';
import {
  contentWords,
  hasFiller,
  isSnakeName,
  memberKey,
  memberKeys,
  phraseTargets,
  qualifiedName,
  soundAlike,
  spellOperators,
  type IndexDocument,
  type SiteSearchData,
} from './query';

/** The plugin's document types: the index parts, in order. */
const Title = 0;

export type SearchResult = {
  document: IndexDocument;
  type: number;
  page: IndexDocument | false | undefined;
  metadata: object;
  tokens: string[];
  score: number;
  /** On the first suggestion, when the query was read with same-sounding characters: what was searched. */
  correction?: string;
};

type Part = {type: number; documents: IndexDocument[]; byId: Map<number, IndexDocument>; index: lunr.Index};

/** API pages by the names a reader qualifies a member with, and each page's members in page order. */
type ApiNames = {
  pages: Map<string, IndexDocument[]>;
  members: Map<number, IndexDocument[]>;
  boosts: Record<string, number>;
};

type Loaded = {
  parts: Part[];
  zhDictionary: string[];
  zhWords: Set<string>;
  zhWeight: (word: string) => number;
  site: SiteSearchData;
  targets: Map<string, {doc: IndexDocument; type: number}>;
  api: ApiNames;
  /** The Rust names the worker's own reading misses (SiteSearchData's `names`). */
  names: Map<string, string>;
};

/** Which page of a name comes first: the class, then the module, class object and events. */
const kindOrder = ['Class', 'Module', 'Class Object', 'Node Event', 'Global Event'];

function apiNames(parts: Part[]): ApiNames {
  const pages = new Map<string, IndexDocument[]>();
  const apiPages = new Map<number, number>();
  for (const doc of parts[Title].documents) {
    const route = decodeURI(doc.u).match(/\/docs\/api\/(.+)$/)?.[1];
    if (!route) continue;
    const [kind, ...names] = route.split('/');
    const order = kindOrder.indexOf(kind);
    if (order < 0 || names.length === 0) continue;
    apiPages.set(doc.i, order);
    for (const key of new Set([names.join('.').toLowerCase(), names[names.length - 1].toLowerCase()]))
      pages.set(key, [...(pages.get(key) ?? []), doc]);
  }
  for (const list of pages.values()) list.sort((a, b) => (apiPages.get(a.i) ?? 9) - (apiPages.get(b.i) ?? 9));
  const members = new Map<number, IndexDocument[]>();
  for (const doc of parts[1]?.documents ?? [])
    if (doc.p !== undefined && apiPages.has(doc.p)) members.set(doc.p, [...(members.get(doc.p) ?? []), doc]);
  const boosts = ((parts[1]?.index as unknown as {boosts?: Record<string, number>})?.boosts ?? {}) as Record<
    string,
    number
  >;
  return {pages, members, boosts};
}

async function loadIndex(baseUrl: string, searchContext: string): Promise<Loaded> {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected version url');
  const json = (await (await fetch(url)).json()) as {
    documents: IndexDocument[];
    index: {invertedIndex: [string, ...unknown[]][]};
    site?: SiteSearchData;
  }[];
  const parts = json.map(({documents, index}, type) => ({
    type,
    documents,
    byId: new Map(documents.map((doc) => [doc.i, doc])),
    index: lunr.Index.load(index),
  }));
  const zh = new Set<string>();
  for (const part of json)
    for (const [term] of part.index.invertedIndex) if (/\p{Unified_Ideograph}/u.test(term[0])) zh.add(term);
  // How much the site uses each Chinese word (the size of its postings), counted the first time a query needs it.
  let weights: Map<string, number> | undefined;
  const zhWeight = (word: string) => {
    if (!weights) {
      weights = new Map();
      for (const part of json)
        for (const [term, ...postings] of part.index.invertedIndex)
          if (zh.has(term))
            weights.set(term, (weights.get(term) ?? 0) + postings.reduce<number>((n, p) => n + String(p).length, 0));
    }
    return weights.get(word) ?? 0;
  };
  const targets = new Map<string, {doc: IndexDocument; type: number}>();
  for (const part of parts.slice(0, 2))
    for (const doc of part.documents) {
      const key = part.type === Title ? doc.u : `${doc.u}${doc.h ?? ''}`;
      if (!targets.has(key)) targets.set(key, {doc, type: part.type});
    }
  return {
    parts,
    zhDictionary: [...zh],
    zhWords: zh,
    zhWeight,
    site: json[0]?.site ?? {phrases: []},
    targets,
    api: apiNames(parts),
    names: new Map(json[0]?.site?.names ?? []),
  };
}

const cache = new Map<string, Promise<Loaded>>();

function result(loaded: Loaded, doc: IndexDocument, type: number, tokens: string[], score = 0): SearchResult {
  return {
    document: doc,
    type,
    page: type !== Title && loaded.parts[Title].byId.get(doc.p ?? -1),
    metadata: {},
    tokens,
    score,
  };
}

/** The member suggestions of a qualified or snake_case name, best first; empty when the query is neither. */
function memberHits(loaded: Loaded, query: string): SearchResult[] {
  const {pages, members, boosts} = loaded.api;
  const qualified = qualifiedName(query);
  const named = (name: string) => {
    const found = loaded.targets.get(loaded.names.get(name) ?? '');
    return found ? [result(loaded, found.doc, found.type, [found.doc.t])] : [];
  };
  if (qualified) {
    const {owner, member} = qualified;
    const rust = named(`${owner[owner.length - 1]}::${member.toLowerCase()}`);
    if (rust.length) return rust;
    const owners = pages.get(owner.join('.')) ?? pages.get(owner[owner.length - 1]) ?? [];
    if (owners.length === 0) return [];
    if (member === '') {
      const [page] = owners;
      return [page, ...(members.get(page.i) ?? [])].map((doc, n) => result(loaded, doc, n === 0 ? Title : 1, [doc.t]));
    }
    const keys = memberKeys(member);
    const find = (pagesToSearch: IndexDocument[], test: (doc: IndexDocument, key: string) => boolean) =>
      keys.flatMap((key) =>
        pagesToSearch.flatMap((page) => (members.get(page.i) ?? []).filter((doc) => test(doc, key))),
      );
    // The member as written first (`text` before the enumeration `Label.TextAlign`), then by its key, then the
    // members a name still being typed begins.
    const asWritten = (doc: IndexDocument, key: string) => doc.t.toLowerCase() === key;
    const keyed = (doc: IndexDocument, key: string) => memberKey(doc.t) === key;
    let found = [...find(owners, asWritten), ...find(owners, keyed)];
    // Inherited: `sprite:runAction` is Node's, the page that documents it.
    if (found.length === 0) {
      const all = [...pages.values()].flat();
      found = find(all, keyed).sort((a, b) => (boosts[String(b.i)] ?? 1) - (boosts[String(a.i)] ?? 1));
    }
    const typed = owners.flatMap((page) =>
      (members.get(page.i) ?? []).filter((doc) => memberKey(doc.t).startsWith(keys[0])),
    );
    return [...new Set([...found, ...typed])].map((doc) => result(loaded, doc, 1, [doc.t]));
  }
  if (!isSnakeName(query)) return [];
  const name = query.trim();
  const rust = named(name);
  if (rust.length) return rust;
  const found: IndexDocument[] = [];
  for (const key of memberKeys(name)) {
    const docs = [...members.values()].flat().filter((doc) => memberKey(doc.t) === key);
    docs.sort((a, b) => (boosts[String(b.i)] ?? 1) - (boosts[String(a.i)] ?? 1));
    found.push(...docs);
    if (found.length) break; // the most exact reading that names a member
  }
  return found.map((doc) => result(loaded, doc, 1, [doc.t]));
}

type LunrQuery = ReturnType<typeof smartQueries>[number];

/**
 * The lunr queries for a question or any words that include Chinese (Chinese already cut into the site's words):
 * all words required, then the last one as the beginning of a word (it may still be typed), then, from three
 * words on, each word left out in turn. The plugin's smart queries try every way of cutting each Chinese run and
 * a fuzzy form of each word: hundreds of queries for a Chinese question, which took seconds, and for a long
 * English one a tenth of a second and more.
 */
function plainQueries(words: string[], zhWords: Set<string>): LunrQuery[] {
  const {REQUIRED} = lunr.Query.presence;
  const {NONE, TRAILING} = lunr.Query.wildcard;
  const last = words.length - 1;
  // A character that makes none of the site's words can only be the start of one still being typed.
  const kept = words
    .map((word) => word.toLowerCase())
    .filter((word, n) => n === last || !/\p{Unified_Ideograph}/u.test(word) || zhWords.has(word));
  if (kept.length === 0) return [];
  const query = (list: string[], typing: boolean): LunrQuery => ({
    tokens: list,
    term: list.map((value, n) => ({
      value,
      presence: REQUIRED,
      wildcard: typing && n === list.length - 1 ? TRAILING : NONE,
    })),
  });
  const queries = [query(kept, false), query(kept, true)];
  if (kept.length > 2)
    for (let n = kept.length - 1; n >= 0; n -= 1)
      queries.push(
        query(
          kept.filter((_, k) => k !== n),
          n !== kept.length - 1,
        ),
      );
  return queries;
}

/** Whether a page title or heading has the word (by lunr's reading of it): then it is one of the site's names. */
function namesAPage(loaded: Loaded, word: string): boolean {
  return loaded.parts
    .slice(0, 2)
    .some((part) => part.index.query((query) => query.term(word.toLowerCase(), {})).length > 0);
}

/** The plugin's search, as its worker runs it: each smart query over each part, titles first, up to `limit`. */
function lunrSearch(loaded: Loaded, input: string, limit: number, taken: Set<number>): SearchResult[] {
  const rawTokens = tokenize(input, language);
  if (rawTokens.length === 0 || limit <= 0) return [];
  const results: SearchResult[] = [];
  const words = input.split(/\s+/).filter(Boolean);
  // A last word of one letter is still being typed: it would match most of the index's words, so it waits.
  if (words.length > 1 && /^[a-z0-9]$/i.test(words[words.length - 1])) words.pop();
  // The plugin's smart queries (with fuzzy forms, for slips of the keyboard) for a name or a word or two.
  const queries =
    /\p{Unified_Ideograph}/u.test(input) || words.length > 2
      ? plainQueries(words, loaded.zhWords)
      : smartQueries(tokenize(words.join(' '), language), loaded.zhDictionary);
  search: for (const {term, tokens} of queries) {
    for (const {byId, index, type} of loaded.parts) {
      const found = index
        .query((query) => {
          for (const item of term)
            query.term(item.value, {
              wildcard: item.wildcard,
              presence: item.presence,
              ...(item.editDistance ? {editDistance: item.editDistance} : null),
            });
        })
        .slice(0, limit)
        .filter((hit) => !taken.has(Number(hit.ref)) && !results.some((r) => String(r.document.i) === hit.ref))
        .slice(0, limit - results.length);
      for (const hit of found) {
        const doc = byId.get(Number(hit.ref));
        if (!doc) continue;
        results.push({...result(loaded, doc, type, tokens, hit.score), metadata: hit.matchData.metadata});
      }
      if (results.length >= limit) break search;
    }
  }
  sortSearchResults(results);
  // Too few pages have every word of a longer query: then pages with its longest words one at a time, after
  // those (a reader's question names the thing once, among words of its own: "unzip an archive").
  const longest = [...new Set(queries[0]?.tokens ?? [])].sort((a, b) => b.length - a.length);
  if (results.length < limit && longest.length > 1) {
    const more: SearchResult[] = [];
    const seen = new Set([...taken, ...results.map((r) => r.document.i)]);
    for (const word of longest) {
      for (const {byId, index, type} of loaded.parts) {
        for (const hit of index.query((query) => query.term(word, {presence: lunr.Query.presence.REQUIRED}))) {
          const doc = byId.get(Number(hit.ref));
          if (!doc || seen.has(doc.i) || results.length + more.length >= limit) continue;
          seen.add(doc.i);
          more.push({...result(loaded, doc, type, [word], hit.score), metadata: hit.matchData.metadata});
        }
      }
    }
    sortSearchResults(more);
    results.push(...more);
  }
  return results;
}

/** The query lunr gets: its content words, Chinese cut into the site's words, or corrected by sound. */
function lunrInput(loaded: Loaded, query: string): {input: string; correction?: string} {
  const words = contentWords(query, loaded.zhWords);
  const pinyin = loaded.site.pinyin;
  if (!pinyin) return {input: words.join(' ')};
  let corrected = false;
  const fixed = query.replace(/\p{Unified_Ideograph}+/gu, (run) => {
    // A slip is looked for in a short run, a term or two: in a longer sentence a character standing alone is most
    // often a word of its own (按 in 一直按着), not a slip.
    if (Array.from(run).length > 6) return run;
    const alike = soundAlike(run, loaded.zhWords, pinyin, loaded.zhWeight);
    if (alike) corrected = true;
    return alike ?? run;
  });
  if (!corrected) return {input: words.join(' ')};
  return {input: contentWords(fixed, loaded.zhWords).join(' '), correction: fixed.trim()};
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await this.load(baseUrl, searchContext);
  }

  private load(baseUrl: string, searchContext: string): Promise<Loaded> {
    const key = `${baseUrl}${searchContext}`;
    let loading = cache.get(key);
    if (!loading) cache.set(key, (loading = loadIndex(baseUrl, searchContext)));
    return loading;
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
    if (tokenize(input, language).length === 0) return [];
    const loaded = await this.load(baseUrl, searchContext);
    const results = memberHits(loaded, input).slice(0, limit);
    const taken = new Set(results.map((r) => r.document.i));
    const spelled = spellOperators(input);
    const {input: read, correction} = lunrInput(loaded, spelled);
    const query = correction ?? spelled;
    const words = contentWords(query, loaded.zhWords);
    // Marked in suggestions and on the page: the words, but no Chinese character standing alone (补 of 补间动画).
    const marked = words.filter((w) => !/^\p{Unified_Ideograph}$/u.test(w) || words.length === 1);
    // A question ("what is a coroutine", 协程是什么) asks for a task or a thing, as a query of several words does.
    const asked = hasFiller(query, loaded.zhWords);
    // Another engine's word goes first. So does a task phrase: of two words or more, or the whole query, in a
    // query of two words or more or a question; of two words or more that is the whole query (碰撞检测, one word to
    // the index); and of one word no page title or heading has (sfx, OnDestroy). Otherwise the query's own best
    // match stays first: a topic word of the site's finds its guide before the class a task phrase names.
    const phrased = phraseTargets(query, loaded.site.phrases, loaded.zhWords).flatMap(
      ({target, elsewhere, size, whole}) => {
        const found = loaded.targets.get(target);
        if (!found || taken.has(found.doc.i)) return [];
        const first =
          elsewhere ||
          ((words.length > 1 || asked) && (size > 1 || whole)) ||
          (size > 1 && whole) ||
          (whole && !namesAPage(loaded, words[0]));
        // The query's words and the name the site gives the target: marked in the suggestion and on the page.
        return [{hit: result(loaded, found.doc, found.type, [...new Set([...marked, found.doc.t])]), first}];
      },
    );
    for (const {hit, first} of phrased)
      if (first) {
        results.push(hit);
        taken.add(hit.document.i);
      }
    const later = phrased.filter((p) => !p.first && !taken.has(p.hit.document.i)).map((p) => p.hit);
    // lunr gets the whole limit: the order of its suggestions depends on how many it gathers before sorting.
    const rest = lunrSearch(loaded, read, limit, taken);
    const laterIds = new Set(later.map((hit) => hit.document.i));
    const [top, ...others] = rest;
    if (top) results.push(top);
    results.push(...later.filter((hit) => hit.document.i !== top?.document.i));
    results.push(...others.filter((hit) => !laterIds.has(hit.document.i)));
    results.splice(limit);
    if (correction && results.length > 0) results[0].correction = correction;
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

// In the browser's worker only (the ranking evaluator runs this module in Node, scripts/search/evaluate.ts).
if (typeof self !== 'undefined' && typeof self.fetch === 'function') {
  installIndexFallback(self);
  Comlink.expose(SearchWorker);
}
