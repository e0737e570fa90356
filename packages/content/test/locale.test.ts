import { describe, expect, it } from 'vitest';
import { hostForLocale, localeFromHost, localeTags, originOf } from '../src/locale';

describe('localeFromHost', () => {
  it.each([
    ['hraun.is', 'is'],
    ['www.hraun.is', 'is'],
    ['hraun.io', 'en'],
    ['hraun.es', 'es'],
    ['hraun.dk', 'da'],
    ['HRAUN.DK:443', 'da'],
    ['hraun.io.', 'en'],
    ['localhost', 'is'],
    ['localhost:4173', 'is'],
    ['en.localhost:4173', 'en'],
    ['es.localhost', 'es'],
    ['da.localhost', 'da'],
    ['is.localhost', 'is'],
    ['fr.localhost', 'is'],
    ['example.com', 'is'],
    ['hraun.de', 'is'],
    ['127.0.0.1:8080', 'is'],
    ['[::1]:8080', 'is'],
    ['', 'is'],
    [undefined, 'is'],
    ['..', 'is'],
    ['<script>', 'is'],
  ] as const)('%s -> %s', (host, locale) => {
    expect(localeFromHost(host)).toBe(locale);
  });
});

describe('locale facts', () => {
  it('has the spec BCP 47 tags', () => {
    expect(localeTags).toEqual({ is: 'is-IS', en: 'en-US', es: 'es-ES', da: 'da-DK' });
  });
  it('maps each language to its own domain', () => {
    expect(originOf('en')).toBe('https://hraun.io');
    expect(localeFromHost(new URL(originOf('da')).host)).toBe('da');
  });
  it('keeps previews local when switching language', () => {
    expect(hostForLocale('localhost:4173', 'en')).toBe('en.localhost:4173');
    expect(hostForLocale('es.localhost:4173', 'da')).toBe('da.localhost:4173');
    expect(hostForLocale('hraun.is', 'es')).toBe('hraun.es');
  });
});
