// Registers the Prism languages where code is shown, so Prism stays out of every page's main bundle.
import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism as never);

export default function CodeBlockWrapper(props: WrapperProps<typeof CodeBlockType>): ReactNode {
  return <CodeBlock {...props} />;
}
