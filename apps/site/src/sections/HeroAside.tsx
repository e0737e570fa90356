import type { Locale, PageContent, Section } from '@hraun/content';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { RouterLink } from '../links';
import { lowestPriceIn, summaryGroups } from './servicePage';
import { priceText } from './usePriceText';
import * as styles from './heroAside.css';

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>;

/** At most this many lines in the aside: a summary, not the section again. */
const MOST_LINES = 5;

/** The pages whose hero gets a side: the two overviews, every service and solution, and the price list. */
export const hasHeroAside = (page: PageContent) => /^\/(thjonusta|lausnir)(\/[^/]+)?$|^\/verdskra$/.test(page.path);

/** The hero's composition of a page with a side (heroAside.css.ts, `heroKinds`): by its path. */
export const heroKind = (page: PageContent): keyof typeof styles.heroKinds =>
  page.path === '/verdskra' ? 'pricing' : !page.path.includes('/', 1) ? 'overview' : page.path.startsWith('/lausnir') ? 'solution' : 'service';

/**
 * The side of a content page's hero, from what the page already says further down, so the band is never half empty
 * on a wide screen: an overview lists where its cards lead; the price list sums up its groups of packages with the
 * price each starts from, the groups without VAT before those with it (`summaryGroups`); a page with one group of
 * packages shows its popular (or first) package; a service without prices lists what its first feature section
 * promises. Nothing on any other page (company and legal pages keep the plain hero). One component for the four, so
 * the pages' first load carries little code for it.
 */
export function HeroAside({ page }: { page: PageContent }) {
  const { t, i18n } = useSiteTranslation();
  const of = <K extends Section['kind']>(kind: K) => page.sections.filter((section): section is Of<K> => section.kind === kind);
  const links = of('links')[0];
  const groups = of('packages').filter((section) => section.packages.length > 0);
  const features = of('features')[0];
  // The amount in the accent ("From ISK 14,900"), its period and VAT note on the small muted line under it ("per hour ·
  // excluding 24% VAT"): the figure is what the eye should find, and the amount with its period at the accent's size
  // ran past a narrow column (pricing's three groups at 768 px, a solution's package card at the display size).
  const price = (sections: readonly Section[], from: boolean) => {
    const lowest = lowestPriceIn(sections);
    if (!lowest) return <span className={styles.amount}>{t('common:labels.price.byQuote')}</span>;
    const locale = i18n.language as Locale;
    const bare = priceText({ ...lowest, from: false, period: 'once', vat: 'unstated' }, t, locale);
    const [before = '', after = ''] = priceText({ ...lowest, from: false, vat: 'unstated' }, t, locale).split(bare);
    const period = `${before}${after}`.replace(/\u00a0/g, ' ').trim();
    const vat = lowest.vat === 'included' ? t('common:labels.price.inclVat') : lowest.vat === 'excluded' ? t('common:labels.price.exclVat') : '';
    // A figure keeps its unit: Spanish and Danish write "24 %", which broke between the two in a narrow column.
    const note = [period, vat].filter(Boolean).join(' · ').replace(/(\d) (?=%)/g, '$1\u00a0');
    return (
      <>
        <span className={styles.amount}>{priceText({ ...lowest, from, period: 'once', vat: 'unstated' }, t, locale)}</span>
        {note && <span className={styles.vat}>{note}</span>}
      </>
    );
  };

  if (!page.path.includes('/', 1) && links) {
    return (
      <div className={styles.aside} data-testid="hero-aside" data-aside="index">
        {links.titleKey && <p className={styles.label}>{t(links.titleKey)}</p>}
        <ul className={styles.index}>
          {links.items.map((item) => (
            <li key={item.to}>
              <RouterLink href={item.to}>{t(item.titleKey)}</RouterLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (groups.length > 1) {
    return (
      <div className={styles.aside} data-testid="hero-aside" data-aside="summary">
        <dl className={styles.summary}>
          {summaryGroups(groups).map((group) => (
            <div key={group.titleKey} className={styles.row}>
              <dt>{t(group.titleKey)}</dt>
              <dd>{price([group], true)}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
  const group = groups[0];
  const pkg = group && (group.packages.find((candidate) => candidate.popular) ?? group.packages[0]);
  if (group && pkg) {
    return (
      <div className={`${styles.aside} ${styles.packageAside}`} data-testid="hero-aside" data-aside="package">
        <p className={styles.label}>{pkg.popular ? t('common:labels.popular') : t(group.titleKey)}</p>
        <p className={styles.name}>{t(pkg.nameKey)}</p>
        <p className={styles.price}>
          {pkg.price ? price([{ ...group, packages: [pkg] }], false) : <span className={styles.amount}>{t(pkg.priceNoteKey ?? 'common:labels.price.byQuote')}</span>}
        </p>
        <ul className={styles.checks}>
          {pkg.featureKeys.slice(0, MOST_LINES).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (!features) return null;
  return (
    <div className={styles.aside} data-testid="hero-aside" data-aside="features">
      {features.titleKey && <p className={styles.label}>{t(features.titleKey)}</p>}
      <ul className={styles.checks}>
        {features.items.slice(0, MOST_LINES + 1).map((item) => (
          <li key={item.titleKey}>{t(item.titleKey)}</li>
        ))}
      </ul>
    </div>
  );
}
