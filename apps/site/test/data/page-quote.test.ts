// The one client quote of the pricing, service and solution pages (issue 35, round 8, fix 6): chosen from the data by
// the work it is about, never the wrong client's, and left out, without an error, when the rows are missing or bad.
import { locales, sampleTestimonials } from '@hraun/content';
import { describe, expect, it } from 'vitest';
import { pageQuote } from '../../src/data/proof';
import { createSampleSource } from '../../src/data/sample-source';
import { bundledSampleData } from '../../src/data/sample-data';
import { ContentReadError, type ContentSource } from '../../src/data/source';
import { pickPageQuote } from '../../src/sections/pageQuote';
import { showsProof } from '../../src/sections/servicePage';

const quoteOf = (id: string) => sampleTestimonials.find((item) => item.id === id)!;
const silent = () => undefined;

describe('pageQuote: which quote a page shows', () => {
  it.each(locales)('%s: pricing and the Express page quote the Express client, in the page’s language', async (locale) => {
    const source = createSampleSource(locale);
    for (const path of ['/verdskra', '/lausnir/wordpress-express']) {
      const quote = await pageQuote(source, path);
      expect(quote?.id, path).toBe('lindarbakari-eigandi');
      expect(quote?.quote, path).toBe(quoteOf('lindarbakari-eigandi').quote[locale]);
      expect(quote?.client.name, path).toBe('Lindarbakarí');
    }
  });

  it('a service page quotes its own work, another project than the one its hero shows first', async () => {
    const source = createSampleSource('en');
    // Web design's work is Fjallalind (the hero's, with its figure) and Brimnes: Brimnes's words, not Fjallalind's.
    expect((await pageQuote(source, '/thjonusta/vefhonnun'))?.id).toBe('brimnes-solustjori');
    // Online stores: Fjallalind in the hero, so Havnegaard, a store too, not Casa Brisa (first by position, other work).
    expect((await pageQuote(source, '/lausnir/netverslun'))?.id).toBe('havnegaard-ejer');
    // Only the hero's project is quoted: its quote rather than none.
    expect((await pageQuote(source, '/lausnir/vefumsjon'))?.id).toBe('fjallalind-stofnandi');
  });

  it('the website page quotes a website client, not the chatbot its other work is quoted about (round 9, fix 4)', async () => {
    for (const locale of locales) {
      const source = createSampleSource(locale);
      // Its work: Brimnes (the hero's), Casa Brisa (first by the quotes' order; a chatbot) and Lindarbakarí.
      const quote = await pageQuote(source, '/thjonusta/vefsidugerd');
      expect(quote?.id, locale).toBe('lindarbakari-eigandi');
      expect(quote?.quote, locale).toBe(quoteOf('lindarbakari-eigandi').quote[locale]);
    }
    // Without the WordPress sites' quotes, the page's own work still gives one.
    const others = sampleTestimonials.filter((item) => !['lindarbakari-eigandi', 'brimnes-solustjori'].includes(item.id));
    const source = createSampleSource('en', { ...bundledSampleData, testimonials: others });
    expect((await pageQuote(source, '/thjonusta/vefsidugerd'))?.id).toBe('casa-brisa-directora');
  });

  it('no quote on a page without quoted work of its kind, nor on a page that shows none', async () => {
    const source = createSampleSource('is');
    expect(await pageQuote(source, '/lausnir/kassakerfi')).toBeNull();
    expect(await pageQuote(source, '/thjonusta/radgjof')).toBeNull();
    expect(await pageQuote(source, '/um-okkur')).toBeNull();
    expect(showsProof('/um-okkur')).toBe(false);
    expect(showsProof('/verdskra')).toBe(true);
    expect(showsProof('/thjonusta/radgjof')).toBe(true);
  });
});

describe('pageQuote: missing and bad rows', () => {
  const withRows = (rows: Partial<typeof bundledSampleData>) => createSampleSource('en', { ...bundledSampleData, ...rows });

  it('without the Express client’s quote the Express page falls back to the WordPress work; without any, none', async () => {
    const others = sampleTestimonials.filter((item) => item.id !== 'lindarbakari-eigandi');
    expect((await pageQuote(withRows({ testimonials: others }), '/lausnir/wordpress-express'))?.id).toBe('brimnes-solustjori');
    expect(await pageQuote(withRows({ testimonials: [] }), '/verdskra')).toBeNull();
    expect(await pageQuote(withRows({ testimonials: undefined }), '/lausnir/wordpress-express')).toBeNull();
  });

  it('a quote whose project row is missing is not shown as that work’s proof', async () => {
    const withoutExpress = (rows: readonly unknown[]) => rows.filter((row) => (row as { id: string }).id !== 'lindarbakari-wordpress-express');
    const { is, en, es, da } = bundledSampleData.projects;
    const projects = { is: withoutExpress(is), en: withoutExpress(en), es: withoutExpress(es), da: withoutExpress(da) };
    expect((await pageQuote(withRows({ projects }), '/verdskra'))?.id).toBe('brimnes-solustjori');
  });

  it('hostile or broken rows are left out, and the page shows no quote rather than fail', async () => {
    const lindarbakari = quoteOf('lindarbakari-eigandi');
    const hostile = [
      null,
      'not a row',
      { ...lindarbakari, id: 'no-quote', quote: { is: '', en: { text: 'no' } } },
      { ...lindarbakari, id: 'no-client', client_id: 'nobody' },
      { ...lindarbakari, id: 'bad-project', project_id: 'javascript:alert(1)' },
      { ...lindarbakari, id: 'no-project', project_id: null },
    ];
    const source = createSampleSource('en', { ...bundledSampleData, testimonials: hostile });
    const warn = console.warn;
    console.warn = silent;
    try {
      expect(await pageQuote(source, '/verdskra')).toBeNull();
      expect(await pageQuote(source, '/lausnir/wordpress-express')).toBeNull();
    } finally {
      console.warn = warn;
    }
  });

  it('a read that fails rejects, so the page leaves the quote out and the browser may read it again', async () => {
    const sample = createSampleSource('is');
    const failing = () => Promise.reject(new ContentReadError('down'));
    await expect(pageQuote({ ...sample, testimonials: failing } as ContentSource, '/verdskra')).rejects.toThrow(ContentReadError);
  });
});

describe('pickPageQuote', () => {
  it('takes the first source’s quote, and a page’s own order only after the hero’s project', async () => {
    const source = createSampleSource('da');
    const [testimonials, projects] = await Promise.all([source.testimonials(), source.projects()]);
    expect(pickPageQuote(testimonials, projects, '/lausnir/wordpress-express', 'lindarbakari-wordpress-express')?.id).toBe('lindarbakari-eigandi');
    expect(pickPageQuote(testimonials, projects, '/lausnir/wordpress', 'brimnes-vefur')?.id).toBe('lindarbakari-eigandi');
    expect(pickPageQuote(testimonials, projects, '/lausnir/wordpress')?.id).toBe('brimnes-solustjori');
    expect(pickPageQuote(testimonials, [], '/verdskra')).toBeNull();
  });
});
