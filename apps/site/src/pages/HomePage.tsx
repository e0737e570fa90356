import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHead } from '../head/useHead';

export function HomePage() {
  const { t } = useTranslation(['home', 'site']);
  useHead({ title: t('home:metaTitle'), description: t('home:metaDescription'), keywords: t('site:keywords') });
  return (
    <>
      <section>
        <h1>{t('home:hero.title')}</h1>
        <p>{t('home:hero.text')}</p>
        <Link to="/fa-tilbod">{t('home:hero.primary')}</Link>
      </section>
      <section>
        <h2>{t('home:cta.title')}</h2>
        <p>{t('home:cta.text')}</p>
      </section>
    </>
  );
}
