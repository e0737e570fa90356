import { describe, expect, test } from 'vitest';
import { createI18n } from '../../src/i18n/createI18n';

const bundled = { common: { cities: { reykjavik: 'Reykjavík' } }, nav: { home: 'Forsíða' } };

describe('createI18n on the server', () => {
  test('reports each key the loaded namespaces lack, with its namespace', () => {
    const missing: string[] = [];
    const i18n = createI18n({ locale: 'is', bundled, withBackend: false, onMissingKey: (key) => missing.push(key) });
    expect(i18n.t('common:cities.reykjavik')).toBe('Reykjavík');
    expect(i18n.t('nav:home')).toBe('Forsíða');
    i18n.t('about:company.cities.copenhagen');
    i18n.t('nav:contact');
    expect(missing).toEqual(['about:company.cities.copenhagen', 'nav:contact']);
  });

  test('without a handler a missing key renders as itself and nothing is reported', () => {
    const i18n = createI18n({ locale: 'is', bundled, withBackend: false });
    expect(i18n.t('nav:contact')).toBe('contact');
    expect(i18n.options.saveMissing).toBe(false);
  });
});
