// Moves every @docusaurus/* package to one version in one step: the dependencies, the devDependencies and
// the `overrides` that pin the copies other packages ask for. Then refreshes the lock file.
//   npx tsx scripts/bump-docusaurus.ts 3.9.3 [--no-install]
// Read UPGRADING.md before and after: every touchpoint with Docusaurus's internals has a guard to run.
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';

type Manifest = {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, string>;
};

/** The manifest with every @docusaurus/* pin at `version` (overrides that point at a dependency, `$name`, stay). */
export function bumpDocusaurus(manifest: Manifest, version: string): {manifest: Manifest; changed: string[]} {
  const changed: string[] = [];
  const bump = (section: Record<string, string>, where: string) => {
    for (const [name, pinned] of Object.entries(section)) {
      if (!name.startsWith('@docusaurus/') || pinned.startsWith('$') || pinned === version) continue;
      section[name] = version;
      changed.push(`${where} ${name}: ${pinned} → ${version}`);
    }
  };
  const next = structuredClone(manifest);
  bump(next.dependencies, 'dependencies');
  bump(next.devDependencies, 'devDependencies');
  bump(next.overrides, 'overrides');
  return {manifest: next, changed};
}

function main(): void {
  const [version, ...flags] = process.argv.slice(2);
  if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
    console.error('usage: npx tsx scripts/bump-docusaurus.ts <version> [--no-install]');
    process.exit(2);
  }
  const file = resolve(import.meta.dirname, '..', 'package.json');
  const {manifest, changed} = bumpDocusaurus(JSON.parse(readFileSync(file, 'utf8')) as Manifest, version);
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(changed.length ? changed.join('\n') : `every @docusaurus/* package is already at ${version}`);
  if (flags.includes('--no-install')) return;
  // npm install rewrites package-lock.json for the new pins; prove it afterwards with `npm ci` in a clean clone.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log('\nNext: npm test, then the checklist in UPGRADING.md.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
