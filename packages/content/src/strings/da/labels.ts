/** Labels shared by cards and prices (part of the `common` namespace). */
export const labels = {
  readMore: 'Læs mere',
  popular: 'Mest populær',
  price: {
    from: 'Fra {{amount}}',
    perMonth: '{{amount}} pr. måned',
    perHour: '{{amount}} pr. time',
    exclVat: 'ekskl. moms',
    inclVat: 'inkl. moms',
    byQuote: 'Pris efter aftale',
  },
};
