'use client';

import * as RadixTabs from '@radix-ui/react-tabs';
import type { HTMLAttributes, ReactNode } from 'react';
import { joinClasses } from '../internal/joinClasses';
import * as styles from './Tabs.css';

export interface TabItem {
  /** The tab's value: unique in the set, stable (it is what `value` and `onValueChange` speak of). */
  value: string;
  /** The tab's visible label: one to three words. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** The tab cannot be selected. Default `false`. */
  disabled?: boolean;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir' | 'children'> {
  /** The tabs, in order. */
  items: TabItem[];
  /** What the set of tabs is about, for screen readers (the tab list's name): "Opening hours by clinic". */
  label: string;
  /** The tab selected first (uncontrolled). Default: the first tab. */
  defaultValue?: string;
  /** The selected tab (controlled, with `onValueChange`). */
  value?: string;
  /** Called with the value of the tab the visitor selects. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic`: an arrow key selects the tab it moves to (the default, for panels that show at once); `manual`:
   * arrows only move focus and Enter or Space selects (for panels that are slow to show).
   */
  activationMode?: 'automatic' | 'manual';
}

/**
 * Views of one subject, one at a time, under a row of tabs (Radix Tabs): the WAI-ARIA tabs pattern, with arrow keys
 * between the tabs and Tab into the panel.
 */
export function Tabs({ items, label, defaultValue, value, onValueChange, activationMode = 'automatic', className, ...rest }: TabsProps) {
  return (
    <RadixTabs.Root
      {...rest}
      className={joinClasses(styles.root, className)}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      value={value}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
