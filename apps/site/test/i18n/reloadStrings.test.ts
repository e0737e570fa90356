import i18next from 'i18next';
import { describe, expect, test, vi } from 'vitest';
import { reloadStrings } from '../../src/i18n/reloadStrings';

function instance() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'is',
    initAsync: false,
    resources: { is: { site: { name: 'Hraun' }, nav: { home: 'Forsíða', about: 'Fyrirtækið' } } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** A server holding these two files of the Icelandic strings. */
const serving = (site: unknown, nav: unknown) =>
  (async (input: RequestInfo | URL) => (String(input).endsWith('/site.json') ? answer(site) : answer(nav))) as typeof fetch;

const answer = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('reloadStrings', () => {
  test('revalidates every loaded namespace of the language with the server', async () => {
    const i18n = instance();
    const fetcher = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).endsWith('/site.json') ? answer({ name: 'Hraun' }) : answer({ home: 'Forsíða', about: 'Fyrirtækið' }),
    );
    await reloadStrings(i18n, 'is', fetcher as unknown as typeof fetch);
    expect(fetcher.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/locales/is/nav.json', '/locales/is/site.json']);
    expect(fetcher.mock.calls.every(([, init]) => init?.cache === 'no-cache')).toBe(true);
  });

  test('unchanged strings are not handed to i18next again (no re-render)', async () => {
    const i18n = instance();
    const added = vi.fn();
    i18n.store.on('added', added);
    await reloadStrings(i18n, 'is', serving({ name: 'Hraun' }, { home: 'Forsíða', about: 'Fyrirtækið' }));
    expect(added).not.toHaveBeenCalled();
  });

  test('changed strings replace the shown ones', async () => {
    const i18n = instance();
    const added = vi.fn();
    i18n.store.on('added', added);
    await reloadStrings(i18n, 'is', serving({ name: 'Hraun' }, { home: 'Heim', about: 'Fyrirtækið' }));
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.t('nav:home')).toBe('Heim');
    expect(i18n.t('site:name')).toBe('Hraun');
  });

  test.each([
    ['a server error', () => answer('oops', 500)],
    ['a missing file', () => answer('not found', 404)],
    ['a body that is not JSON', () => answer('<html>')],
    ['a body that is not a set of strings', () => answer([1, 2])],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s is ignored and the strings already shown stay', async (_case, respond) => {
    const i18n = instance();
    await expect(reloadStrings(i18n, 'is', (async () => respond()) as typeof fetch)).resolves.toBeUndefined();
    expect(i18n.t('nav:home')).toBe('Forsíða');
    expect(i18n.t('site:name')).toBe('Hraun');
  });
});
