/**
 * Pages as typed data. A page is a list of sections; the site maps each section kind to one UI component.
 * Visible copy is never stored here: every `...Key` is an i18next key written `namespace:path.to.string`
 * (for example `services:webDevelopment.hero.title`) that resolves in all four languages. Facts that are
 * the same in every language (prices, years, technology names, figures) are stored as values.
 */

/** An i18next key with its namespace, e.g. `solutions:hosting.features.items.0.title`. */
export type TextKey = string;

/** A path of the site, always the Icelandic route (the same on every domain), e.g. `/fa-tilbod`. */
export type SitePath = string;

export interface CallToAction {
  labelKey: TextKey;
  to: SitePath;
  /** Primary is the filled button; secondary the outlined one. */
  variant?: 'primary' | 'secondary';
}

export type Currency = 'ISK' | 'USD';

/** Whether a price includes VAT, excludes it, or the spec does not say. */
export type VatRule = 'included' | 'excluded' | 'unstated';

export type PricePeriod = 'once' | 'hour' | 'month';

export interface Price {
  amount: number;
  currency: Currency;
  vat: VatRule;
  period: PricePeriod;
  /** "from 299,950 kr." */
  from?: boolean;
}

/** Names of the icons the UI package draws (kept small and shared by content and UI). */
export type IconName =
  | 'responsive'
  | 'search'
  | 'speed'
  | 'shield'
  | 'code'
  | 'support'
  | 'design'
  | 'chart'
  | 'cloud'
  | 'mail'
  | 'cart'
  | 'calendar'
  | 'chat'
  | 'ai'
  | 'plug'
  | 'wrench'
  | 'users'
  | 'globe'
  | 'lightbulb'
  | 'check'
  | 'star'
  | 'card'
  | 'server'
  | 'refresh'
  | 'target'
  | 'document';

export interface FeatureItem {
  icon?: IconName;
  titleKey: TextKey;
  textKey: TextKey;
  /** Optional bullet lines (platform cards with technology bullets, offers with seven features). */
  bulletKeys?: readonly TextKey[];
}

export interface PackageContent {
  /** Stable id; the order pages use the spec's ids (wordpress-express, basic, ...). */
  id: string;
  nameKey: TextKey;
  /** `null` when the price is given on request ("by quote"); then `priceNoteKey` says so. */
  price: Price | null;
  priceNoteKey?: TextKey;
  descriptionKey: TextKey;
  featureKeys: readonly TextKey[];
  popular?: boolean;
  cta: CallToAction;
}

export interface ImageContent {
  src: string;
  altKey: TextKey;
  width: number;
  height: number;
}

/** A figure and its label in a stats strip. */
export interface StatItem {
  /** The figure as written in every language ("500+", "24/7"). */
  value: string;
  /**
   * The figure as each language writes it, where languages differ (a decimal comma and a space before the
   * percent sign: "99,9 %" in Icelandic, Spanish and Danish, "99.9%" in English). When it is set, the site
   * shows it instead of `value`, which stays as the English-format fallback.
   */
  valueKey?: TextKey;
  labelKey: TextKey;
}

export type Section =
  | { kind: 'hero'; titleKey: TextKey; textKey: TextKey; ctas?: readonly CallToAction[] }
  | { kind: 'stats'; items: readonly StatItem[] }
  | { kind: 'logos'; titleKey: TextKey; names: readonly string[] }
  | { kind: 'features'; titleKey?: TextKey; textKey?: TextKey; items: readonly FeatureItem[] }
  /** Cards that link to another page (service and solution overviews, home). */
  | {
      kind: 'links';
      titleKey?: TextKey;
      textKey?: TextKey;
      items: readonly { icon?: IconName; titleKey: TextKey; textKey: TextKey; to: SitePath }[];
      more?: CallToAction;
    }
  | { kind: 'process'; titleKey: TextKey; textKey?: TextKey; steps: readonly { titleKey: TextKey; textKey: TextKey }[]; image?: ImageContent }
  | { kind: 'packages'; titleKey: TextKey; textKey?: TextKey; packages: readonly PackageContent[] }
  | { kind: 'techLists'; titleKey: TextKey; groups: readonly { titleKey: TextKey; items: readonly string[] }[] }
  | { kind: 'benefits'; titleKey: TextKey; items: readonly { titleKey: TextKey; textKey?: TextKey; bulletKeys?: readonly TextKey[] }[] }
  | {
      kind: 'comparison';
      titleKey: TextKey;
      /** Column headings: the first labels the row headings. */
      columnKeys: readonly TextKey[];
      rows: readonly { labelKey: TextKey; cellKeys: readonly TextKey[] }[];
    }
  | { kind: 'timeline'; titleKey: TextKey; items: readonly { year: number; titleKey: TextKey; textKey: TextKey }[] }
  | { kind: 'values'; titleKey: TextKey; items: readonly FeatureItem[] }
  | { kind: 'text'; titleKey?: TextKey; paragraphKeys: readonly TextKey[] }
  | { kind: 'cta'; titleKey: TextKey; textKey: TextKey; ctas: readonly CallToAction[] };

export type SectionKind = Section['kind'];

/** A page of the site described as data. */
export interface PageContent {
  /** The Icelandic route, e.g. `/thjonusta/vefsidugerd`. */
  path: SitePath;
  /** Namespace that holds the page's strings (services, solutions, about, ...). */
  namespace: string;
  metaTitleKey: TextKey;
  metaDescriptionKey: TextKey;
  metaKeywordsKey: TextKey;
  /** Breadcrumb label of the page's own segment. */
  breadcrumbKey: TextKey;
  /** Pages that show 'Hleður...' until their translations are ready (spec section 2). */
  showsLoadingUntilReady?: boolean;
  sections: readonly Section[];
}
