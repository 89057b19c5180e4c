/**
 * Replaces `@theme/CodeBlock` (Docusaurus 3.10.2):
 * - Fenced blocks arrive highlighted at build time (mdx/prerender-code.ts) in the `highlighted` prop;
 *   `CodeBlock/Content` shows that HTML, so Prism is loaded only for a block that was not. Such a block
 *   also measures its width for the word-wrap button only when it nears the screen (useLazyWordWrap).
 * - The stock component renders every code block a second time after hydration, so that the code
 *   colours match the reader's colour mode. Our code theme takes its colours from CSS variables
 *   (config/prism.ts), right in both modes from the server's HTML, so that second render is gone.
 */
import React, {Children, isValidElement, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock';
import {PrerenderedCodeContext} from '@site/src/code-block/prerendered-code';
import {useLazyWordWrap} from '@site/src/code-block/useLazyWordWrap';

/** Plain-string children as one string, so the block can be highlighted and copied; elements as they are. */
function asString(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** What the theme's `CodeBlock/Content/String` renders, with the build-time lines and the lazy word-wrap state. */
function PrerenderedBlock({code, html, ...props}: Omit<Props, 'children'> & {code: string; html: string}): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useLazyWordWrap();
  return (
    <PrerenderedCodeContext.Provider value={html}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </PrerenderedCodeContext.Provider>
  );
}

export default function CodeBlock({children, highlighted, ...props}: Props & {highlighted?: string}): ReactNode {
  const content = asString(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  if (typeof highlighted === 'string') return <PrerenderedBlock {...props} code={content} html={highlighted} />;
  return <StringContent {...props}>{content}</StringContent>;
}
