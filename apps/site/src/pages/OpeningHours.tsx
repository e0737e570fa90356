import { company } from '@hraun/content';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import * as pageStyles from './pages.css';

/**
 * Spec section 9: Monday to Friday 9:00-17:00, closed at weekends, emergencies by phone. Each office keeps the
 * hours in its own time zone (Reykjavík, Copenhagen, Barcelona); the times and the zones' names are written by
 * Intl in the page's language when the strings are built (contact:hours.offices).
 */
export function OpeningHours() {
  const { t } = useSiteTranslation('contact');
  return (
    <section aria-labelledby="opening-hours">
      <h2 id="opening-hours">{t('hours.title')}</h2>
      <dl className={pageStyles.facts}>
        <dt>{t('hours.weekdays')}</dt>
        <dd className={pageStyles.unbroken}>{t('hours.weekdayTimes')}</dd>
        <dt>{t('hours.weekend')}</dt>
        <dd>{t('hours.closed')}</dd>
      </dl>
      <p>{t('hours.timeZoneNote')}</p>
      <ul>
        {company.locations.map((office) => {
          const city = office.cityKey.replace('common:cities.', '') as 'reykjavik' | 'copenhagen' | 'barcelona';
          return (
            <li key={office.city}>
              <strong>{t(office.cityKey)}</strong>: {t(`hours.offices.${city}`)}
            </li>
          );
        })}
      </ul>
      <p>{t('hours.emergency')}</p>
    </section>
  );
}
