import type {Root, RootContent} from 'mdast';

/** The MDX shape of an `<img>`, whether written as JSX or made from `![]()` by Docusaurus's image transform. */
interface JsxImage {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  name: string | null;
  attributes: {type: string; name?: string; value?: unknown}[];
}

function isImage(node: unknown): node is JsxImage {
  const n = node as Partial<JsxImage>;
  return (n.type === 'mdxJsxTextElement' || n.type === 'mdxJsxFlowElement') && n.name === 'img';
}

function firstImage(node: unknown): JsxImage | undefined {
  if (isImage(node)) return node;
  for (const child of (node as {children?: unknown[]}).children ?? []) {
    const found = firstImage(child);
    if (found) return found;
  }
  return undefined;
}

/** The top-level blocks a reader sees first: everything before the page's second `##` section. */
function opening(children: RootContent[]): RootContent[] {
  let sections = 0;
  const end = children.findIndex((node) => node.type === 'heading' && node.depth === 2 && ++sections === 2);
  return end < 0 ? children : children.slice(0, end);
}

/**
 * The theme makes every Markdown image lazy, so an illustration at the top of a page waits for the
 * scripts before it paints. This remark plugin lets the page's first image load with the first paint
 * when it sits in the page's opening; every image below stays lazy.
 */
export function eagerFirstImage() {
  return (tree: Root): void => {
    const image = firstImage({children: opening(tree.children)});
    if (!image || image.attributes.some((a) => a.name === 'loading')) return;
    image.attributes.push(
      {type: 'mdxJsxAttribute', name: 'loading', value: 'eager'},
      {type: 'mdxJsxAttribute', name: 'fetchPriority', value: 'high'},
    );
  };
}
