/** Labels shared by cards and prices (part of the `common` namespace). */
export const labels = {
  readMore: 'Read more',
  popular: 'Most popular',
  price: {
    from: 'From {{amount}}',
    perMonth: '{{amount}} per month',
    perHour: '{{amount}} per hour',
    exclVat: 'excl. VAT',
    inclVat: 'incl. VAT',
    byQuote: 'Priced on request',
  },
};
