// Chinese wording check: glossary variants in Chinese prose, and link texts that misquote page titles.
//   npx tsx scripts/content/check-terms.ts [path filters]
import {termProblems} from './terms';

const filters = process.argv.slice(2);
const problems = termProblems().filter((p) => filters.length === 0 || filters.some((f) => p.file.includes(f)));
for (const p of problems) console.log(`${p.file}:${p.line} ${p.message}`);
console.log(
  problems.length
    ? `${problems.length} wording problem(s)`
    : 'OK: the Chinese site uses the glossary’s terms and real page titles',
);
process.exit(problems.length ? 1 : 0);
