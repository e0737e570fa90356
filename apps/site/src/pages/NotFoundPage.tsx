import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHead } from '../head/useHead';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useHead({ title: t('notFound.metaTitle'), description: t('notFound.text'), robots: 'noindex, follow' }, 404);
  return (
    <section>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
      <Link to="/hafa-samband">{t('notFound.contact')}</Link>
    </section>
  );
}
