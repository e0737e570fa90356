import { company, contactForm, postalAddress } from '@hraun/content';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { FormPage } from './FormPage';
import { OpeningHours } from './OpeningHours';
import * as pageStyles from './pages.css';

/** /hafa-samband: the contact form, phone and e-mail, the three offices and the opening hours. */
export function ContactPage() {
  const { t } = useSiteTranslation('contact');
  return (
    <FormPage
      definition={contactForm}
      textPrefix="contact:page"
      aside={
        <>
          <section aria-labelledby="contact-details">
            <h2 id="contact-details">{t('page.detailsTitle')}</h2>
            <dl className={pageStyles.facts}>
              <dt>{t('page.phone')}</dt>
              <dd>
                <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
              </dd>
              <dt>{t('page.email')}</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </dl>
          </section>
          <section aria-labelledby="contact-offices">
            <h2 id="contact-offices">{t('page.officesTitle')}</h2>
            <ul>
              {company.locations.map((location) => (
                <li key={location.city}>
                  <strong>{t(location.cityKey)}</strong>
                  <br />
                  {postalAddress(location)}
                </li>
              ))}
            </ul>
          </section>
          <OpeningHours />
        </>
      }
    />
  );
}
