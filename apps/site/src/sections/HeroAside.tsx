import type { PageContent, Section } from '@hraun/content';
import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { RouterLink } from '../links';
import { lowestPriceIn } from './servicePage';
import { usePriceParts, usePriceText } from './usePriceText';
import * as styles from './heroAside.css';

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>;

/** At most this many lines in the aside: a summary, not the section again. */
const MOST_LINES = 4;

/** An overview page: its section's own page, the one the cards of its `links` section lead from. */
const isOverview = (page: PageContent) => /^\/(thjonusta|lausnir)$/.test(page.path);

/** The pages whose hero gets an aside: overviews, services, solutions and the price list. */
const hasAside = (page: PageContent) => isOverview(page) || /^\/(thjonusta|lausnir)\/[^/]+$/.test(page.path) || page.path === '/verdskra';


/** An overview's index: where its cards lead, as links, under the cards' heading. */
function Index({ section }: { section: Of<'links'> }) {
  const { t } = useSiteTranslation();
  return (
    <div className={styles.aside} data-testid="hero-aside" data-aside="index">
      {section.titleKey && <p className={styles.label}>{t(section.titleKey)}</p>}
      <ul className={styles.index}>
        {section.items.map((item) => (
          <li key={item.to}>
            <RouterLink href={item.to}>{t(item.titleKey)}</RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One package at a glance (the popular one, else the first): its name, price and first lines of what it includes. */
function Featured({ section }: { section: Of<'packages'> }) {
  const { t } = useSiteTranslation();
  const pkg = section.packages.find((candidate) => candidate.popular) ?? section.packages[0]!;
  const price = usePriceParts(pkg.price);
  return (
    <div className={styles.aside} data-testid="hero-aside" data-aside="package">
      <p className={styles.label}>{pkg.popular ? t('common:labels.popular') : t(section.titleKey)}</p>
      <p className={styles.name}>{t(pkg.nameKey)}</p>
      <p className={styles.price}>{price?.amount ?? t(pkg.priceNoteKey ?? 'common:labels.price.byQuote')}</p>
      {price?.vat && <p className={styles.note}>{price.vat}</p>}
      <ul className={styles.checks}>
        {pkg.featureKeys.slice(0, MOST_LINES).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </div>
  );
}

/** One row of the price list's summary: a section's heading and its lowest price. */
function SummaryRow({ section }: { section: Of<'packages'> }) {
  const { t } = useSiteTranslation();
  const price = usePriceText(lowestPriceIn([section]));
  return (
    <div className={styles.row}>
      <dt>{t(section.titleKey)}</dt>
      <dd>{price ?? t('common:labels.price.byQuote')}</dd>
    </div>
  );
}

/** The price list at a glance: each group of packages with the price it starts from. */
function Summary({ sections }: { sections: readonly Of<'packages'>[] }) {
  return (
    <div className={styles.aside} data-testid="hero-aside" data-aside="summary">
      <dl className={styles.summary}>
        {sections.map((section) => (
          <SummaryRow key={section.titleKey} section={section} />
        ))}
      </dl>
    </div>
  );
}

/** A service at a glance: what its first feature section promises, line by line. */
function Promises({ section }: { section: Of<'features'> }) {
  const { t } = useSiteTranslation();
  return (
    <div className={styles.aside} data-testid="hero-aside" data-aside="features">
      {section.titleKey && <p className={styles.label}>{t(section.titleKey)}</p>}
      <ul className={styles.checks}>
        {section.items.slice(0, MOST_LINES + 2).map((item) => (
          <li key={item.titleKey}>{t(item.titleKey)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The side of a content page's hero, from what the page already says further down, so the band is never half empty
 * on a wide screen: an overview lists where its cards lead; the price list sums up its groups of packages; a page
 * with one group of packages shows its popular (or first) package; a service without prices lists what it promises.
 * Null for any other page (company and legal pages keep the plain hero).
 */
export function heroAsideOf(page: PageContent): ReactNode {
  if (!hasAside(page)) return null;
  const of = <K extends Section['kind']>(kind: K) => page.sections.filter((section): section is Of<K> => section.kind === kind);
  const links = of('links')[0];
  if (isOverview(page) && links) return <Index section={links} />;
  const packages = of('packages').filter((section) => section.packages.length > 0);
  if (packages.length > 1) return <Summary sections={packages} />;
  if (packages[0]) return <Featured section={packages[0]} />;
  const features = of('features')[0];
  return features ? <Promises section={features} /> : null;
}
