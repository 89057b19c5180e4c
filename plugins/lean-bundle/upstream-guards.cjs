// Counts, per client build, how often each of the site's reaches into Docusaurus or a plugin took effect: a
// module redirect matched an import, a loader found the code it rewrites. plugins/lean-bundle fails the
// build when one took no effect, so that an upgrade that moved or changed the target is caught at once
// instead of silently undoing the change (UPGRADING.md lists every reach). CommonJS, because the loaders
// (.cjs) and the bundler config share the counts in one process.
const counts = (globalThis.__doraUpstreamHits ??= new Map());

/** Records `n` effects of the reach `name`. */
exports.hit = (name, n = 1) => counts.set(name, (counts.get(name) ?? 0) + n);

/** The count so far of `name`. */
exports.count = (name) => counts.get(name) ?? 0;

/** Starts a new count (each client compilation). */
exports.reset = () => counts.clear();

/**
 * For a guard's own test: `DORA_BREAK_REACH=<name>[,<name>…]` makes those reaches aim at nothing, as an upgrade that
 * moved its target would, so that the test can show the build then fails.
 */
exports.broken = (name) => (process.env.DORA_BREAK_REACH ?? '').split(',').includes(name);
