import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../src/locale';
import type { PageContent } from '../src/pages/types';
import legalNames from './same-names/legal';
import { resolveKey, textKeysOf, unresolvedKeys } from './support/keys';
import { pageAt } from '../src/pages';
import { strings } from '../src/strings';

const termsIs = strings.is.about.skilmalar;
const privacyIs = strings.is.about.personuvernd;
const cookiesIs = strings.is.cookies;
const termsEn = strings.en.about.skilmalar;
const privacyEn = strings.en.about.personuvernd;
const cookiesEn = strings.en.cookies;
const termsEs = strings.es.about.skilmalar;
const privacyEs = strings.es.about.personuvernd;
const cookiesEs = strings.es.cookies;
const termsDa = strings.da.about.skilmalar;
const privacyDa = strings.da.about.personuvernd;
const cookiesDa = strings.da.cookies;
const terms = pageAt('/skilmalar')!;
const privacy = pageAt('/personuvernd')!;
const cookiePolicy = pageAt('/vafrakokur')!;

// Keys resolve through the strings registry (test/support/keys.ts); the modules are also imported directly
// to compare their key order and translations.
const legalStrings: Record<Locale, Record<string, unknown>> = {
  is: { about: { skilmalar: termsIs, personuvernd: privacyIs }, cookies: cookiesIs },
  en: { about: { skilmalar: termsEn, personuvernd: privacyEn }, cookies: cookiesEn },
  es: { about: { skilmalar: termsEs, personuvernd: privacyEs }, cookies: cookiesEs },
  da: { about: { skilmalar: termsDa, personuvernd: privacyDa }, cookies: cookiesDa },
};

const t = (locale: Locale, key: string) => resolveKey(locale, key) ?? `(missing ${locale} ${key})`;

/** Dotted paths of the leaves of a strings tree, in order. */
const leafPaths = (node: unknown, prefix = ''): string[] =>
  node !== null && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const allText = (page: PageContent, locale: Locale) => textKeysOf(page).map((key) => t(locale, key)).join('\n');
const kinds = (page: PageContent) => page.sections.map((section) => section.kind);
const textSections = (page: PageContent) => page.sections.filter((section) => section.kind === 'text');

describe.each([
  ['terms', terms, '/skilmalar', 'about'],
  ['privacy', privacy, '/personuvernd', 'about'],
  ['cookie policy', cookiePolicy, '/vafrakokur', 'cookies'],
] as const)('%s page', (_name, page, path, namespace) => {
  it('sits at its Icelandic route in its namespace', () => {
    expect(page.path).toBe(path);
    expect(page.namespace).toBe(namespace);
    for (const key of textKeysOf(page)) expect(key.startsWith(`${namespace}:`), key).toBe(true);
  });

  it('has every key in every language', () => {
    expect(unresolvedKeys(textKeysOf(page))).toEqual([]);
  });

  it.each(locales)('has a meta description of 140-160 characters in %s', (locale) => {
    const description = t(locale, page.metaDescriptionKey);
    expect(description.length, description).toBeGreaterThanOrEqual(140);
    expect(description.length, description).toBeLessThanOrEqual(160);
  });
});

describe('module keys', () => {
  it.each([
    ['about.skilmalar', termsIs, { en: termsEn, es: termsEs, da: termsDa }],
    ['about.personuvernd', privacyIs, { en: privacyEn, es: privacyEs, da: privacyDa }],
    ['cookies', cookiesIs, { en: cookiesEn, es: cookiesEs, da: cookiesDa }],
  ] as const)('%s has the Icelandic keys in the same order in every language', (_name, source, others) => {
    for (const other of Object.values(others)) expect(leafPaths(other)).toEqual(leafPaths(source));
  });
});

describe('terms (/skilmalar)', () => {
  it('is a hero, the note on which language prevails, then nine clauses', () => {
    expect(kinds(terms)).toEqual(['hero', 'text', ...Array<string>(9).fill('text')]);
  });

  // The figures of the terms (spec section 9), written the way each language writes them.
  const figures: Record<Locale, RegExp[]> = {
    is: [/14\.950 kr\. á klukkustund án virðisaukaskatts/, /7–10 dagar/, /fyrir fram/, /fyrstu 12 mánuðina/, /uppsagnarfrestur 3 mánuðir/, /skrifleg og miðast við mánaðamót/, /minnst 30 daga fyrirvara/, /stofnkostnað verkefnisins að viðbættri ársleigu/, /íslensk lög/],
    en: [/ISK 14,950 per hour excluding VAT/, /7–10 days/, /paid in advance/, /first 12 months/, /3 months’ notice/, /in writing and takes effect at the end of a month/, /at least 30 days/, /setup cost of the project plus one year of fees for the service/, /Icelandic law/],
    es: [/14\.950 ISK por hora, IVA no incluido/, /entre 7 y 10 días/, /por adelantado/, /primeros 12 meses/, /preaviso de 3 meses/, /por escrito y surte efecto a final de mes/, /al menos 30 días/, /coste de puesta en marcha del proyecto más el importe de un año de cuotas/, /legislación islandesa/],
    da: [/14\.950 ISK ekskl\. moms/, /7–10 dage/, /betales forud/, /første 12 måneder/, /3 måneders varsel/, /skriftlig og får virkning ved udgangen af en måned/, /mindst 30 dage/, /etableringsomkostninger plus ét års betaling/, /islandsk ret/],
  };

  it.each(locales)('states the hourly rate, payment, notice, change and liability terms in %s', (locale) => {
    const text = allText(terms, locale);
    for (const figure of figures[locale]) expect(text).toMatch(figure);
  });
});

