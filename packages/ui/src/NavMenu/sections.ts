import type { NavMenuItem } from './types';

/** A run of menu items under one group heading (`group` unset: items outside any group, such as "all solutions"). */
interface NavMenuSection {
  group?: string;
  items: NavMenuItem[];
}

/** The items split where their `group` changes, in order: each run is drawn under its heading. */
export function sectionsOf(items: readonly NavMenuItem[]): NavMenuSection[] {
  const sections: NavMenuSection[] = [];
  for (const item of items) {
    const last = sections[sections.length - 1];
    if (last && last.group === item.group) last.items.push(item);
    else sections.push({ group: item.group, items: [item] });
  }
  return sections;
}
