// Gives a plugin's page a main landmark and room for the site's own notes around its body (src/components/LayoutExtras).
import React, {useContext, type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {LayoutExtras} from '@site/src/components/LayoutExtras';

export default function LayoutWrapper(props: WrapperProps<typeof LayoutType>): ReactNode {
  const extras = useContext(LayoutExtras);
  if (!extras) return <Layout {...props} />;
  const {children, ...rest} = props;
  return (
    <Layout {...rest}>
      <main>
        {extras.before}
        {children}
        {extras.after}
      </main>
    </Layout>
  );
}
