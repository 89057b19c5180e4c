// `npm run samples:check`: compiles every Lua, Teal, YueScript and TypeScript/TSX sample of the site (guides,
// API page examples, blog; both locales) with the engine's own toolchain, and runs every block marked `run` as
// the page runs it (scripts/samples/run.ts). One line per failing block, a table per language and locale,
// every escape listed; exits 1 on any failure.
//   tsx scripts/samples/check.ts [--root DIR] [PATH-FILTER…]   (--tools: only build the YueScript compiler)
import {parseArgs} from 'node:util';
import {
  englishFile,
  isDeclaration,
  languages,
  moduleOf,
  pageUnits,
  requiredModules,
  root,
  sitePages,
  sourceLine,
  twinDifferences,
  PageModules,
  type Block,
  type Language,
  type Page,
  type Unit,
} from './extract';
import {yueRunnerDir} from '../../plugins/runner/assets';
import {nodeRunner, runProblem, shownOutput} from './run';
import {
  checkLua,
  checkLuaTypes,
  checkTeal,
  checkTypeScript,
  checkYue,
  requireToolchain,
  scratchDir,
  type Problem,
} from './toolchain';

export type Failure = {file: string; line: number; language: Language; message: string};
export type Report = {
  failures: Failure[];
  escapes: {file: string; line: number; language: Language; reason: string}[];
  /** blocks / failures / escapes per locale and language */
  table: Map<string, {blocks: number; failed: number; escaped: number}>;
};

/** Runs `work` over items, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: Math.min(limit, items.length)}, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Why a runnable block does not do what its page shows. A block with an output block runs a second time, in a
 * fresh Lua state: the order of `pairs` changes from state to state, and a page cannot show such output.
 */
async function runTwice(runner: ReturnType<typeof nodeRunner>, block: Block): Promise<string | undefined> {
  const first = await runner.run(block.language, block.code);
  const problem = runProblem(first, block.output);
  if (problem || block.output === undefined) return problem;
  const second = await runner.run(block.language, block.code);
  return shownOutput(second) === shownOutput(first)
    ? runProblem(second, block.output)
    : 'prints something else on each run (the order of pairs?): show no output block for it';
}

export async function checkPages(pages: Page[]): Promise<Report> {
  requireToolchain();
  const {dir, done} = scratchDir();
  const report: Report = {failures: [], escapes: [], table: new Map()};
  const row = (locale: string, language: Language) => {
    const key = `${locale}\t${language}`;
    if (!report.table.has(key)) report.table.set(key, {blocks: 0, failed: 0, escaped: 0});
    return report.table.get(key)!;
  };
  type Compiled = {unit: Extract<Unit, {kind: 'compile'}>; locale: string; name: string; page: number};
  const compiled: Compiled[] = [];
  const counted = new Set<unknown>();
  const failed = new Set<unknown>();
  /** A failure, counted once per block in the table. */
  const fail = (locale: string, block: Block, failure: Failure) => {
    if (!failed.has(block)) row(locale, block.language).failed += 1;
    failed.add(block);
    report.failures.push(failure);
  };
  try {
    const modules = new PageModules<Extract<Unit, {kind: 'compile'}>>(pages);
    for (const [index, page] of pages.entries()) {
      for (const unit of pageUnits(page.blocks)) {
        const {block} = unit;
        const tally = row(page.locale, block.language);
        if (!counted.has(block)) tally.blocks += 1;
        counted.add(block);
        if (unit.kind === 'escape') {
          tally.escaped += 1;
          report.escapes.push({
            file: block.file,
            line: block.line,
            language: block.language,
            reason: block.meta.nocheck!,
          });
        } else if (unit.kind === 'invalid') {
          fail(page.locale, block, {
            file: block.file,
            line: block.line,
            language: block.language,
            message: unit.message,
          });
        } else if (unit.kind === 'compile') {
          compiled.push({unit, locale: page.locale, name: `b${String(compiled.length).padStart(5, '0')}`, page: index});
          // A module's continuation (`title="inventory.d.ts, continued"`) is the module from there on.
          const module = moduleOf(unit.parts[0]);
          if (module) modules.add(index, module, unit, block.language);
        }
      }
    }
    const problems = new Map<string, Problem>();
    /** The page's own modules that a unit requires, and those they require; units needing none are checked together. */
    const needs = (c: Compiled) => {
      const found = new Map<string, Extract<Unit, {kind: 'compile'}>>();
      const visit = (code: string) => {
        for (const name of requiredModules(code)) {
          const unit = modules.find(c.page, name, c.unit.block.language);
          if (!unit || unit === c.unit || found.has(name)) continue;
          found.set(name, unit);
          visit(unit.code);
        }
      };
      visit(c.unit.code);
      return found;
    };
    const of = (language: Language) => compiled.filter((c) => c.unit.block.language === language);
    const alone = (language: Language) => of(language).filter((c) => needs(c).size === 0);
    const withModules = (language: Language) => of(language).filter((c) => needs(c).size > 0);
    for (const [name, problem] of checkTeal(
      alone('teal').map((c) => ({name: c.name, code: c.unit.code})),
      dir,
    ))
      problems.set(name, problem);
    for (const c of withModules('teal')) {
      const files = new Map([...needs(c)].map(([name, unit]) => [name, unit.code]));
      for (const [name, problem] of checkTeal([{name: c.name, code: c.unit.code}], dir, files))
        problems.set(name, problem);
    }
    const tsFiles = (list: Compiled[]) =>
      list.map((c) => ({
        name: c.name,
        code: c.unit.code,
        tsx: c.unit.tsx,
        declaration: isDeclaration(c.unit.parts[0]),
      }));
    for (const [name, problem] of checkTypeScript(tsFiles(alone('ts')))) problems.set(name, problem);
    for (const c of withModules('ts')) {
      const files = new Map(
        [...needs(c)].map(([name, unit]) => [
          name,
          {code: unit.code, tsx: unit.tsx, declaration: isDeclaration(unit.parts[0])},
        ]),
      );
      for (const [name, problem] of checkTypeScript(tsFiles([c]), files)) problems.set(name, problem);
    }
    await pool([...of('lua'), ...of('yue')], 4, async (c) => {
      const problem =
        c.unit.block.language === 'lua' ? await checkLua(c.unit.code, dir, c.name) : await checkYue(c.unit.code);
      if (problem) problems.set(c.name, problem);
    });
    // Lua that compiles is then read against the engine's declarations, as the engine's checker reads a .lua file.
    const lua = of('lua').filter((c) => !problems.has(c.name));
    for (const [name, problem] of checkLuaTypes(
      lua.map((c) => ({name: c.name, code: c.unit.code})),
      dir,
    ))
      problems.set(name, problem);
    // The Chinese page carries the English page's code, but for comments and strings shown to players.
    const english = new Map(pages.filter((p) => p.locale === 'en').map((p) => [p.file, p]));
    for (const page of pages.filter((p) => p.locale === 'zh-Hans')) {
      const twin = english.get(englishFile(page.file));
      for (const {block, message} of twin ? twinDifferences(twin, page) : []) {
        fail(page.locale, block, {file: block.file, line: block.line, language: block.language, message});
      }
    }
    // A block marked `run` runs in the page's runner, and prints what its output block shows.
    const runnable = compiled.filter((c) => c.unit.block.meta.run && !problems.has(c.name));
    const runner = runnable.length > 0 ? nodeRunner() : undefined;
    for (const c of runnable) {
      const {block} = c.unit;
      const problem =
        c.unit.parts.length > 1
          ? 'a block marked run runs alone, as the page runs it: it cannot continue another'
          : await runTwice(runner!, block);
      if (problem)
        fail(c.locale, block, {file: block.file, line: block.line, language: block.language, message: problem});
    }
    for (const c of compiled) {
      const problem = problems.get(c.name);
      if (!problem) continue;
      const at = sourceLine(c.unit, problem.line);
      fail(c.locale, c.unit.block, {
        file: at.block.file,
        line: at.line,
        language: c.unit.block.language,
        message: problem.message,
      });
    }
  } finally {
    done();
  }
  report.failures.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return report;
}

