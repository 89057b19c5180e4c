// Shows a code block's build-time highlighting (mdx/prerender-code.ts); only other blocks load the theme's Prism renderer.
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {usePrerenderedCode} from '@site/src/code-block/prerendered-code';
import styles from './styles.module.css';

/** The same `<pre>` the theme's renderer makes; `lines` is the HTML of the coloured lines, or plain code. */
function Pre({
  className,
  lines,
  runtime,
}: {
  className?: string;
  lines: {html: string} | {text: string};
  /** Highlighted in the browser: marked so that a kept article (src/static-article) is hydrated instead. */
  runtime?: boolean;
}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre
      // The ref object itself, as the theme's own Pre passes it; nothing reads `.current` while rendering.
      // eslint-disable-next-line react-hooks/refs
      ref={wordWrap.codeBlockRef}
      // Keyboard readers can scroll a wide block.
      tabIndex={0}
      data-runtime-highlight={runtime ? '' : undefined}
      // Its colours come from the code theme's style sheet (config/prism.ts), not an inline style.
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      {'html' in lines ? (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: lines.html}} />
      ) : (
        <code className={styles.codeBlockLines}>{lines.text}</code>
      )}
    </pre>
  );
}

function PlainCode({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return <Pre className={className} lines={{text: metadata.code}} runtime />;
}

let runtimeContent: ComponentType<Props> | undefined;

/**
 * The theme's Prism renderer, for a block not highlighted at build time: the plain code shows on the server
 * and until the renderer has loaded after hydration (a lazy component would leave the `<pre>` the theme's
 * word-wrap code measures unmounted while hydrating). If the renderer cannot load, the plain code stays.
 */
function RuntimeContent(props: Props): ReactNode {
  const [Loaded, setLoaded] = useState(() => runtimeContent);
  useEffect(() => {
    if (Loaded) return;
    import('@site/src/code-block/prism-renderer')
      .then(({default: Content}) => setLoaded(() => (runtimeContent = Content)))
      .catch(() => {});
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : <PlainCode {...props} />;
}

export default function CodeBlockContent(props: Props): ReactNode {
  const html = usePrerenderedCode();
  return html === undefined ? <RuntimeContent {...props} /> : <Pre className={props.className} lines={{html}} />;
}
