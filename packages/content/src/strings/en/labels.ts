/** Labels shared by cards and prices (part of the `common` namespace). */
export const labels = {
  readMore: 'Read more',
  popular: 'Most popular',
  price: {
    from: 'From {{amount}}',
    perMonth: '{{amount}} per month',
    perHour: '{{amount}} per hour',
    exclVat: 'excluding 24% Icelandic VAT',
    inclVat: 'including 24% Icelandic VAT',
    byQuote: 'Priced on request',
  },
  /** Labels of calls to action that many pages share. */
  cta: {
    quote: 'Get a quote',
    orderNow: 'Order now',
    choosePackage: 'Choose a plan',
    contact: 'Contact us',
    bookMeeting: 'Book a meeting',
    viewServices: 'View services',
    viewSolutions: 'View solutions',
    viewPricing: 'View pricing',
  },
  /** The related projects on a service or solution page. */
  related: {
    title: 'Selected work',
    all: 'All projects',
  },
};
