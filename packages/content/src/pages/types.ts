/**
 * Pages as typed data. A page is a list of sections; the site maps each section kind to one UI component.
 * Visible copy is never stored here: every `...Key` is an i18next key written `namespace:path.to.string`
 * (for example `services:vefsidugerd.hero.title`) that resolves in all four languages. Facts that are
 * the same in every language (prices, years, technology names, figures) are stored as values.
 */

import type { PagePath } from './paths.generated';
import type { Namespace, TextKey as AnyTextKey } from '../strings/keys';
import type { AppPath } from './appRoutes';

/**
 * An i18next key with its namespace, e.g. `solutions:vefhysing.features.items.0.title`: a union of every key the
 * Icelandic strings define, so a misspelt key fails the type check.
 */
export type TextKey = AnyTextKey;

/**
 * A path of the site, always the Icelandic route (the same on every domain), e.g. `/fa-tilbod`: a union of the
 * content pages' paths (from the page folders) and the routes the app draws itself.
 */
export type SitePath = PagePath | AppPath | `${AppPath}?${string}`;

export interface CallToAction<K extends string = TextKey> {
  labelKey: K;
  to: SitePath;
  /** Primary is the filled button; secondary the outlined one. */
  variant?: 'primary' | 'secondary';
}

// The price types sit in a leaf module: `format.ts` reads them, and page strings read `format.ts`.
import type { Price } from '../price';
import type { Locale } from '../locale';
export type { Currency, Price, PricePeriod, VatRule } from '../price';

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

export interface FeatureItem<K extends string = TextKey> {
  icon?: IconName;
  titleKey: K;
  textKey: K;
  /** Optional bullet lines (platform cards with technology bullets, offers with seven features). */
  bulletKeys?: readonly K[];
}

export interface PackageContent<K extends string = TextKey> {
  /** Stable id; the order pages use the spec's ids (wordpress-express, basic, ...). */
  id: string;
  nameKey: K;
  /** `null` when the price is given on request ("by quote"); then `priceNoteKey` says so. */
  price: Price | null;
  priceNoteKey?: K;
  descriptionKey: K;
  featureKeys: readonly K[];
  popular?: boolean;
  cta: CallToAction<K>;
}

export interface ImageContent<K extends string = TextKey> {
  src: string;
  altKey: K;
  width: number;
  height: number;
}

/** A figure and its label in a stats strip. */
export interface StatItem<K extends string = TextKey> {
  /** The figure as written in every language ("500+", "24/7"). */
  value: string;
  /**
   * The figure as each language writes it, where languages differ (a decimal comma and a space before the
   * percent sign: "99,9 %" in Icelandic, Spanish and Danish, "99.9%" in English). When it is set, the site
   * shows it instead of `value`, which stays as the English-format fallback.
   */
  valueKey?: K;
  labelKey: K;
}

export type Section<K extends string = TextKey> =
  | { kind: 'hero'; titleKey: K; textKey: K; ctas?: readonly CallToAction<K>[] }
  | { kind: 'stats'; items: readonly StatItem<K>[] }
  /** Client names, per language: a client may be named differently in Icelandic ("Brimnes sjávarafurðir"). */
  | { kind: 'logos'; titleKey: K; names: Readonly<Record<Locale, readonly string[]>> }
  | { kind: 'features'; titleKey?: K; textKey?: K; items: readonly FeatureItem<K>[] }
  /** Cards that link to another page (service and solution overviews, home). */
  | {
      kind: 'links';
      titleKey?: K;
      textKey?: K;
      items: readonly { icon?: IconName; titleKey: K; textKey: K; to: SitePath }[];
      more?: CallToAction<K>;
    }
  | { kind: 'process'; titleKey: K; textKey?: K; steps: readonly { titleKey: K; textKey: K }[]; image?: ImageContent<K> }
  | { kind: 'packages'; titleKey: K; textKey?: K; packages: readonly PackageContent<K>[] }
  | { kind: 'techLists'; titleKey: K; groups: readonly { titleKey: K; items: readonly string[] }[] }
  | { kind: 'benefits'; titleKey: K; items: readonly { titleKey: K; textKey?: K; bulletKeys?: readonly K[] }[] }
  | {
      kind: 'comparison';
      titleKey: K;
      /** Column headings: the first labels the row headings. */
      columnKeys: readonly K[];
      rows: readonly { labelKey: K; cellKeys: readonly K[] }[];
    }
  | { kind: 'timeline'; titleKey: K; items: readonly { year: number; titleKey: K; textKey: K }[] }
  | { kind: 'values'; titleKey: K; items: readonly FeatureItem<K>[] }
  | { kind: 'text'; titleKey?: K; paragraphKeys: readonly K[] }
  /**
   * Client quotes. Only real, named people who agreed to be quoted: the site renders the section only when `items`
   * has quotes, and no page has any yet.
   */
  | {
      kind: 'testimonials';
      titleKey: K;
      items: readonly { quoteKey: K; name: string; roleKey?: K; company?: string; image?: ImageContent<K> }[];
    }
  | { kind: 'cta'; titleKey: K; textKey: K; ctas: readonly CallToAction<K>[] };

export type SectionKind = Section['kind'];

/** A page of the site described as data. */
export interface PageContent {
  /** The Icelandic route, e.g. `/thjonusta/vefsidugerd`. */
  path: SitePath;
  /** Namespace that holds the page's strings (services, solutions, about, ...). */
  namespace: Namespace;
  metaTitleKey: TextKey;
  metaDescriptionKey: TextKey;
  metaKeywordsKey: TextKey;
  /** Breadcrumb label of the page's own segment. */
  breadcrumbKey: TextKey;
  /** Pages that show 'Hleður...' until their translations are ready (spec section 2). */
  showsLoadingUntilReady?: boolean;
  sections: readonly Section[];
}
