// The navbar's version item. With the site's one version it is a link (as the theme renders it then), found by src/utils/active-doc.ts.
import React, {useMemo, type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useLocation} from '@docusaurus/router';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {docAt} from '@site/src/utils/active-doc';

/**
 * The theme's item when there is one version and nothing around it: a link labelled with the version, to
 * the page's doc in it, or else to its main doc. The theme finds the page's doc by matching the pathname
 * against every doc, twice a render; this looks it up.
 */
function OneVersionItem({version, props}: {version: GlobalVersion; props: Props}): ReactNode {
  const {
    mobile,
    docsPluginId: _pluginId,
    dropdownActiveClassDisabled,
    dropdownItemsBefore: _before,
    dropdownItemsAfter: _after,
    versions: _configs,
    ...rest
  } = props;
  const {pathname} = useLocation();
  const to = useMemo(
    () => (docAt(version, pathname) ?? version.docs.find(({id}) => id === version.mainDocId))?.path,
    [version, pathname],
  );
  return (
    <DefaultNavbarItem
      {...rest}
      mobile={mobile}
      label={version.label}
      to={to}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const versions = useVersions(props.docsPluginId);
  const alone =
    versions.length === 1 &&
    props.versions === undefined &&
    props.dropdownItemsBefore.length === 0 &&
    props.dropdownItemsAfter.length === 0;
  return alone ? <OneVersionItem version={versions[0]} props={props} /> : <DocsVersionDropdownNavbarItem {...props} />;
}
