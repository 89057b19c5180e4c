/**
 * The in-page runner's files (src/runner, issue 38): builds them at the start of a build or of the dev
 * server (plugins/runner/assets.ts), writes them into a static folder of the site under
 * `runner/<version>/`, and gives the version to the page as global data. No page loads any of them
 * until a reader presses Run.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {runnerFiles} from './assets';

/** The static folder the files are written to, relative to the site; docusaurus.config.ts lists it. */
export const runnerStaticDir = '.docusaurus/runner-static';

export type RunnerData = {version: string};

export function runnerPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'runner',
    async loadContent() {
      const {version, files} = await runnerFiles({yueOptional: process.env.NODE_ENV !== 'production'});
      const root = join(context.siteDir, runnerStaticDir);
      rmSync(root, {recursive: true, force: true});
      const dir = join(root, 'runner', version);
      mkdirSync(dir, {recursive: true});
      for (const [name, content] of files) writeFileSync(join(dir, name), content);
      return version;
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData({version: content as string} satisfies RunnerData);
    },
  };
}
