// How a quote is signed on the page: the sample quotes through testimonialProps and the kit's Testimonial, rendered
// to HTML in every language: the person's name, then "role, client" in that language.
import { locales, sampleTestimonials } from '@hraun/content';
import { Testimonial } from '@hraun/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSampleSource } from '../../src/data/sample-source';
import type { Testimonial as TestimonialData } from '../../src/data/types';
import { testimonialProps } from '../../src/sections/testimonialProps';

/** The figcaption's name and affiliation as text, from the rendered HTML. */
function signature(item: TestimonialData): string[] {
  const html = renderToStaticMarkup(<Testimonial {...testimonialProps(item)} />);
  const caption = /<figcaption[^>]*>([\s\S]*)<\/figcaption>/.exec(html)?.[1] ?? '';
  return [...caption.matchAll(/<span class="[^"]*">([^<]+)<\/span>/g)].map((match) => match[1]!);
}

describe('a quote is signed "name, role, client"', () => {
  it.each(locales)('every sample quote in %s: the name, then the role and the client in the language', async (locale) => {
    const testimonials = await createSampleSource(locale).testimonials();
    expect(testimonials).toHaveLength(sampleTestimonials.length);
    for (const item of testimonials) {
      const row = sampleTestimonials.find((sample) => sample.id === item.id)!;
      expect(signature(item)).toEqual([row.person_name, `${row.role[locale]}, ${item.client.name}`]);
    }
  });

  it('without a name the role signs, with the client under it; without either, the client', async () => {
    const [item] = await createSampleSource('da').testimonials();
    expect(signature({ ...item!, name: null })).toEqual([item!.role, item!.client.name]);
    expect(signature({ ...item!, name: null, role: null })).toEqual([item!.client.name]);
  });

  it('the client’s logo stands beside the name, decorative, unless there is a photo of the person', async () => {
    const [item] = await createSampleSource('en').testimonials();
    expect(testimonialProps(item!)).toMatchObject({ imageKind: 'logo', image: { src: item!.client.logo!.src, alt: '' } });
    expect(testimonialProps({ ...item!, photo: '/images/people/a.jpg' })).toMatchObject({ imageKind: 'photo', image: { src: '/images/people/a.jpg', alt: '' } });
  });
});
