import type { TestimonialProps } from '@hraun/ui';
import type { Testimonial as TestimonialData } from '../data/types';

// Apart from ClientQuotes.tsx, whose styles need the build, so that a test can render a quote's signature with the
// kit alone; the pages import it through ClientQuotes.tsx.

/** A photo's drawn size: the kit draws it round and small, so this only reserves its room. */
const PHOTO_SIZE = 64;

/**
 * A quote as the kit's Testimonial shows it. Named people read "name / role, client" ("Hildur Ragnarsdóttir /
 * Founder, Fjallalind"); a quote whose person is not named reads "role / client" ("Founder / Fjallalind"). The
 * client's logo stands beside it unless there is a photo of the person; both are decorative, since the client's
 * name is written beside them.
 */
export function testimonialProps(item: TestimonialData): Omit<TestimonialProps, 'className'> & { id: string } {
  const image = item.photo
    ? { src: item.photo, alt: '', width: PHOTO_SIZE, height: PHOTO_SIZE }
    : item.client.logo
      ? { ...item.client.logo, alt: '' }
      : undefined;
  return {
    id: item.id,
    quote: item.quote,
    name: item.name ?? item.role ?? item.client.name,
    role: item.name ? (item.role ?? undefined) : undefined,
    company: item.name || item.role ? item.client.name : undefined,
    image,
    imageKind: item.photo ? 'photo' : 'logo',
  };
}
