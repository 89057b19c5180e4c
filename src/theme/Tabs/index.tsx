/**
 * Wraps `@theme/Tabs` (Docusaurus 3.10.2). The theme's tabs keep the selected tab in React state, read the
 * reader's stored choice only after hydration, and then remount every tab group on the page (its fix for
 * facebook/docusaurus#5653): on a guide with thirty groups of four code samples that is a second render of
 * most of the page, in one task, right after hydration, and a tap on a tab before then does nothing.
 *
 * These tabs are markup only. Which tab shows is decided outside React, by the inline script of
 * plugins/code-language: a style rule written from the stored choices before the first paint, and the
 * tab and panel attributes set once the page is parsed, on each click, key press and client-side
 * navigation. So a stored choice shows from the first paint, a tap works before the page's code has run,
 * and hydration has no state to set up. The server HTML is the theme's: the default tab selected, the
 * other panels `hidden`. The theme's own component still serves the two options the site does not use,
 * `lazy` and `queryString`.
 */
import React, {type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {sanitizeTabsChildren, type TabValue} from '@docusaurus/theme-common/internal';
import OriginalTabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import styles from './styles.module.css';

/** The tab selected before the reader chooses: as the theme picks it. */
function defaultTab(tabValues: readonly TabValue[], defaultValue: string | null | undefined): string | undefined {
  if (defaultValue === null) return undefined;
  if (defaultValue !== undefined) {
    if (!tabValues.some((tab) => tab.value === defaultValue))
      throw new Error(`<Tabs> has a defaultValue "${defaultValue}" that none of its tabs has.`);
    return defaultValue;
  }
  return (tabValues.find((tab) => tab.default) ?? tabValues[0])?.value;
}

function StaticTabs({className, block, groupId, defaultValue, values, children}: Props): ReactNode {
  const items = sanitizeTabsChildren(children) as ReactElement<TabItemProps>[];
  const tabValues: readonly TabValue[] =
    values ??
    items.map(({props}) => ({
      value: props.value,
      label: props.label,
      attributes: props.attributes,
      default: props.default,
    }));
  if (new Set(tabValues.map((tab) => tab.value)).size !== tabValues.length)
    throw new Error(`<Tabs> has two tabs with the same value: ${tabValues.map((tab) => tab.value).join(', ')}.`);
  const selected = defaultTab(tabValues, defaultValue);
  return (
    <div
      className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}
      data-tabs=""
      data-tabs-group={groupId}
      data-tabs-values={tabValues.map((tab) => tab.value).join(' ')}>
      <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
        {tabValues.map(({value, label, attributes}) => (
          <li
            role="tab"
            key={value}
            tabIndex={value === selected ? 0 : -1}
            aria-selected={value === selected}
            data-tab-value={value}
            {...attributes}
            className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
              'tabs__item--active': value === selected,
            })}>
            {label ?? value}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {items.map(({props}) => (
          <div
            role="tabpanel"
            key={props.value}
            data-tab-value={props.value}
            className={clsx(styles.panel, props.className)}
            hidden={props.value !== selected}>
            {props.children}
          </div>
        ))}
      </div>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  if (props.lazy || props.queryString) return <OriginalTabs {...props} />;
  return <StaticTabs {...props} />;
}
