/**
 * Replaces `@theme/CodeBlock` (Docusaurus 3.9.2):
 * - Fenced blocks arrive highlighted at build time (config/prerender-code.ts) in the `highlighted` prop;
 *   `CodeBlock/Content` shows that HTML, so Prism is loaded only for a block that was not.
 * - The stock component renders every code block a second time after hydration, so that the code
 *   colours match the reader's colour mode. Our code theme takes its colours from CSS variables
 *   (config/prism.ts), right in both modes from the server's HTML, so that second render is gone.
 */
import React, {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {PrerenderedCodeContext} from '@site/src/components/PrerenderedCode';

/** Plain-string children as one string, so the block can be highlighted and copied; elements as they are. */
function asString(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, highlighted, ...props}: Props & {highlighted?: string}): ReactNode {
  const content = asString(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  return (
    <PrerenderedCodeContext.Provider value={highlighted}>
      <StringContent {...props}>{content}</StringContent>
    </PrerenderedCodeContext.Provider>
  );
}
