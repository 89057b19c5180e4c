// Checks guide pages (all of them, or the files given) and prints each problem: `npx tsx scripts/content/check-guides.ts [files]`.
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {apiNames, checkGuide, guideFiles, isChinese, zhTwin} from './guides';

const names = apiNames();
const given = process.argv.slice(2).map((f) => resolve(f));
const english = given.length ? given.filter((f) => !isChinese(f)) : guideFiles();
const files = [...new Set([...english, ...english.map(zhTwin), ...given.filter(isChinese)])];
const problems = files.flatMap((f) =>
  existsSync(f)
    ? checkGuide(f, names)
    : [{file: f, message: 'missing (every guide needs an English and a Chinese file)'}],
);
for (const p of problems) console.log(`${p.file}: ${p.message}`);
console.log(problems.length ? `${problems.length} problem(s) in ${files.length} files` : `OK: ${files.length} files`);
process.exit(problems.length ? 1 : 0);
