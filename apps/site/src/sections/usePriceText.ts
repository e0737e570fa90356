import { formatPrice, type Locale, type Price } from '@hraun/content';
import type { SiteT } from '../i18n/useSiteTranslation';
import { useSiteTranslation } from '../i18n/useSiteTranslation';

/** Spaces that must not break a line: a phrase such as "IVA no incluido" or "pr. måned" stays on one line. */
const keepTogether = (phrase: string) => phrase.replace(/ /g, '\u00a0');

/**
 * Longer than this, a VAT note ("excluding 24% Icelandic VAT") is wider than a phone's narrowest card could hold on
 * one line, so it may break between its words; a number keeps its unit ("24 %") all the same.
 */
const SHORT_NOTE = 18;
const vatNote = (note: string) => (note.length <= SHORT_NOTE ? keepTogether(note) : note.replace(/(\d) (?=%)/g, '$1\u00a0'));

/**
 * A price as the page shows it: "Frá 299.950 kr. með vsk.", "4.990 kr. á mánuði án vsk.". It has two parts,
 * the amount with its period and the VAT note, and a narrow card breaks it between them, never inside the amount
 * nor inside a short note.
 */
export function priceText(price: Price, t: SiteT, locale: Locale): string {
  const amount = formatPrice(price, locale);
  const periodic =
    price.period === 'month'
      ? t('common:labels.price.perMonth', { amount })
      : price.period === 'hour'
        ? t('common:labels.price.perHour', { amount })
        : amount;
  const withFrom = price.from ? t('common:labels.price.from', { amount: periodic }) : periodic;
  const vat =
    price.vat === 'included' ? t('common:labels.price.inclVat') : price.vat === 'excluded' ? t('common:labels.price.exclVat') : '';
  return vat ? `${keepTogether(withFrom)} ${vatNote(vat)}` : keepTogether(withFrom);
}

/** `priceText` in the page's language; null when there is no price (priced on request). */
export function usePriceText(price: Price | null): string | null {
  const { t, i18n } = useSiteTranslation('common');
  return price ? priceText(price, t, i18n.language as Locale) : null;
}

/**
 * A price split for a price card: the amount with its period ("Frá 299.950 kr.", "4.990 kr. á mánuði"), one line
 * that never breaks, and the VAT note ("án vsk."), the line under it. Null when there is no price.
 */
export function usePriceParts(price: Price | null): { amount: string; vat: string } | null {
  const { t, i18n } = useSiteTranslation('common');
  if (!price) return null;
  const vat = price.vat === 'included' ? t('labels.price.inclVat') : price.vat === 'excluded' ? t('labels.price.exclVat') : '';
  return { amount: priceText({ ...price, vat: 'unstated' }, t, i18n.language as Locale), vat };
}
