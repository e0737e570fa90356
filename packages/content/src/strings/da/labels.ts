/** Labels shared by cards and prices (part of the `common` namespace). */
export const labels = {
  readMore: 'Læs mere',
  popular: 'Mest populær',
  price: {
    from: 'Fra {{amount}}',
    perMonth: '{{amount}} pr. måned',
    perHour: '{{amount}} pr. time',
    exclVat: 'ekskl. 24 % islandsk moms',
    inclVat: 'inkl. 24 % islandsk moms',
    byQuote: 'Pris efter aftale',
  },
  /** Labels of calls to action that many pages share. */
  cta: {
    quote: 'Få et tilbud',
    orderNow: 'Bestil nu',
    choosePackage: 'Vælg pakke',
    contact: 'Kontakt os',
    bookMeeting: 'Book et møde',
    viewServices: 'Se vores ydelser',
    viewSolutions: 'Se vores løsninger',
    viewPricing: 'Se priser',
  },
  /** The related projects on a service or solution page. */
  related: {
    title: 'Udvalgte projekter',
    all: 'Alle projekter',
  },
};
