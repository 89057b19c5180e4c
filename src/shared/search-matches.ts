// Match positions for search suggestions, found in the text itself (the compact search index has none).

/**
 * Where the search tokens occur in the text, as [start, length], in order. A token that does not occur
 * as written ("sprites" in a text about one sprite) is looked for by its stem and marked to the end of
 * the word; when nothing is found, the text is shown from its start.
 */
export function findMatches(content: string, tokens: string[]): [number, number][] {
  const lower = content.toLowerCase();
  const found: [number, number][] = [];
  const occurrences = (needle: string, wholeWord: boolean) => {
    const at: [number, number][] = [];
    for (let i = lower.indexOf(needle); i >= 0 && needle; i = lower.indexOf(needle, i + needle.length)) {
      let end = i + needle.length;
      if (wholeWord) while (end < lower.length && /[\p{L}\p{N}_]/u.test(lower[end])) end += 1;
      at.push([i, end - i]);
    }
    return at;
  };
  for (const token of tokens.map((t) => t.toLowerCase())) {
    const exact = occurrences(token, false);
    found.push(
      ...(exact.length > 0 || token.length < 5
        ? exact
        : occurrences(token.slice(0, Math.max(4, token.length - 3)), true)),
    );
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  return found.length > 0 ? found : [[0, 0]];
}

/** The plugin's reading of match positions, for matches that have none (all of them, in the compact index). */
export function getStemmedPositions(
  metadata: Record<string, Record<string, {position?: [number, number][]}>>,
  field: string,
): [number, number][] {
  const positions: [number, number][] = [];
  for (const match of Object.values(metadata)) positions.push(...(match[field]?.position ?? []));
  return positions.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}
