// Writes the API reference pages (both locales) from src/data/api: `npm run api:generate`.
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {readData} from './model';
import {docsDirs, generatedFiles, groups} from './pages';

const files = generatedFiles(readData());
// Start from clean group folders so renamed or removed pages leave nothing behind.
for (const dir of Object.values(docsDirs)) {
  for (const group of groups) rmSync(join(dir, group), {recursive: true, force: true});
}
for (const [file, content] of files) {
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, content);
}
const count = Object.values(docsDirs).reduce((n, dir) => n + readdirSync(dir, {recursive: true}).length, 0);
console.log(`api:generate: wrote ${files.size} files (${count} entries under the api folders)`);
