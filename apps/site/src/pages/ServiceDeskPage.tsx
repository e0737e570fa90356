import { responseTimes, serviceDeskForm } from '@hraun/content';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { FormPage } from './FormPage';
import { OpeningHours } from './OpeningHours';
import * as pageStyles from './pages.css';

/** /thjonustubord: the service-desk request and a side panel with response times and opening hours. */
export function ServiceDeskPage() {
  const { t } = useSiteTranslation('contact');
  return (
    <FormPage
      definition={serviceDeskForm}
      textPrefix="contact:serviceDesk"
      aside={
        <>
          <section aria-labelledby="response-times">
            <h2 id="response-times">{t('serviceDesk.responseTitle')}</h2>
            <dl className={pageStyles.facts}>
              {responseTimes.map((row) => (
                <div key={row.urgency}>
                  <dt>{t(`serviceDesk.urgency.${row.urgency}`)}</dt>
                  <dd>{t('serviceDesk.within', { count: row.hours })}</dd>
                </div>
              ))}
            </dl>
          </section>
          <OpeningHours />
        </>
      }
    />
  );
}
