import { useTranslation } from '../i18n/react';
import * as pageStyles from './pages.css';

/** Spec section 9: Monday to Friday 9:00-17:00, closed at weekends, emergencies by phone. */
export function OpeningHours() {
  const { t } = useTranslation('contact');
  return (
    <section aria-labelledby="opening-hours">
      <h2 id="opening-hours">{t('hours.title')}</h2>
      <dl className={pageStyles.facts}>
        <dt>{t('hours.weekdays')}</dt>
        <dd className={pageStyles.unbroken}>{t('hours.weekdayTimes')}</dd>
        <dt>{t('hours.weekend')}</dt>
        <dd>{t('hours.closed')}</dd>
      </dl>
      <p>{t('hours.emergency')}</p>
    </section>
  );
}
