import type {Code, Root, RootContent} from 'mdast';
import {runnableLanguage} from '../src/runner/marks';

/** Where the runner's controls come from: imported only by the pages that have a runnable block. */
const component = '@site/src/components/RunnableCode';

/** `import RunnableCode from '…'` as an MDX module statement. */
function importNode() {
  const raw = JSON.stringify(component);
  return {
    type: 'mdxjsEsm',
    value: `import RunnableCode from ${raw};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'RunnableCode'}}],
            source: {type: 'Literal', value: component, raw},
          },
        ],
      },
    },
  };
}

type Parent = {type: string; children?: RootContent[]};

/**
 * Wraps each fence marked `run` (src/runner/marks.ts) in `<RunnableCode language code>`, which shows the
 * block as it is with Run, Edit and Reset under it, and imports that component into the page. Only the
 * pages with such a block load its code.
 */
export function runnableSamples() {
  return (tree: Root): void => {
    let found = false;
    const visit = (node: Parent) => {
      node.children?.forEach((child, i) => {
        if (child.type === 'code') {
          const language = runnableLanguage((child as Code).lang ?? undefined, (child as Code).meta ?? undefined);
          if (!language) return;
          found = true;
          const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
          node.children![i] = {
            type: 'mdxJsxFlowElement',
            name: 'RunnableCode',
            attributes: [attribute('language', language), attribute('code', (child as Code).value)],
            children: [child],
          } as unknown as RootContent;
        } else visit(child as Parent);
      });
    };
    visit(tree);
    if (found) tree.children.unshift(importNode() as unknown as RootContent);
  };
}
