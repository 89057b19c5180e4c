import {useCallback, useEffect, useState, type RefObject} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import {useNearViewport, watch} from '@site/src/hooks/useNearViewport';

/** The shape the theme's code block context expects (its ref type predates React 19's nullable refs). */
type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * The word-wrap state the theme's code block buttons read, measured only once the block comes near the
 * screen (where its buttons mount). The theme's own hook measures every block right after hydration and
 * renders each wide block, and each block in a hidden tab, a second time; on a page with a hundred blocks
 * that is a long task. A block in a hidden tab comes near only when its tab is shown, so it is measured then.
 */
export function useLazyWordWrap(): WordWrap {
  const [preRef, near] = useNearViewport<HTMLPreElement>('50% 0px');
  return useWordWrapState(preRef as RefObject<HTMLPreElement>, near);
}

/** The same state for a block rendered outside React (src/static-article), measured once it nears the screen. */
export function useElementWordWrap(pre: HTMLPreElement): WordWrap {
  const [codeBlockRef] = useState(() => ({current: pre}) as RefObject<HTMLPreElement>);
  const [near, setNear] = useState(false);
  useEffect(() => watch(pre, '50% 0px', () => setNear(true)), [pre]);
  return useWordWrapState(codeBlockRef, near);
}

function useWordWrapState(codeBlockRef: RefObject<HTMLPreElement>, near: boolean): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    // A block whose lines are wrapped keeps its button, so the reader can unwrap them.
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, [codeBlockRef]);

  useEffect(() => {
    if (!near) return undefined;
    measure();
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [near, isEnabled, measure]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens wrap too, so a wrapped block never scrolls sideways.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [codeBlockRef, isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
