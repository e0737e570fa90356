/** Labels shared by cards and prices (part of the `common` namespace). */
export const labels = {
  readMore: 'Lesa meira',
  popular: 'Vinsælast',
  price: {
    from: 'Frá {{amount}}',
    perMonth: '{{amount}} á mánuði',
    perHour: '{{amount}} á klst.',
    exclVat: 'án vsk.',
    inclVat: 'með vsk.',
    byQuote: 'Samkvæmt tilboði',
  },
  /** Labels of calls to action that many pages share. */
  cta: {
    quote: 'Fá tilboð',
    orderNow: 'Panta núna',
    choosePackage: 'Velja pakka',
    contact: 'Hafa samband',
    bookMeeting: 'Bóka fund',
    viewServices: 'Skoða þjónustu',
    viewSolutions: 'Skoða lausnir',
    viewPricing: 'Skoða verðskrá',
  },
  /** The related projects on a service or solution page. */
  related: {
    title: 'Dæmi um verk okkar',
    all: 'Öll verkefni',
  },
};
