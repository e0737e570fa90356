/** Labels shared by cards and prices (part of the `common` namespace). */
export const labels = {
  readMore: 'Más información',
  popular: 'El más elegido',
  price: {
    from: 'Desde {{amount}}',
    perMonth: '{{amount}} al mes',
    perHour: '{{amount}} por hora',
    exclVat: 'IVA no incluido',
    inclVat: 'IVA incluido',
    byQuote: 'Precio a medida',
  },
};
