import { HOME_QUOTES } from '@hraun/content';
import { Testimonial, Testimonials } from '@hraun/ui';
import { useId } from 'react';
import { ASIDE_QUOTES, queries, useSiteQuery } from '../data/queries';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import * as styles from './ClientQuotes.css';
import { testimonialProps } from './testimonialProps';

// The project page signs its quote the same way; imported from here, the function stays in this module's chunk
// rather than becoming a chunk of its own that the quote form's page would also fetch.
export { testimonialProps };

/**
 * Clients' quotes from the data source, featured (home, right after the hero): each in the kit's large quote type,
 * the size of the figures below them, signed with the person's name, role and client beside the client's logo.
 * Hidden while loading, on a read error and when there are none: the page never waits for them (the prerender
 * inlines them), and a bad row has already been left out with a log line.
 */
export function ClientQuotes() {
  const { t } = useSiteTranslation('common');
  const quotes = useSiteQuery(queries.testimonials(HOME_QUOTES));
  if (quotes.status !== 'loaded') return null;
  return (
    <Testimonials
      title={t('portfolio.proof.title')}
      items={quotes.data.map(testimonialProps)}
      variant="featured"
      className={styles.homeQuotes}
      data-testid="client-quotes"
    />
  );
}

/** One or two quotes beside a form (the quote request): a small heading and the cards, or nothing. */
export function AsideQuotes() {
  const { t } = useSiteTranslation('common');
  const headingId = useId();
  const quotes = useSiteQuery(queries.testimonials(ASIDE_QUOTES, HOME_QUOTES));
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

/**
 * The one client quote of a pricing, service or solution page (sections/pageQuote.ts), before its closing band: home's
 * heading and the kit's featured quote, at the section's full width. Nothing while loading, on a read error or when
 * no quote is about the page's kind of work.
 */
export function PageQuote({ path }: { path: string }) {
  const { t } = useSiteTranslation('common');
  const quote = useSiteQuery(queries.pageQuote(path));
  if (quote.status !== 'loaded' || quote.data === null) return null;
  return (
    <Testimonials
      title={t('portfolio.proof.title')}
      items={[testimonialProps(quote.data)]}
      variant="featured"
      className={styles.pageQuote}
      data-testid="page-quote"
    />
  );
}
