import type { common as source } from '../is/common';

export const common: typeof source = {
  loading: 'Cargando...',
  notFound: {
    title: '¡Vaya! No encontramos la página',
    text: 'Es posible que la página que buscas se haya movido o eliminado.',
    home: 'Ir a la página de inicio',
    contact: 'Contactar',
    metaTitle: 'Página no encontrada',
    metaKeywords: 'Hraun, agencia web, desarrollo web, diseño web, contacto',
  },
  /** City names of the offices (company.locations[].cityKey), used wherever an office is shown. */
  cities: {
    reykjavik: 'Reikiavik',
    copenhagen: 'Copenhague',
    barcelona: 'Barcelona',
  },
};
