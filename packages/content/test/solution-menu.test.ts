import { describe, expect, it } from 'vitest';
import { locales, menuLinks, solutionMenu, strings } from '../src';
import { resolveKey, unresolvedKeys } from './support/keys';

describe('the solutions menu, from the page folders', () => {
  it('lists every solution of the header menu once, grouped, in its groups\' order', () => {
    const menu = solutionMenu();
    expect(menu.map((link) => link.path).sort()).toEqual(menuLinks('solutions').map((link) => link.path).sort());
    const groups = menu.map((link) => link.groupKey);
    // A group's pages stand together: once the menu leaves a group it does not come back to it.
    expect(groups.filter((key, i) => key !== groups[i - 1])).toEqual([...new Set(groups)]);
  });

  it('has each group\'s heading and each page\'s one-line description in every language', () => {
    const keys = solutionMenu().flatMap((link) => [link.groupKey, link.descriptionKey]);
    expect(unresolvedKeys(keys)).toEqual([]);
    for (const locale of locales) {
      const { descriptions } = strings[locale].nav.menu;
      for (const [page, description] of Object.entries(descriptions)) {
        // One line in a 20rem menu: short, and no sentence of its own.
        expect([...description].length, `${locale} ${page}`).toBeLessThanOrEqual(60);
      }
    }
  });

  it.each(locales)('%s: no group heading repeats the name of a page in it ("Gervigreind › Gervigreind")', (locale) => {
    const repeats = solutionMenu()
      .map((link) => [resolveKey(locale, link.groupKey), resolveKey(locale, link.labelKey)] as const)
      .filter(([group, page]) => group?.toLocaleLowerCase(locale) === page?.toLocaleLowerCase(locale))
      .map(([group, page]) => `${group} › ${page}`);
    expect(repeats).toEqual([]);
  });
});
