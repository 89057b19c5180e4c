/**
 * How much each API page weighs in search ranking, relative to the rest of the reference: by how often
 * the code of the guides, examples and posts (code blocks and inline code) names its class or function. A member name that several classes share
 * (`position`, `textureRect`, `getLayer`) then suggests first the class readers meet most, Node before
 * BodyDef, Sprite before Grid, and a rarely used class still ranks among its peers.
 *
 * Guides and posts keep lunr's weight of 1; an API page's sections get between `floor` and 1, so the
 * reference never outranks a guide by popularity alone: only its own words decide that. Page titles are
 * not weighted (scripts/search-index.ts): a class name typed in full finds its page however rare it is.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

const root = resolve(__dirname, '../..');
/** The English sources whose mentions count (the Chinese ones hold the same code and names). */
const sources = ['docs/tutorial', 'docs/example', 'blog'];
export const floor = 0.5;

/** The code in the English sources: fenced blocks and inline code spans. */
function sourceCode(): string {
  const text = sources
    .flatMap((dir) =>
      readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
        .filter((f) => /\.mdx?$/.test(f))
        .map((f) => readFileSync(join(root, dir, f), 'utf8')),
    )
    .join('\n');
  return [...text.matchAll(/```[\s\S]*?```|`[^`\n]+`/g)].map((m) => m[0]).join('\n');
}

/** Whole-word, case-sensitive mentions of each name in the text. */
export function mentionCounts(text: string, names: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return new Map([...names].map((name) => [name, counts.get(name) ?? 0]));
}

/** A boost in [floor, 1] from a mention count, on a log scale up to the most mentioned name. */
export function boostFor(mentions: number, mostMentions: number): number {
  if (mostMentions <= 0) return 1;
  const share = Math.log1p(mentions) / Math.log1p(mostMentions);
  return Math.round((floor + (1 - floor) * share) * 1000) / 1000;
}

/**
 * The Platformer game framework is built on the engine; on equal matches its pages follow the engine's
 * own, whose names it often reuses (PhysicsWorld's setShouldContact before Platformer's Data's).
 */
export const frameworkWeight = 0.8;

/** The boost of every API page, by its route under /docs/api/ (`Class/Sprite`, `Class Object/Sprite`, `Module/Move`). */
export function apiPageBoosts(): Map<string, number> {
  const {pages} = JSON.parse(readFileSync(join(root, 'src/data/api/interface.json'), 'utf8')) as {
    pages: {route: string}[];
  };
  const nameOf = (route: string) => route.split('/').pop() as string;
  const counts = mentionCounts(sourceCode(), new Set(pages.map((p) => nameOf(p.route))));
  const most = Math.max(...counts.values());
  const weight = (route: string) => (/(^|\/)Platformer(\/|$)/.test(route) ? frameworkWeight : 1);
  return new Map(
    pages.map((p) => [
      p.route,
      Math.round(boostFor(counts.get(nameOf(p.route)) ?? 0, most) * weight(p.route) * 1000) / 1000,
    ]),
  );
}
