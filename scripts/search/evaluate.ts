/**
 * Scores the built search index against the reader queries of ./queries.ts and ./queries-readers.ts with the
 * site's search worker (src/search/worker.ts, with the plugin's query code it uses), bundled for Node and
 * reading build/ instead of fetching. So the first result here is the first suggestion a reader sees.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {build} from 'esbuild';
import {searchOptions} from '../../config/search';
import {queries, type SearchQuery} from './queries';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const pluginDir = dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const workerModule = join(root, 'src', 'search', 'worker.ts');
const generatedConstants = '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';

export type Locale = keyof typeof queries;
export const localePrefix: Record<Locale, string> = {en: '', 'zh-Hans': '/zh-Hans'};

/** One suggestion as the worker returns it (the fields this module reads). */
export type SearchResult = {
  document: {i: number; t: string; u: string; h?: string; p?: number};
  type: number;
  score: number;
};
type Worker = {search(baseUrl: string, context: string, input: string, limit: number): Promise<SearchResult[]>};

/** The constants module the plugin generates for the browser bundle, written by the plugin itself from our options. */
function writeGeneratedConstants(dir: string): string {
  const {validateOptions} = require(join(pluginDir, 'dist', 'server', 'server', 'utils', 'validateOptions.js'));
  const {processPluginOptions} = require(
    join(pluginDir, 'dist', 'server', 'server', 'utils', 'processPluginOptions.js'),
  );
  const {generate} = require(join(pluginDir, 'dist', 'server', 'server', 'utils', 'generate.js'));
  const validated = validateOptions({
    options: searchOptions,
    validate: (schema: {validate: (v: unknown) => {error?: Error; value: unknown}}, options: unknown) => {
      const {error, value} = schema.validate(options);
      if (error) throw error;
      return value;
    },
  });
  generate(processPluginOptions(validated, {siteDir: root, siteConfig: {themeConfig: {}}}), dir);
  return join(dir, 'generated-constants.js');
}

/** The site's search worker, bundled for Node. */
async function loadWorker(buildDir: string): Promise<Worker> {
  const dir = mkdtempSync(join(tmpdir(), 'dora-search-'));
  try {
    const constants = writeGeneratedConstants(dir);
    const bundled = await build({
      entryPoints: [workerModule],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'error',
      banner: {
        js: "import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(import.meta.url); let fetch, location;",
      },
      footer: {js: 'export function setHost(f, l) { fetch = f; location = l; }'},
      plugins: [
        {
          name: 'generated-constants',
          setup(b) {
            b.onResolve({filter: /^@generated\//}, (args) => {
              if (args.path !== generatedConstants)
                throw new Error(`The worker imports ${args.path}, which the evaluator does not provide.`);
              return {path: constants};
            });
          },
        },
      ],
    });
    const file = join(dir, 'worker.mjs');
    writeFileSync(file, bundled.outputFiles[0].text);
    // The worker fetches `${baseUrl}search-index.json?_=hash` from its page's origin: here `fetch` and
    // `location` are the bundle's own (see the banner), reading build/, so nothing else in the process changes.
    const {SearchWorker, setHost} = (await import(pathToFileURL(file).href)) as {
      SearchWorker: new () => Worker;
      setHost: (f: unknown, l: unknown) => void;
    };
    setHost(
      async (url: string) => {
        const path = decodeURIComponent(new URL(url, 'http://127.0.0.1').pathname);
        const text = readFileSync(join(buildDir, path), 'utf8');
        return {json: async () => JSON.parse(text)};
      },
      {origin: 'http://127.0.0.1'},
    );
    return new SearchWorker();
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const workers = new Map<string, Promise<Worker>>();
/** One worker per build folder: it loads each locale's index once, as a reader's page does. */
function workerFor(buildDir: string): Promise<Worker> {
  let worker = workers.get(buildDir);
  if (!worker) workers.set(buildDir, (worker = loadWorker(buildDir)));
  return worker;
}

export type QueryOutcome = SearchQuery & {rank: number | undefined; got: string[]};
export type LocaleScore = {
  locale: Locale;
  total: number;
  hit1: number;
  hit8: number;
  mrr: number;
  outcomes: QueryOutcome[];
};

const urlOf = (result: SearchResult) => `${result.document.u}${result.document.h ?? ''}`;

/** Whether a suggestion opens what the query wants: the page, or with a heading, that heading. */
export function matches(result: SearchResult, want: string, prefix: string): boolean {
  const [page, hash] = want.split('#');
  if (result.document.u !== `${prefix}${page}`) return false;
  return hash === undefined || result.document.h === `#${hash}`;
}

/** Every query's target must exist in the index, or the set has a typo or the site lost a page or anchor. */
function checkTargets(buildDir: string, locale: Locale, set: SearchQuery[]): void {
  const parts = JSON.parse(readFileSync(join(buildDir, localePrefix[locale], 'search-index.json'), 'utf8')) as {
    documents: SearchResult['document'][];
  }[];
  const known = new Set(parts.flatMap((part) => part.documents.flatMap((d) => [d.u, `${d.u}${d.h ?? ''}`])));
  const missing = set.flatMap(({q, want, also = []}) =>
    [want, ...also].filter((w) => !known.has(`${localePrefix[locale]}${w}`)).map((w) => `  ${q} → ${w}`),
  );
  if (missing.length)
    throw new Error(`Search queries (${locale}) want pages or headings the index lacks:\n${missing.join('\n')}`);
}

/** Runs a query set through the worker of one locale's build; `limit` is the suggestion count (8). */
export async function scoreLocale(
  locale: Locale,
  set: SearchQuery[] = queries[locale],
  buildDir = join(root, 'build'),
  limit = 8,
): Promise<LocaleScore> {
  checkTargets(buildDir, locale, set);
  const worker = await workerFor(buildDir);
  const prefix = localePrefix[locale];
  const outcomes: QueryOutcome[] = [];
  for (const query of set) {
    const results = await worker.search(`${prefix}/`, '', query.q, limit);
    const index = results.findIndex((r) =>
      [query.want, ...(query.also ?? [])].some((want) => matches(r, want, prefix)),
    );
    outcomes.push({...query, rank: index >= 0 ? index + 1 : undefined, got: results.map(urlOf)});
  }
  const total = outcomes.length;
  return {
    locale,
    total,
    hit1: outcomes.filter((o) => o.rank === 1).length / total,
    hit8: outcomes.filter((o) => o.rank !== undefined).length / total,
    mrr: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / total,
    outcomes,
  };
}

/** The lines `npm run bench` prints for one locale: the figures, then every query whose target is not first. */
export function report(score: LocaleScore): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const lines = [
    `Search ranking (${score.locale}, ${score.total} queries): hit@1 ${pct(score.hit1)}, hit@8 ${pct(score.hit8)}, MRR ${score.mrr.toFixed(3)}`,
  ];
  for (const o of score.outcomes.filter((x) => x.rank !== 1)) {
    lines.push(
      `  ${JSON.stringify(o.q)} wants ${o.want}: ${o.rank ? `#${o.rank}` : 'not in the 8'}; first is ${o.got[0] ?? '(nothing)'}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((a): a is Locale => a in queries);
  for (const locale of asked.length ? asked : (Object.keys(queries) as Locale[]))
    console.log(report(await scoreLocale(locale)));
}

if (process.argv[1]?.endsWith('evaluate.ts')) void main();
