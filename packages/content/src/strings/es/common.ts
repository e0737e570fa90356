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
    /** The 404 page's ways on to the main sections: a heading and a line about each. */
    routes: {
      title: 'Quizá buscabas alguna de estas páginas',
      services: 'Desarrollo y diseño web, posicionamiento SEO y marketing digital.',
      solutions: 'Tiendas online, sistemas de reservas, IA y alojamiento web.',
      projects: 'Webs y tiendas online que hemos creado para nuestros clientes.',
      pricing: 'Tarifas por hora, paquetes y precios cerrados.',
      news: 'Lanzamientos, consejos prácticos y novedades del equipo.',
      contact: 'Escríbenos, llámanos o pásate por una de nuestras oficinas.',
    },
  },
  heroProof: {
    work: 'De nuestro trabajo',
    facts: 'Hraun en pocas palabras',
    founded: 'Fundación',
    clients: 'Clientes',
    clientsValue: '500+',
    offices: 'Oficinas',
  },
  /** City names of the offices (company.locations[].cityKey), used wherever an office is shown. */
  cities: {
    reykjavik: 'Reikiavik',
    copenhagen: 'Copenhague',
    barcelona: 'Barcelona',
  },
};
