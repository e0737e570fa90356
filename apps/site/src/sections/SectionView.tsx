import type { CallToAction as CallToActionContent, PackageContent, Price, Section, TextKey } from '@hraun/content';
import {
  Button,
  CallToAction,
  FeatureGrid,
  Hero,
  LinkCardGrid,
  PackageCard,
  PackageGrid,
  ProseSection,
} from '@hraun/ui';
import { Icon } from '@hraun/ui/icons/hraun';
import type { ReactNode } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { heroTrail } from '../layout/PageBreadcrumbs';
import { RouterLink } from '../links';
import { HydrationSlice } from '../layout/HydrationSlice';
import { SplitSectionView } from './sectionKinds';
import { optionalText, texts } from './sectionText';
import { usePriceParts, usePriceText } from './usePriceText';
import { packagesAnchor } from './servicePage';
import { heroFoot } from '../brand/hero.css';

/** The buttons of a call to action, as router links styled as buttons. */
function Actions({ ctas }: { ctas: readonly CallToActionContent[] }) {
  const { t } = useSiteTranslation();
  return (
    <>
      {ctas.map((cta) => (
        <Button key={`${cta.to}${cta.labelKey}`} asChild variant={cta.variant ?? 'primary'}>
          <RouterLink href={cta.to}>{t(cta.labelKey)}</RouterLink>
        </Button>
      ))}
    </>
  );
}

/**
 * One package's card: the amount with its period on the price line (never broken), the VAT note and any note of the
 * page under it. Where the grid has a popular package, its button is the filled one and the others' outlined.
 */
function PackageView({ pkg, hasPopular }: { pkg: PackageContent; hasPopular: boolean }) {
  const { t } = useSiteTranslation();
  const price = usePriceParts(pkg.price);
  const notes = [price?.vat, price && pkg.priceNoteKey ? t(pkg.priceNoteKey) : undefined].filter(Boolean).join(' · ');
  const variant = hasPopular ? (pkg.popular ? 'primary' : 'secondary') : pkg.cta.variant;
  return (
    <PackageCard
      name={t(pkg.nameKey)}
      price={price?.amount ?? t(pkg.priceNoteKey ?? 'common:labels.price.byQuote')}
      priceNote={notes || undefined}
      description={t(pkg.descriptionKey)}
      features={pkg.featureKeys.map((key) => t(key))}
      popular={pkg.popular}
      popularLabel={t('common:labels.popular')}
      action={<Actions ctas={[{ ...pkg.cta, variant }]} />}
    />
  );
}

/**
 * The hero of a page, with its lowest package price as a "from" anchor beside the buttons; opening the page, it
 * carries the page's breadcrumbs.
 */
function HeroView({ section, price, opensPage, aside, kind }: { section: Extract<Section, { kind: 'hero' }>; price: Price | null; opensPage: boolean; aside?: ReactNode; kind?: HeroKind }) {
  const { t } = useSiteTranslation();
  const priceText = usePriceText(price);
  return (
    <Hero
      {...(opensPage ? heroTrail() : {})}
      title={t(section.titleKey)}
      text={t(section.textKey)}
      actions={section.ctas && <Actions ctas={section.ctas} />}
      price={priceText ?? undefined}
      media={aside ?? undefined}
      className={kind ? `${heroFoot} ${kind.className}` : heroFoot}
      data-hero={kind?.name}
    />
  );
}

/**
 * One content section rendered by its UI component; every string is looked up in the page's language. `heroPrice`
 * is the page's lowest price, shown in its hero as a "from" anchor; `opensPage`: the section is the page's first, so
 * a hero draws the page's breadcrumbs at its top; `heroAside`, what a hero shows beside its text (HeroAside.tsx);
 * `heroKind`, its composition by page type.
 */
export function SectionView(props: SectionViewProps) {
  return (
    <HydrationSlice>
      <SectionContent {...props} />
    </HydrationSlice>
  );
}

/** A hero's composition by page type: its name (`data-hero`) and the class that draws it. */
interface HeroKind {
  name: string;
  className: string;
}

interface SectionViewProps {
  section: Section;
  heroPrice?: Price | null;
  opensPage?: boolean;
  heroAside?: ReactNode;
  heroKind?: HeroKind;
}

function SectionContent({ section, heroPrice = null, opensPage = false, heroAside, heroKind }: SectionViewProps) {
  const { t } = useSiteTranslation();
  const optional = (key: TextKey | undefined) => optionalText(t, key);
  switch (section.kind) {
    case 'hero':
      return <HeroView section={section} price={heroPrice} opensPage={opensPage} aside={heroAside} kind={heroKind} />;
    case 'features':
    case 'values':
      return (
        <FeatureGrid
          title={optional(section.titleKey)}
          text={section.kind === 'features' ? optional(section.textKey) : undefined}
          items={section.items.map((item) => ({
            icon: item.icon && <Icon name={item.icon} />,
            title: t(item.titleKey),
            text: t(item.textKey),
            bullets: texts(t, item.bulletKeys),
          }))}
        />
      );
    case 'links':
      return (
        <LinkCardGrid
          title={optional(section.titleKey)}
          text={optional(section.textKey)}
          variant={section.items.some((item) => item.to.startsWith('/lausnir')) ? 'accent' : 'plain'}
          linkLabel={t('common:labels.readMore')}
          linkComponent={RouterLink}
          // A card's id is its page's path in the content, the same in every language.
          items={section.items.map((item) => ({ id: item.to, icon: item.icon && <Icon name={item.icon} />, title: t(item.titleKey), text: t(item.textKey), href: item.to }))}
          footer={section.more && <Actions ctas={[section.more]} />}
        />
      );
    case 'packages':
      return (
        <PackageGrid id={packagesAnchor(section.titleKey)} title={t(section.titleKey)} text={optional(section.textKey)}>
          {section.packages.map((pkg) => (
            <PackageView key={pkg.id} pkg={pkg} hasPopular={section.packages.some((candidate) => candidate.popular)} />
          ))}
        </PackageGrid>
      );
    case 'text':
      return <ProseSection title={optional(section.titleKey)} paragraphs={section.paragraphKeys.map((key) => t(key))} />;
    case 'cta':
      return <CallToAction title={t(section.titleKey)} text={t(section.textKey)} actions={<Actions ctas={section.ctas} />} />;
    case 'stats':
    case 'logos':
    case 'process':
    case 'techLists':
    case 'benefits':
    case 'comparison':
    case 'timeline':
    case 'testimonials':
      return <SplitSectionView section={section} />;
  }
}
