import { HOME_QUOTES, quoteForm } from '@hraun/content';
import { lazy } from 'react';
import { ASIDE_QUOTES, queries } from '../data/queries';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { HydrationSlice } from '../layout/HydrationSlice';
import { RouterLink } from '../links';
import { FormPage } from './FormPage';
import * as styles from './FormPage.css';

/**
 * The quotes beside the form, in a chunk of their own: the prerendered page has them in its HTML, and React keeps that
 * markup in place until the chunk is in (the HydrationSlice around them is their Suspense boundary), so the form's
 * first load carries the form and nothing moves.
 */
const AsideQuotes = lazy(() => import('../sections/ClientQuotes').then((module) => ({ default: module.AsideQuotes })));

/** What the prerender reads for this page and inlines in its HTML: the clients' quotes beside the form. */
export const reads = () => [queries.testimonials(ASIDE_QUOTES, HOME_QUOTES)];

/**
 * /fa-tilbod: the quote request, form first, with services and solutions as toggled choices. Beside the form, who
 * answers and how soon: the reply within 24 hours (the longest answer time the company promises anywhere, spec section 9's
 * low-priority service-desk requests and the Basic care plan) and the steps after sending, from our first call to
 * the written quote; under them, clients' quotes.
 */
export function QuotePage() {
  const { t } = useSiteTranslation('contact');
  const steps = t('quote.next.steps', { returnObjects: true }) as string[];
  const shortSteps = t('quote.next.shortSteps', { returnObjects: true }) as string[];
  return (
    <FormPage
      definition={quoteForm}
      textPrefix="contact:quote"
      submitLabel={t('quote.send')}
      sendNote={
        <>
          {t('quote.privacyNote')} <RouterLink href="/personuvernd">{t('nav:pages.personuvernd')}</RouterLink>
        </>
      }
      // While the panel is under the form (a phone, a tablet), its promise goes over the fields and its steps, in short,
      // over the send button, so both are read before sending; the panel's own copies are hidden there (review 37, 1).
      compactAside={<p className={styles.reply}>{t('quote.next.reply')}</p>}
      beforeSend={
        <section className={styles.stepsBeforeSend} aria-labelledby="quote-next-short" data-testid="steps-before-send">
          <h2 id="quote-next-short">{t('quote.next.title')}</h2>
          <ol>
            {shortSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      }
      aside={
        <>
          {/* Beside the form from a laptop's width: who answers, how soon, and what follows. */}
          <section className={styles.besideOnly} aria-labelledby="quote-next" data-testid="hero-aside" data-aside="reply">
            <h2 id="quote-next">{t('quote.next.title')}</h2>
            <p className={styles.reply}>{t('quote.next.reply')}</p>
            <ol>
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          {/* What clients said: proof where the decision is made; nothing when there are no quotes. */}
          <HydrationSlice>
            <AsideQuotes />
          </HydrationSlice>
        </>
      }
    />
  );
}
