// Which fenced blocks run in the page: those whose meta string has the bare word `run` (```` ```teal run ````),
// in a language the runner has. The page (src/theme/CodeBlock) and the sample check (scripts/samples) read the
// mark here, so that they agree.

/** The languages the runner runs. */
export type RunLanguage = 'lua' | 'teal' | 'yue' | 'ts';

/** How long a sample may run, in milliseconds, before it is stopped. */
export const timeLimit = 3000;

/** The four languages of the engine's samples, with the fence languages that mean each (the sample check's too). */
export const fenceLanguage: Record<string, RunLanguage> = {
  lua: 'lua',
  teal: 'teal',
  tl: 'teal',
  yue: 'yue',
  yuescript: 'yue',
  ts: 'ts',
  tsx: 'ts',
  typescript: 'ts',
};

/** Whether a fence's meta string has the word (not a `key=value` pair). */
export function hasMark(metastring: string | undefined, word: string): boolean {
  const bare = (metastring ?? '').replace(/\w+=(?:"[^"]*"|'[^']*'|[^\s"'{}]+)/g, ' ');
  return bare.split(/\s+/).includes(word);
}

/** The runner's language of a block marked `run`: from its fence language or its `language-x` class. */
export function runnableLanguage(
  fenceOrClass: string | undefined,
  metastring: string | undefined,
): RunLanguage | undefined {
  if (!hasMark(metastring, 'run')) return undefined;
  const fence = (fenceOrClass ?? '').match(/(?:^|\s)language-(\S+)/)?.[1] ?? fenceOrClass ?? '';
  // TSX needs the engine's DoraX, so a TSX sample never runs here.
  return fence === 'tsx' ? undefined : fenceLanguage[fence];
}
