/** A price as the spec writes it. A leaf module (no imports), read by the formatting and the page types. */
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
