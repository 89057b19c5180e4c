// Rebuilds src/data/api/interface.json from the engine's interface facts in ../shared/api.
import {writeFileSync} from 'node:fs';
import {dataFile, readShared, serializeData} from './model';

const data = readShared();
if (!data) {
  console.error('api:sync needs ../shared/api/dora-ssr-api-1.7.2.json beside the project.');
  process.exit(1);
}
writeFileSync(dataFile, serializeData(data));
console.log(
  `api:sync: ${data.pages.length} pages, ${data.pages.reduce((n, p) => n + p.members.length, 0)} members written to ${dataFile}`,
);
