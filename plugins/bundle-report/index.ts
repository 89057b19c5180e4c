import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

interface ModuleStat {
  name?: string;
  identifier?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: ModuleStat[];
}
interface ChunkStat {
  id?: string | number;
  names?: string[];
  files?: string[];
  initial?: boolean;
  size?: number;
  modules?: ModuleStat[];
}

/** The npm package (or `src/...` folder) a module path belongs to, so the report groups by what a maintainer can act on. */
function owner(name: string): string {
  const nm = name.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = name.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return name.replace(/^\.\//, '').split('/').slice(0, 2).join('/');
}

/**
 * What the bundles carry. With BUNDLE_REPORT=1 set for a build, writes `bundle-report.json` into the
 * output: for each client chunk, its files, whether a first visit loads it, and the unminified size of
 * its modules by package and by module, largest first. BUNDLE_REPORT=named also leaves modules named and
 * unconcatenated in the minified output, so each module's share of a file can be weighed there;
 * BUNDLE_REPORT=unminified leaves the code unminified too, so a CPU profile names functions.
 */
export function bundleReportPlugin(): Plugin {
  return {
    name: 'bundle-report',
    configureWebpack(_config, isServer) {
      if (isServer || !process.env.BUNDLE_REPORT) return {};
      return {
        // Named, unconcatenated modules let the report weigh each module's minified code in the output.
        // `unminified` also keeps function names and lines, for reading a CPU profile of the page.
        ...(process.env.BUNDLE_REPORT === 'named' || process.env.BUNDLE_REPORT === 'unminified'
          ? {
              optimization: {
                moduleIds: 'named',
                concatenateModules: false,
                ...(process.env.BUNDLE_REPORT === 'unminified' ? {minimize: false} : {}),
              },
            }
          : {}),
        plugins: [
          {
            apply(compiler: {
              hooks: {
                done: {
                  tap(
                    name: string,
                    fn: (stats: {
                      toJson(o: object): {chunks?: ChunkStat[]; modules?: ModuleStat[]; outputPath?: string};
                    }) => void,
                  ): void;
                };
              };
            }) {
              compiler.hooks.done.tap('bundle-report', (stats) => {
                const json = stats.toJson({
                  all: false,
                  ids: true,
                  chunks: true,
                  modules: true,
                  nestedModules: true,
                  modulesSpace: Infinity,
                  nestedModulesSpace: Infinity,
                  dependentModules: true,
                  orphanModules: false,
                  outputPath: true,
                });
                const owners = new Map<string | number, Map<string, number>>();
                const modules = new Map<string | number, Map<string, number>>();
                const add = (chunkId: string | number, name: string, size: number) => {
                  const byModule = modules.get(chunkId) ?? new Map<string, number>();
                  byModule.set(name, size);
                  modules.set(chunkId, byModule);
                  const byOwner = owners.get(chunkId) ?? new Map<string, number>();
                  byOwner.set(owner(name), (byOwner.get(owner(name)) ?? 0) + size);
                  owners.set(chunkId, byOwner);
                };
                for (const m of json.modules ?? []) {
                  for (const chunkId of m.chunks ?? []) {
                    if (m.modules?.length)
                      for (const inner of m.modules)
                        add(chunkId, inner.name ?? inner.identifier ?? m.name ?? '?', inner.size ?? 0);
                    else add(chunkId, m.name ?? m.identifier ?? '?', m.size ?? 0);
                  }
                }
                const chunks = (json.chunks ?? []).map((chunk) => ({
                  names: chunk.names,
                  files: chunk.files,
                  initial: chunk.initial,
                  size: chunk.size,
                  owners: [...(owners.get(chunk.id ?? '') ?? [])]
                    .sort((a, b) => b[1] - a[1])
                    .map(([name, size]) => ({name, size})),
                  modules: [...(modules.get(chunk.id ?? '') ?? [])]
                    .sort((a, b) => b[1] - a[1])
                    .slice(0, 60)
                    .map(([name, size]) => ({name, size})),
                }));
                chunks.sort((a, b) => (b.size ?? 0) - (a.size ?? 0));
                writeFileSync(join(json.outputPath ?? 'build', 'bundle-report.json'), JSON.stringify(chunks, null, 1));
              });
            },
          },
        ],
      };
    },
  };
}
