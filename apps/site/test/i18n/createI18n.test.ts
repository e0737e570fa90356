import { describe, expect, test } from 'vitest';
import { createServerI18n } from '../../src/i18n/createI18n';
import type { SiteT } from '../../src/i18n/useSiteTranslation';

const bundled = { common: { cities: { reykjavik: 'Reykjavík' } }, nav: { home: 'Forsíða' } };

describe('createServerI18n', () => {
  test('reports each key the loaded namespaces lack, with its namespace', () => {
    const missing: string[] = [];
    const i18n = createServerI18n({ locale: 'is', resources: bundled, onMissingKey: (key) => missing.push(key) });
    // The site's translate function: it takes any namespace's key, and only real keys.
    const t = i18n.t as unknown as SiteT;
    expect(t('common:cities.reykjavik')).toBe('Reykjavík');
    expect(t('nav:home')).toBe('Forsíða');
    // @ts-expect-error: a key the strings do not have is a type error (here it is missing on purpose)
    t('about:fyrirtaekid.cities.copenhagen');
    t('nav:contact');
    expect(missing).toEqual(['about:fyrirtaekid.cities.copenhagen', 'nav:contact']);
  });

  test('without a handler a missing key renders as itself and nothing is reported', () => {
    const i18n = createServerI18n({ locale: 'is', resources: bundled });
    expect(i18n.t('nav:contact')).toBe('contact');
    expect(i18n.options.saveMissing).toBe(false);
  });

  test("i18next's own translate function is typed by the site's strings (CustomTypeOptions)", () => {
    const i18n = createServerI18n({ locale: 'is', resources: bundled });
    expect(i18n.t('nav:home')).toBe('Forsíða');
    expect(i18n.t('cities.reykjavik')).toBe('Reykjavík');
    // @ts-expect-error: a misspelt key of a real namespace fails tsc
    expect(i18n.t('nav:hoem')).toBe('hoem');
    // @ts-expect-error: a namespace the strings do not have fails tsc too
    expect(i18n.t('navigation:home')).toBe('home');
  });
});
