import { Button, NotFound } from '@hraun/ui';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useHead } from '../head/useHead';
import { RouterLink } from '../links';

/** Any unknown path: the spec's not-found text with links home and to the contact page (served with 404). */
export function NotFoundPage() {
  const { t } = useSiteTranslation('common');
  useHead({ title: t('notFound.metaTitle'), description: t('notFound.text'), keywords: t('notFound.metaKeywords'), robots: 'noindex, follow' }, 404);
  return (
    <NotFound
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <>
          <Button asChild>
            <RouterLink href="/">{t('notFound.home')}</RouterLink>
          </Button>
          <Button asChild variant="secondary">
            <RouterLink href="/hafa-samband">{t('notFound.contact')}</RouterLink>
          </Button>
        </>
      }
    />
  );
}
