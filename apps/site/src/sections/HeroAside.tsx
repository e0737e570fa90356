import { company, type Locale, type PageContent, type Section } from '@hraun/content';
import { pictureSources } from '../data/images';
import { queries, useSiteQuery } from '../data/queries';
import type { WorkProof } from '../data/types';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { RouterLink } from '../links';
import { isServicePath, lowestPriceIn, packagesAnchor } from './servicePage';
import { priceText } from './usePriceText';
import { underlinedLink } from '../styles/links.css';
import * as styles from './heroAside.css';

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>;

/** The pages whose hero gets a side: the two overviews, every service and solution, and the price list. */
export const hasHeroAside = (page: PageContent) => /^\/(thjonusta|lausnir)(\/[^/]+)?$|^\/verdskra$/.test(page.path);

/** The hero's composition of a page with a side (heroAside.css.ts, `heroKinds`): by its path. */
export const heroKind = (page: PageContent): keyof typeof styles.heroKinds =>
  page.path === '/verdskra' ? 'pricing' : !page.path.includes('/', 1) ? 'overview' : page.path.startsWith('/lausnir') ? 'solution' : 'service';

/** The project as proof: its picture, its result figure, its title (naming the client) and a link to its case study. */
function ProofCard({ proof }: { proof: WorkProof }) {
  const { t } = useSiteTranslation('common');
  const picture = proof.image && pictureSources(proof.image);
  return (
    <div className={styles.proof} data-testid="hero-aside" data-aside="proof" data-project={proof.id}>
      {picture && (
        <picture className={styles.proofShot}>
          {picture.sources?.map((source) => <source key={`${source.type} ${source.media ?? ''}`} type={source.type} srcSet={source.srcSet} media={source.media} sizes="(min-width: 48rem) 26rem, 92vw" />)}
          <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} decoding="async" />
        </picture>
      )}
      <div className={styles.proofBody}>
        <p className={styles.label}>{t('heroProof.work')}</p>
        {proof.result && (
          <p className={styles.figure} data-testid="hero-proof-result">
            <span className={styles.figureValue}>{proof.result.value}</span> <span>{proof.result.label}</span>
          </p>
        )}
        <p className={styles.client}>{proof.title}</p>
        <p className={styles.proofLink}>
          {/* Named with the project, starting with the words it shows (WCAG 2.5.3). */}
          <RouterLink href={`/verkefni/${encodeURIComponent(proof.id)}`} className={underlinedLink} aria-label={`${t('portfolio.projects.readMore')}: ${proof.title}`}>
            {t('portfolio.projects.readMore')}
          </RouterLink>
        </p>
      </div>
    </div>
  );
}

/** Without a project of its own (or before the work is read): the agency in brief, which the page says nowhere else. */
function FactsCard() {
  const { t } = useSiteTranslation('common');
  const rows = [
    { term: t('heroProof.founded'), value: String(company.founded) },
    { term: t('heroProof.clients'), value: t('heroProof.clientsValue') },
    { term: t('heroProof.offices'), value: company.locations.map((office) => t(office.cityKey)).join(' · ') },
  ];
  return (
    <div className={styles.proof} data-testid="hero-aside" data-aside="facts">
      <div className={styles.proofBody}>
        <p className={styles.label}>{t('heroProof.facts')}</p>
        <dl className={styles.facts}>
          {rows.map((row) => (
            <div key={row.term}>
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/**
 * A service or solution page's side: proof from its own work, the project its "Selected work" does not show again
 * (data/proof.ts), so the hero says something the page says nowhere else (issue 35, round 5: a list of the feature
 * cards below, or the package of the grid below, said it twice). Read by the prerender with the page's work.
 */
function WorkAside({ path }: { path: string }) {
  const work = useSiteQuery(queries.relatedWork(path));
  const proof = work.status === 'loaded' ? work.data.proof : null;
  return proof ? <ProofCard proof={proof} /> : <FactsCard />;
}

/**
 * The side of a content page's hero, from what the page already says further down, so the band is never half empty
 * on a wide screen: an overview lists where its cards lead; the price list sums up its groups of packages with the
 * price each starts from, in the order of the sections below, each a link to its section; a page with one group of
 * packages shows its popular (or first) package; a service without prices lists what its first feature section
 * promises. Nothing on any other page (company and legal pages keep the plain hero). One component for the four, so
 * the pages' first load carries little code for it.
 */
export function HeroAside({ page }: { page: PageContent }) {
  const { t, i18n } = useSiteTranslation();
  const of = <K extends Section['kind']>(kind: K) => page.sections.filter((section): section is Of<K> => section.kind === kind);
  const links = of('links')[0];
  const groups = of('packages').filter((section) => section.packages.length > 0);
  // The amount in the package cards' price colour ("From ISK 14,900"), its period and VAT note on the small muted line
  // under it ("per hour · excluding 24% VAT"): the figure is what the eye should find, and the amount with its period at
  // the figure's size ran past a narrow column (pricing's three groups at 768 px, a solution's package card at the display size).
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

  if (isServicePath(page.path)) return <WorkAside path={page.path} />;
  if (!page.path.includes('/', 1) && links) {
    return (
      <div className={styles.aside} data-testid="hero-aside" data-aside="index">
        {links.titleKey && <p className={styles.label}>{t(links.titleKey)}</p>}
        <ul className={styles.index}>
          {links.items.map((item) => (
            <li key={item.to}>
              <RouterLink href={item.to} className={underlinedLink}>
                {t(item.titleKey)}
              </RouterLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (groups.length > 1) {
    return (
      <div className={styles.aside} data-testid="hero-aside" data-aside="summary">
        <ul className={styles.summary}>
          {groups.map((group) => (
            <li key={group.titleKey} className={styles.row}>
              <a href={`#${packagesAnchor(group.titleKey)}`}>
                <span className={styles.groupName}>{t(group.titleKey)}</span>
                {price([group], true)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return null;
}
