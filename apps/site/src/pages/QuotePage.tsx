import { quoteForm } from '@hraun/content';
import { ASIDE_QUOTES, queries } from '../data/queries';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { HydrationSlice } from '../layout/HydrationSlice';
import { AsideQuotes } from '../sections/ClientQuotes';
import { FormPage } from './FormPage';

/** What the prerender reads for this page and inlines in its HTML: the clients' quotes beside the form. */
export const reads = () => [queries.testimonials(ASIDE_QUOTES)];

/**
 * /fa-tilbod: the quote request, with services and solutions as toggled choices, and beside it what happens after
 * sending and how soon the reply comes (24 hours: the longest answer time the company promises anywhere, spec
 * section 9's low-priority service-desk requests and the Basic care plan), and clients' quotes under it.
 */
export function QuotePage() {
  const { t } = useSiteTranslation('contact');
  const steps = t('quote.next.steps', { returnObjects: true }) as string[];
  return (
    <FormPage
      definition={quoteForm}
      textPrefix="contact:quote"
      aside={
        <>
        <section aria-labelledby="quote-next">
          <h2 id="quote-next">{t('quote.next.title')}</h2>
          <p>
            <strong>{t('quote.next.reply')}</strong>
          </p>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        {/* What clients said, under the steps: proof where the decision is made; nothing when there are no quotes. */}
        <HydrationSlice>
          <AsideQuotes />
        </HydrationSlice>
        </>
      }
    />
  );
}
