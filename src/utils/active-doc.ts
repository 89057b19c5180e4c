/**
 * The doc of a docs version that a pathname opens, found the way the docs plugin's `getActiveDocContext`
 * finds it, but by one map lookup instead of a `matchPath` per doc.
 *
 * The plugin compares the pathname with each of the version's docs in turn (`exact: true, strict: false`,
 * case-insensitive), which on this site is some 280 regular expressions, twice each time the navbar's
 * version item renders: about 10 ms of a slow machine's main thread in a hydration task, on every page.
 * For a doc path that is plain text, that comparison is equality after lower-casing both and dropping one
 * trailing slash, which is what the map keys are. A version with any other doc path (a route parameter,
 * a pattern character, a character beyond ASCII, which the expression's case folding treats otherwise)
 * is searched the plugin's way. `tests/unit/active-doc.test.ts` checks both against the plugin's function.
 */
import {matchPath} from '@docusaurus/router';
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

/** Printable ASCII without the characters `path-to-regexp` reads as a pattern. */
const plainPath = /^[\x20-\x7e]*$/;
const patternCharacter = /[:*?+()[\]{}\\]/;

const keyOf = (path: string) => path.toLowerCase().replace(/\/$/, '');

/** Each version's docs by their key (the first doc of each key, as `find` returns), or null where a doc path is not plain. */
const indexes = new WeakMap<GlobalVersion, Map<string, GlobalDoc> | null>();

function indexOf(version: GlobalVersion): Map<string, GlobalDoc> | null {
  const known = indexes.get(version);
  if (known !== undefined) return known;
  let index: Map<string, GlobalDoc> | null = null;
  if (version.docs.every(({path}) => plainPath.test(path) && !patternCharacter.test(path))) {
    index = new Map();
    for (const doc of version.docs) if (!index.has(keyOf(doc.path))) index.set(keyOf(doc.path), doc);
  }
  indexes.set(version, index);
  return index;
}

/** The doc of `version` at `pathname`, or undefined when the pathname is not one of its docs. */
export function docAt(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  // Only a pathname in the version (its path a prefix), as the plugin's `getActiveVersion` asks first.
  if (matchPath(pathname, {path: version.path, exact: false, strict: false}) === null) return undefined;
  const index = indexOf(version);
  if (index === null)
    return version.docs.find((doc) => matchPath(pathname, {path: doc.path, exact: true, strict: false}) !== null);
  // A pathname beyond ASCII matches no plain path: case folding never maps such a character into ASCII.
  return plainPath.test(pathname) ? index.get(keyOf(pathname)) : undefined;
}
