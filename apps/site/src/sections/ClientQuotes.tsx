import { Testimonial, Testimonials, type TestimonialProps } from '@hraun/ui';
import { useId } from 'react';
import { ASIDE_QUOTES, HOME_QUOTES, queries, useSiteQuery } from '../data/queries';
import type { Testimonial as TestimonialData } from '../data/types';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import * as styles from './ClientQuotes.css';

/** A photo's drawn size: the kit draws it round and small, so this only reserves its room. */
const PHOTO_SIZE = 64;

/**
 * A quote as the kit's Testimonial shows it. Named people read "name / role, client"; quotes attributed by role read
 * "role / client" ("Founder / Fjallalind"). The client's logo stands beside it unless there is a photo of the person;
 * both are decorative, since the client's name is written beside them.
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

/**
 * Clients' quotes from the data source, as a section of cards (home). Hidden while loading, on a read error and when
 * there are none: the page never waits for them, and a bad row has already been left out with a log line.
 */
export function ClientQuotes() {
  const { t } = useSiteTranslation('common');
  const quotes = useSiteQuery(queries.testimonials(HOME_QUOTES));
  if (quotes.status !== 'loaded') return null;
  return (
    <Testimonials
      title={t('portfolio.proof.title')}
      items={quotes.data.map(testimonialProps)}
      className={styles.homeQuotes}
      data-testid="client-quotes"
    />
  );
}

/** One or two quotes beside a form (the quote request): a small heading and the cards, or nothing. */
export function AsideQuotes() {
  const { t } = useSiteTranslation('common');
  const headingId = useId();
  const quotes = useSiteQuery(queries.testimonials(ASIDE_QUOTES));
  if (quotes.status !== 'loaded' || quotes.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.asideQuotes} data-testid="aside-quotes">
      <h2 id={headingId}>{t('portfolio.proof.aside')}</h2>
      {quotes.data.map(({ id, ...item }) => (
        <Testimonial key={id} {...testimonialProps({ id, ...item })} />
      ))}
    </section>
  );
}