export function printReport(report: Report): void {
  for (const f of report.failures) console.log(`✖ ${f.file}:${f.line} ${f.language}: ${f.message}`);
  if (report.escapes.length > 0) console.log(`\nEscapes (nocheck):`);
  for (const e of report.escapes) console.log(`  ${e.file}:${e.line} ${e.language}: ${e.reason}`);
  const header = ['locale', ...languages.map((l) => `${l} blocks/failed`), 'escapes'];
  const rows = ['en', 'zh-Hans'].map((locale) => {
    const cells = languages.map((l) => report.table.get(`${locale}\t${l}`) ?? {blocks: 0, failed: 0, escaped: 0});
    return [locale, ...cells.map((c) => `${c.blocks} / ${c.failed}`), String(cells.reduce((n, c) => n + c.escaped, 0))];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
  const blocks = [...report.table.values()].reduce((n, c) => n + c.blocks, 0);
  const share = blocks === 0 ? 0 : (100 * report.escapes.length) / blocks;
  console.log(
    `\n${blocks} blocks, ${report.failures.length} failed, ${report.escapes.length} escaped (${share.toFixed(1)} %)`,
  );
}

/** Escapes may not pass 2 % of the blocks. */
export const maxEscapeShare = 0.02;

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    options: {root: {type: 'string'}, tools: {type: 'boolean'}},
    allowPositionals: true,
  });
  if (values.tools) {
    // Only make the toolchain ready (CI does this as its own timed step).
    requireToolchain();
    console.log(`YueScript compiler (WebAssembly): ${yueRunnerDir()}`);
    return;
  }
  const pages = sitePages(values.root ?? root).filter(
    (p) => positionals.length === 0 || positionals.some((filter) => p.file.includes(filter)),
  );
  const started = Date.now();
  const report = await checkPages(pages);
  printReport(report);
  const blocks = [...report.table.values()].reduce((n, c) => n + c.blocks, 0);
  const tooManyEscapes = blocks > 0 && report.escapes.length / blocks > maxEscapeShare;
  if (tooManyEscapes) console.log(`✖ escapes are over ${maxEscapeShare * 100} % of the blocks`);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(report.failures.length > 0 || tooManyEscapes ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
