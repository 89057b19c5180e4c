import type {Heading, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {Locale} from '../scripts/api/model';
import {pageUsesOf, usageIndex, usesOf, type UsageIndex, type Use} from '../scripts/samples/usage';

/** How many uses a line lists before it says how many more there are. */
export const shownUses = 8;

const words: Record<Locale, {label: string; sep: string; more: (n: number) => string}> = {
  en: {label: 'Used in:', sep: ', ', more: (n) => ` and ${n} more`},
  'zh-Hans': {label: '示例中的用法：', sep: '、', more: (n) => ` 等另外 ${n} 处`},
};

/** The API page a Markdown file is, from its path: `docs/api/Class/Node/index.mdx` is `Class/Node` in English. */
export function apiPageOf(path: string): {route: string; locale: Locale} | undefined {
  const m = path
    .replace(/\\/g, '/')
    .match(/(?:^|\/)(docs|i18n\/zh-Hans\/docusaurus-plugin-content-docs\/current)\/api\/(.+)\.mdx?$/);
  if (!m) return undefined;
  return {route: m[2].replace(/\/index$/, ''), locale: m[1] === 'docs' ? 'en' : 'zh-Hans'};
}

/** A heading's id: the one Docusaurus's heading plugin set, or else the `{#id}` its text still ends with. */
function headingId(heading: Heading): string | undefined {
  const data = heading.data as {id?: unknown; hProperties?: {id?: unknown}} | undefined;
  const id = data?.hProperties?.id ?? data?.id;
  if (typeof id === 'string') return id;
  const last = heading.children.at(-1);
  return last?.type === 'text' ? last.value.match(/\{#([^}\s]+)\}\s*$/)?.[1] : undefined;
}

/**
 * The "Used in" line: the label, then a link per use ("Page › Heading"), at most `shownUses` of them and the
 * count of the rest. Its class lets the site style it, or leave it out of the search index as it does the
 * member lists (config/search.ts): it only repeats guide titles.
 */
export function usedInParagraph(uses: readonly Use[], locale: Locale): Paragraph {
  const w = words[locale];
  const children: PhrasingContent[] = [{type: 'strong', children: [{type: 'text', value: w.label}]}];
  uses.slice(0, shownUses).forEach((use, i) => {
    children.push({type: 'text', value: i === 0 ? ' ' : w.sep});
    const text = use.heading ? `${use.title} › ${use.heading}` : use.title;
    children.push({type: 'link', url: use.url, children: [{type: 'text', value: text}]});
  });
  if (uses.length > shownUses) children.push({type: 'text', value: w.more(uses.length - shownUses)});
  return {type: 'paragraph', children, data: {hProperties: {className: ['api-used-in']}}};
}

const isHeading = (node: RootContent): node is Heading => node.type === 'heading';

/**
 * The depth of the heading a top-level node is or holds: the generator wraps its member lists, headings and
 * all, in a `<div>` (`## Member index`), which ends the section before it as a heading would.
 */
function sectionDepth(node: RootContent): number | undefined {
  if (isHeading(node)) return node.depth;
  if (node.type !== 'mdxJsxFlowElement') return undefined;
  return (node.children as RootContent[]).find(isHeading)?.depth;
}

/**
 * On the API reference's pages, lists under each member's section the guide sections whose TypeScript samples
 * use that member (scripts/samples/usage.ts), linked, in the page's locale; a member no sample uses gets
 * nothing. After the page's introduction, where its members are used in more than one section, a line lists
 * the pages that use any of them. `index` replaces the site's usage index (for tests).
 */
export function usedIn(options: {index?: () => UsageIndex} = {}) {
  return (tree: Root, file?: {path?: string}): void => {
    const page = file?.path ? apiPageOf(file.path) : undefined;
    if (!page) return;
    const index = (options.index ?? usageIndex)();
    const {route, locale} = page;
    const {children} = tree;
    const headings = children.flatMap((node, at) => (isHeading(node) ? [{node, at}] : []));
    let sections = 0;
    // From the last section up, so that an insertion leaves the places of those above it as they are.
    for (const {node, at} of headings.reverse()) {
      const id = headingId(node);
      const uses = id ? usesOf(index, route, id, locale) : [];
      if (uses.length === 0) continue;
      sections += 1;
      // The section ends where one of its level or above begins (a `###` inside it stays in it).
      const end = children.findIndex((n, i) => i > at && (sectionDepth(n) ?? Infinity) <= node.depth);
      children.splice(end < 0 ? children.length : end, 0, usedInParagraph(uses, locale));
    }
    if (sections < 2) return;
    // The introduction ends where the first section or member list begins.
    const end = children.findIndex((node) => sectionDepth(node) !== undefined);
    children.splice(end < 0 ? children.length : end, 0, usedInParagraph(pageUsesOf(index, route, locale), locale));
  };
}
