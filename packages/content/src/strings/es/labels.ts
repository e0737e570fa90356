/** Labels shared by cards and prices (part of the `common` namespace). */
export const labels = {
  readMore: 'Más información',
  popular: 'El más elegido',
  price: {
    from: 'Desde {{amount}}',
    perMonth: '{{amount}} al mes',
    perHour: '{{amount}} por hora',
    exclVat: '(IVA islandés del 24 % no incluido)',
    inclVat: '(IVA islandés del 24 % incluido)',
    byQuote: 'Precio a medida',
  },
  /** Labels of calls to action that many pages share. */
  cta: {
    quote: 'Pedir presupuesto',
    orderNow: 'Contratar ahora',
    choosePackage: 'Elegir plan',
    contact: 'Contactar',
    bookMeeting: 'Reservar una reunión',
    viewServices: 'Ver servicios',
    viewSolutions: 'Ver soluciones',
    viewPricing: 'Ver precios',
  },
  /** The related projects on a service or solution page. */
  related: {
    title: 'Trabajos seleccionados',
    all: 'Todos los proyectos',
  },
};
