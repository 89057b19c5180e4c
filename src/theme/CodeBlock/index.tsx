/**
 * Replaces `@theme/CodeBlock` (Docusaurus 3.9.2) for two reasons:
 * - Prism and its languages are registered here, where code is shown, so Prism stays out of main.js
 *   (the theme's client module, aliased away in config/lean-bundle.ts, loaded them on every page).
 * - The stock component renders every code block a second time after hydration, so that the code
 *   colours match the reader's colour mode. Our code theme takes its colours from CSS variables
 *   (config/prism.ts), right in both modes from the server's HTML, so that second render is gone.
 */
import React, {Children, isValidElement, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism as never);

/** Plain-string children as one string, so the block can be highlighted and copied; elements as they are. */
function asString(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = asString(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
