// Rebuilds src/data/api/interface.json from the engine's interface facts in ../shared/api (the Teal forms) and
// the engine's TypeScript declarations (DORA_ROOT, default ../shared/engine): `npm run api:sync`.
import {writeFileSync} from 'node:fs';
import {dataFile, readShared, serializeData} from './model';
import {withTypeScript} from './typescript';

const shared = readShared();
if (!shared) {
  console.error('api:sync needs ../shared/api/dora-ssr-api-1.7.2.json beside the project.');
  process.exit(1);
}
const {data, unplaced} = withTypeScript(shared);
if (unplaced.length) {
  console.error(
    `api:sync: TypeScript exports with no page: ${unplaced.join(', ')} (add them to placedExports in scripts/api/typescript.ts)`,
  );
  process.exit(1);
}
writeFileSync(dataFile, serializeData(data));
const members = data.pages.flatMap((p) => p.members);
console.log(
  `api:sync: ${data.pages.length} pages, ${members.length} members (${members.filter((m) => m.ts).length} with a TypeScript form, ${members.filter((m) => !m.overloads.length).length} TypeScript only) written to ${dataFile}`,
);
