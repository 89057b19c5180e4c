// Mounts a code block's copy and word-wrap buttons when the block nears the screen: an API page has a hundred blocks.
import React, {type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import {useNearViewport} from '@site/src/hooks/useNearViewport';

type Props = React.ComponentProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  // The marker sits in the block's content box; the block itself is what must come near.
  const [ref, near] = useNearViewport<HTMLSpanElement>('50% 0px', (marker) => marker.parentElement);
  // `data-code-buttons` tells a kept article (src/static-article) where the buttons go.
  return near ? <Buttons {...props} /> : <span ref={ref} hidden data-code-buttons="" />;
}
