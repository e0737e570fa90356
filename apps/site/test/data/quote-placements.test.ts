// Which clients' quotes each placement reads (issue 35, round 3): home the first ones, the quote form the next ones,
// so a visitor does not meet the same words twice; with too few quotes the form's list wraps round to the first.
import { HOME_QUOTES, locales } from '@hraun/content';
import { describe, expect, it } from 'vitest';
import { ASIDE_QUOTES, queries } from '../../src/data/queries';
import { createSampleSource } from '../../src/data/sample-source';
import type { ContentSource } from '../../src/data/source';

describe('home and the quote form quote different clients', () => {
  it.each(locales)('the sample quotes in %s: two on home, two others beside the form', async (locale) => {
    const source = createSampleSource(locale);
    const home = await queries.testimonials(HOME_QUOTES).read(source);
    const aside = await queries.testimonials(ASIDE_QUOTES, HOME_QUOTES).read(source);
    expect(home).toHaveLength(HOME_QUOTES);
    expect(aside).toHaveLength(ASIDE_QUOTES);
    expect(aside.map(({ id }) => id).filter((id) => home.some((quote) => quote.id === id))).toEqual([]);
  });

  it('with three quotes the form shows the third and then the first; with none, none', async () => {
    const all = await createSampleSource('en').testimonials();
    const three = { ...createSampleSource('en'), testimonials: async () => all.slice(0, 3) } as ContentSource;
    const aside = await queries.testimonials(2, 2).read(three);
    expect(aside.map(({ id }) => id)).toEqual([all[2]!.id, all[0]!.id]);
    const none = { ...createSampleSource('en'), testimonials: async () => [] } as ContentSource;
    expect(await queries.testimonials(2, 2).read(none)).toEqual([]);
    // Each placement's read has a key of its own, so the prerender inlines both.
    expect(queries.testimonials(2).key).not.toBe(queries.testimonials(2, 2).key);
  });
});
