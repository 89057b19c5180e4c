import React, {useEffect, useState, type MouseEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Copies the Markdown twin at `href` to the clipboard. The text is fetched when the reader clicks, and handed
 * to the clipboard inside the click, as a ClipboardItem that resolves once it arrives (Safari allows a
 * clipboard write only during the click; Chromium and Firefox accept either way).
 */
function copyMarkdown(href: string): Promise<void> {
  const text = fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${response.status} for ${href}`);
    return response.text();
  });
  const write = () => text.then((markdown) => navigator.clipboard.writeText(markdown));
  if (typeof ClipboardItem === 'undefined') return write();
  const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
  blob.catch(() => {}); // the failure reaches the reader through `write()` below
  return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]).catch(write);
}

/**
 * "Copy page as Markdown": a link to the page's Markdown twin, which opens it before the scripts run, without
 * them, on a modified click or after a failed copy; once the page is hydrated, a plain click copies the
 * Markdown instead and says so.
 */
export default function CopyPageMarkdown({href}: {readonly href: string}): ReactNode {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (modified || status === 'failed' || !navigator.clipboard) return;
    event.preventDefault();
    copyMarkdown(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <p className={styles.action}>
      <a href={href} type="text/markdown" onClick={onClick}>
        {translate({
          id: 'copyMarkdown.link',
          message: 'Copy page as Markdown',
          description: 'Docs page link: copies the page as Markdown',
        })}
      </a>
      <span role="status" className={styles.status}>
        {status === 'copied' &&
          translate({
            id: 'copyMarkdown.copied',
            message: 'Copied',
            description: 'Said once the page is copied',
          })}
        {status === 'failed' &&
          translate({
            id: 'copyMarkdown.failed',
            message: 'Could not copy. The link now opens the Markdown.',
            description: 'Said when copying failed (the link then opens the Markdown)',
          })}
      </span>
    </p>
  );
}
