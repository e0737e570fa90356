import { describe, expect, test, vi } from 'vitest';
import { fetchPageStrings } from '../../src/i18n/pageStrings';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers each URL from a list of answers, one per call, and records the calls. */
function fakeFetch(answers: Record<string, Array<Response | Error>>) {
  const calls: string[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const next = answers[url]?.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe('fetchPageStrings', () => {
  test('fetches every namespace of the language and keys the strings by namespace', async () => {
    const { fetcher, calls } = fakeFetch({
      '/locales/is/site.json': [json({ name: 'Hraun' })],
      '/locales/is/home.json': [json({ hero: { title: 'Vefir' } })],
    });
    await expect(fetchPageStrings('is', ['site', 'home'], fetcher)).resolves.toEqual({ site: { name: 'Hraun' }, home: { hero: { title: 'Vefir' } } });
    expect(calls.sort()).toEqual(['/locales/is/home.json', '/locales/is/site.json']);
  });

  test('the page and the app share one set of requests', async () => {
    const { fetcher, calls } = fakeFetch({ '/locales/en/nav.json': [json({ home: 'Home' })] });
    const first = fetchPageStrings('en', ['nav'], fetcher);
    const second = fetchPageStrings('en', ['nav'], fetcher);
    expect(second).toBe(first);
    await expect(second).resolves.toEqual({ nav: { home: 'Home' } });
    expect(calls).toEqual(['/locales/en/nav.json']);
  });

  test('a server error or a dropped connection is tried once more', async () => {
    const { fetcher, calls } = fakeFetch({
      '/locales/da/site.json': [json({}, 503), json({ name: 'Hraun' })],
      '/locales/da/nav.json': [new TypeError('Failed to fetch'), json({ home: 'Forside' })],
    });
    await expect(fetchPageStrings('da', ['site', 'nav'], fetcher)).resolves.toEqual({ site: { name: 'Hraun' }, nav: { home: 'Forside' } });
    expect(calls).toHaveLength(4);
  });

  test('a missing file is not retried, and the failure is not kept for the next caller', async () => {
    const { fetcher, calls } = fakeFetch({ '/locales/es/about.json': [json({}, 404), json({ title: 'Empresa' })] });
    await expect(fetchPageStrings('es', ['about'], fetcher)).rejects.toThrow('failed loading /locales/es/about.json; status code: 404');
    expect(calls).toHaveLength(1);
    await expect(fetchPageStrings('es', ['about'], fetcher)).resolves.toEqual({ about: { title: 'Empresa' } });
  });

  test('two failures in a row reject', async () => {
    const { fetcher } = fakeFetch({ '/locales/is/forms.json': [json({}, 500), json({}, 502)] });
    await expect(fetchPageStrings('is', ['forms'], fetcher)).rejects.toThrow('failed loading /locales/is/forms.json; status code: 502');
  });

  test('a body that is not an object of strings, or not JSON at all, rejects in the spec wording', async () => {
    const { fetcher } = fakeFetch({
      '/locales/is/common.json': [json(['not', 'strings'])],
      '/locales/is/nav.json': [new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    });
    await expect(fetchPageStrings('is', ['common'], fetcher)).rejects.toThrow('failed parsing /locales/is/common.json to json');
    await expect(fetchPageStrings('is', ['nav'], fetcher)).rejects.toThrow('failed parsing /locales/is/nav.json to json');
  });
});
