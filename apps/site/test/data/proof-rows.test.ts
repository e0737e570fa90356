// Row validation of the clients and testimonials tables: a bad or missing row is skipped with a report (a log line in
// the site), never a crash; a bad optional column takes its default; the order is the rows' position.
import { readFileSync } from 'node:fs';
import { sampleClients, sampleTestimonials } from '@hraun/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toClients, toTestimonials } from '../../src/data/rows';
import { createSampleSource } from '../../src/data/sample-source';

function collector() {
  const reports: string[] = [];
  return { reports, report: (table: string, row: number, reason: string) => void reports.push(`${table} ${row}: ${reason}`) };
}

const fjallalind = { id: 'fjallalind', name: 'Fjallalind', country: 'IS', logo: '/images/clients/fjallalind.svg', logo_width: 32, logo_height: 32, position: 1 };

describe('toClients', () => {
  it('keeps a valid client with its logo and size', () => {
    expect(toClients([fjallalind])).toEqual([
      { id: 'fjallalind', name: 'Fjallalind', country: 'IS', logo: { src: '/images/clients/fjallalind.svg', width: 32, height: 32 } },
    ]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://cdn.example.com/logo.svg'],
    ['/images/logo.png'],
    ['//evil.example/logo.svg'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    [42],
  ])('drops an unsafe or non-SVG logo (%s) and keeps the client', (logo) => {
    const [client] = toClients([{ ...fjallalind, logo }]);
    expect(client?.logo).toBeNull();
    expect(client?.name).toBe('Fjallalind');
  });

  it('accepts an https SVG logo and takes default sizes for bad ones', () => {
    const [client] = toClients([{ ...fjallalind, logo: 'https://cdn.example.com/a.svg?v=2', logo_width: -1, logo_height: '48' }]);
    expect(client?.logo).toEqual({ src: 'https://cdn.example.com/a.svg?v=2', width: 32, height: 48 });
  });

  it('skips rows without an id or a name, and duplicates, with a report for each', () => {
    const { reports, report } = collector();
    const clients = toClients([null, { id: 'a b', name: 'x' }, { id: 'x', name: '  ' }, fjallalind, { ...fjallalind, name: 'Again' }], report);
    expect(clients.map((item) => item.name)).toEqual(['Fjallalind']);
    expect(reports).toEqual([
      'clients 0: no valid id or name',
      'clients 1: no valid id or name',
      'clients 2: no valid id or name',
      'clients 4: duplicate id fjallalind',
    ]);
  });

  it('orders by position, then id; a bad country is none; anything but a list is no clients', () => {
    const clients = toClients([
      { id: 'b', name: 'B', position: 2 },
      { id: 'c', name: 'C', position: 1, country: 'iceland' },
      { id: 'a', name: 'A', position: 2 },
    ]);
    expect(clients.map((item) => `${item.id}:${item.country}`)).toEqual(['c:null', 'a:null', 'b:null']);
    expect(toClients({ id: 'a', name: 'A' })).toEqual([]);
  });
});

describe('toTestimonials', () => {
  const clients = toClients([fjallalind]);
  const row = {
    id: 'q1',
    client_id: 'fjallalind',
    project_id: 'fjallalind-vefverslun',
    quote: { is: 'Frábært.', en: 'Great.' },
    role: { is: 'Stofnandi', en: 'Founder' },
    person_name: null,
    photo: null,
    position: 0,
  };

  it('gives the quote and role of the page’s language, with the client', () => {
    expect(toTestimonials([row], clients, 'en')).toEqual([
      { id: 'q1', quote: 'Great.', role: 'Founder', name: null, client: clients[0], projectId: 'fjallalind-vefverslun', photo: null },
    ]);
    expect(toTestimonials([row], clients, 'is')[0]?.quote).toBe('Frábært.');
  });

  it('reads a quote column stored as JSON text', () => {
    expect(toTestimonials([{ ...row, quote: '{"en":"From text."}' }], clients, 'en')[0]?.quote).toBe('From text.');
  });

  it('skips, with a report, a quote missing in this language, of an unknown client, without an id or quote, or repeated', () => {
    const { reports, report } = collector();
    const rows = [
      row,
      { ...row, id: 'q2', quote: { is: 'Bara á íslensku.' } },
      { ...row, id: 'q3', client_id: 'nobody' },
      { ...row, id: undefined },
      { ...row, id: 'q5', quote: 'not json' },
      'not a row',
      row,
    ];
    expect(toTestimonials(rows, clients, 'en', report).map((item) => item.id)).toEqual(['q1']);
    expect(reports).toEqual([
      'testimonials 1: no quote in en',
      'testimonials 2: unknown client nobody',
      'testimonials 3: no valid id, client or quote',
      'testimonials 4: no valid id, client or quote',
      'testimonials 5: no valid id, client or quote',
      'testimonials 6: duplicate id q1',
    ]);
  });

  it('a bad role, name, photo or project takes its default; unknown languages and control characters are left out', () => {
    const [item] = toTestimonials(
      [{ ...row, quote: { en: 'Fine\u0000.', fr: 'Bien.' }, role: ['x'], person_name: 7, photo: 'javascript:x', project_id: 'a/b' }],
      clients,
      'en',
    );
    expect(item).toMatchObject({ quote: 'Fine.', role: null, name: '7', photo: null, projectId: null });
  });

  it('reports to the log by default, one line per skipped row', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    toTestimonials([{ ...row, client_id: 'nobody' }], clients, 'en');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[content] testimonials row 0 skipped: unknown client nobody');
  });

  afterEach(() => vi.restoreAllMocks());
});

describe('the bundled sample proof', () => {
  it.each(['is', 'en', 'es', 'da'] as const)('every sample testimonial shows in %s, signed by a named person with a role at a sample client', async (locale) => {
    const warn = vi.spyOn(console, 'warn');
    const testimonials = await createSampleSource(locale).testimonials();
    expect(testimonials).toHaveLength(sampleTestimonials.length);
    for (const item of testimonials) {
      // A first name and a family name (Icelandic patronymics, "Lucía Ferrer Vidal"), never a role in its place.
      expect(item.name).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)+$/u);
      expect(item.role).toBeTruthy();
      expect(item.name).not.toBe(item.role);
      expect(sampleClients.map((client) => client.id)).toContain(item.client.id);
    }
    // Specific, not generic praise: every quote states a result in figures (in English, where the words are known).
    if (locale === 'en') {
      for (const item of testimonials) expect(item.quote, item.id).toMatch(/\d|\b(half|seven out of ten|twelve|thirty|sixty|tripled)\b/);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('each sample person is named as people are in the client’s country', () => {
    const country = (clientId: string) => sampleClients.find((client) => client.id === clientId)!.country;
    for (const item of sampleTestimonials) {
      const name = item.person_name!;
      if (country(item.client_id) === 'IS') expect(name, item.id).toMatch(/(son|dóttir)$/);
      if (country(item.client_id) === 'ES') expect(name.split(' '), item.id).toHaveLength(3);
      if (country(item.client_id) === 'DK') expect(name, item.id).toMatch(/[æøå]|sen$/);
    }
  });

  it('the example sites’ marks are the sample logos, and Norðurfell’s, Brimnes’s and Lindarbakarí’s from their sites’ headers (reviews 35c and round 9: their quotes had none)', async () => {
    const clients = await createSampleSource('en').clients();
    expect(clients.filter((item) => item.logo).map((item) => item.logo?.src)).toEqual([
      '/images/clients/fjallalind.svg',
      '/images/clients/havnegaard.svg',
      '/images/clients/casa-brisa.svg',
      '/images/clients/brimnes.svg',
      '/images/clients/nordurfell.svg',
      '/images/clients/lindarbakari.svg',
    ]);
  });

  it('every quoted client has a logo, drawn in a file the site serves', async () => {
    const source = createSampleSource('en');
    const testimonials = await source.testimonials();
    expect(testimonials.length).toBeGreaterThan(0);
    for (const quote of testimonials) {
      const logo = quote.client.logo;
      expect(logo?.src, quote.id).toMatch(/^\/images\/clients\/[a-z-]+\.svg$/);
      const file = readFileSync(new URL(`../../public${logo!.src}`, import.meta.url), 'utf8');
      expect(file, logo!.src).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    }
  });
});
