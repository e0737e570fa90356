import { Button, LinkCardGrid, NotFound } from '@hraun/ui';
import { Icon, type IconName } from '@hraun/ui/icons/hraun';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { useHead } from '../head/useHead';
import { RouterLink } from '../links';

/** The main sections the 404 page offers, as a visitor who mistyped an address would look for them. */
const routes = [
  { key: 'services', href: '/thjonusta', labelKey: 'nav:services', icon: 'code' },
  { key: 'solutions', href: '/lausnir', labelKey: 'nav:solutions', icon: 'cart' },
  { key: 'projects', href: '/verkefni', labelKey: 'nav:projects', icon: 'star' },
  { key: 'pricing', href: '/verdskra', labelKey: 'nav:pages.verdskra', icon: 'card' },
  { key: 'news', href: '/frettir', labelKey: 'nav:news', icon: 'document' },
  { key: 'about', href: '/fyrirtaekid', labelKey: 'nav:pages.fyrirtaekid', icon: 'users' },
] as const satisfies readonly { key: string; href: string; labelKey: string; icon: IconName }[];

/**
 * Any unknown path: the spec's not-found text with links home and to the contact page (served with 404), then the
 * main sections as cards, so a visitor who followed an old link is one click from what they were after.
 */
export function NotFoundPage() {
  const { t } = useSiteTranslation(['common', 'nav']);
  useHead({ title: t('notFound.metaTitle'), description: t('notFound.text'), keywords: t('notFound.metaKeywords'), robots: 'noindex, follow' }, 404);
  return (
    <>
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
      <LinkCardGrid
        title={t('notFound.routes.title')}
        tone="muted"
        linkComponent={RouterLink}
        items={routes.map((route) => ({
          id: route.href,
          icon: <Icon name={route.icon} />,
          title: t(route.labelKey),
          text: t(`notFound.routes.${route.key}`),
          href: route.href,
        }))}
      />
    </>
  );
}
