import { describe, expect, it } from 'vitest';
import { locales, menuLinks, solutionMenuGroups, strings } from '../src';

const folderOf = (path: string) => path.replace('/lausnir/', '');

describe('the solutions menu groups', () => {
  it('place every solution of the menu in exactly one group, and nothing else', () => {
    const grouped = solutionMenuGroups.flatMap((group) => group.pages);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(menuLinks('solutions').map((link) => folderOf(link.path)).sort());
  });

  it('have a heading, and each page a one-line description, in every language', () => {
    for (const locale of locales) {
      const menu = (strings[locale].nav as unknown as { menu: { groups: Record<string, string>; descriptions: Record<string, string> } }).menu;
      for (const group of solutionMenuGroups) {
        expect(menu.groups[group.key], `${locale} ${group.key}`).toMatch(/\S/);
        for (const page of group.pages) {
          const description = menu.descriptions[page];
          expect(description, `${locale} ${page}`).toMatch(/\S/);
          // One line in a 20rem menu: short, and no sentence of its own.
          expect([...description!].length, `${locale} ${page}`).toBeLessThanOrEqual(60);
        }
      }
    }
  });
});