describe('privacy policy (/personuvernd)', () => {
  it('is a hero, the note on which language prevails, then exactly 10 numbered text sections', () => {
    expect(kinds(privacy)).toEqual(['hero', 'text', ...Array<string>(10).fill('text')]);
  });

  it.each(locales)('numbers its sections 1 to 10 in %s', (locale) => {
    const titles = textSections(privacy)
      .filter((section) => section.titleKey)
      .map((section) => (section.titleKey ? t(locale, section.titleKey) : ''));
    expect(titles).toHaveLength(10);
    titles.forEach((title, index) => expect(title.startsWith(`${index + 1}. `), title).toBe(true));
  });

  const updated: Record<Locale, string> = {
    // One date format per language, from Intl (format.ts): Icelandic with slashes (spec section 9), US English month first.
    is: 'Síðast uppfært 11/3/2024',
    en: 'Last updated March 11, 2024',
    es: 'Última actualización: 11 de marzo de 2024',
    da: 'Senest opdateret 11. marts 2024',
  };

  it.each(locales)('gives the date of the last update in the hero in %s', (locale) => {
    const hero = privacy.sections[0];
    expect(hero?.kind).toBe('hero');
    if (hero?.kind === 'hero') expect(t(locale, hero.textKey)).toContain(updated[locale]);
  });

  it.each(locales)('names the forms, the local storage keys, the GDPR and Persónuvernd in %s', (locale) => {
    const text = allText(privacy, locale);
    for (const name of ['Hraun ehf.', '90/2018', '2016/679', 'i18nextLng', 'cookiesAccepted', 'Persónuvernd']) expect(text).toContain(name);
  });
});

describe('cookie policy (/vafrakokur)', () => {
  it('is a hero, four text sections, the cookie table, then three more text sections', () => {
    expect(kinds(cookiePolicy)).toEqual(['hero', 'text', 'text', 'text', 'text', 'comparison', 'text', 'text', 'text']);
    expect(textSections(cookiePolicy)).toHaveLength(7);
  });

  // Name and duration of each row (spec section 9): session cookie until the browser closes, analytics
  // cookies 2 years and 24 hours, consent cookie 1 year; the two local storage entries have no expiry.
  const rows: Record<Locale, [string, string][]> = {
    is: [['Lotukaka', 'Þar til vafranum er lokað'], ['_ga', '2 ár'], ['_gid', '24 klukkustundir'], ['Samþykkiskaka', '1 ár'], ['i18nextLng', 'Þar til færslunni er eytt'], ['cookiesAccepted', 'Þar til færslunni er eytt']],
    en: [['Session cookie', 'Until the browser is closed'], ['_ga', '2 years'], ['_gid', '24 hours'], ['Consent cookie', '1 year'], ['i18nextLng', 'Until deleted'], ['cookiesAccepted', 'Until deleted']],
    es: [['Cookie de sesión', 'Hasta que se cierra el navegador'], ['_ga', '2 años'], ['_gid', '24 horas'], ['Cookie de consentimiento', '1 año'], ['i18nextLng', 'Hasta que se elimina'], ['cookiesAccepted', 'Hasta que se elimina']],
    da: [['Sessionscookie', 'Indtil browseren lukkes'], ['_ga', '2 år'], ['_gid', '24 timer'], ['Samtykkecookie', '1 år'], ['i18nextLng', 'Indtil den slettes'], ['cookiesAccepted', 'Indtil den slettes']],
  };

  it.each(locales)('lists each cookie and local storage entry with its duration in %s', (locale) => {
    const table = cookiePolicy.sections.find((section) => section.kind === 'comparison');
    expect(table?.kind).toBe('comparison');
    if (table?.kind !== 'comparison') return;
    expect(table.columnKeys).toHaveLength(3);
    expect(table.rows.map((row) => [t(locale, row.labelKey), t(locale, row.cellKeys[1] ?? '')])).toEqual(rows[locale]);
    for (const row of table.rows) expect(row.cellKeys).toHaveLength(2);
  });

  it('holds the cookie bar texts in every language', () => {
    const bar = ['notice', 'learnMore', 'accept', 'close', 'title', 'description'].map((name) => `cookies:${name}`);
    expect(unresolvedKeys(bar)).toEqual([]);
  });
});

describe('translation', () => {
  it('leaves no legal string identical in two languages unless it is a name', () => {
    const leaves = (node: unknown, prefix = ''): [string, unknown][] =>
      node !== null && typeof node === 'object'
        ? Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
        : [[prefix, node]];
    const byLocale = Object.fromEntries(locales.map((lng) => [lng, new Map(leaves(legalStrings[lng]))]));
    const identical = leaves(legalStrings.is).flatMap(([key]) =>
      locales.flatMap((a) =>
        locales
          .filter((b) => a < b && byLocale[a]?.get(key) === byLocale[b]?.get(key) && !legalNames.includes(String(byLocale[a]?.get(key))))
          .map((b) => `${key} (${a}=${b})`),
      ),
    );
    expect(identical).toEqual([]);
  });
});

describe.each([
  ['terms', terms],
  ['privacy policy', privacy],
] as const)('%s: which language version prevails', (_name, page) => {
  const prevails: Record<Locale, RegExp> = {
    is: /gildir íslenski textinn/,
    en: /the Icelandic text prevails/,
    es: /prevalece el texto en islandés/,
    da: /den islandske tekst forrang/,
  };

  it.each(locales)('says right after the hero, in %s, that the Icelandic text prevails', (locale) => {
    const note = page.sections[1];
    expect(note?.kind === 'text' && note.titleKey === undefined).toBe(true);
    if (note?.kind === 'text') expect(t(locale, note.paragraphKeys[0]!)).toMatch(prevails[locale]);
  });
});
