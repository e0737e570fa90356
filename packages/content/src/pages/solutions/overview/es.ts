import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  metaTitle: g.pages.solutions,
  metaDescription:
    'Soluciones listas para usar y a medida para empresas: IA, reservas y suscripciones, tiendas online, TPV, WordPress, alojamiento web y correo profesional.',
  metaKeywords:
    'soluciones, inteligencia artificial, sistema de reservas, suscripciones, tienda online, comercio electrónico, TPV, WordPress, hosting, correo profesional, gestión web, chat con IA, integraciones API',
  breadcrumb: g.pages.solutions,
  hero: {
    title: `${g.pages.solutions} que crecen con tu negocio`,
    text: 'De sistemas de reservas y tiendas online a inteligencia artificial y alojamiento web: ponemos en marcha, conectamos y gestionamos las soluciones que necesita tu negocio para que tú te centres en tus clientes.',
  },
  solutions: {
    title: 'Todas nuestras soluciones en un solo lugar',
    text: 'Elige una solución para conocerla a fondo. Todas se adaptan a tus necesidades y se integran con las herramientas que ya utilizas.',
  },
  express: {
    title: '¿Prefieres montar la web tú mismo?',
    text: 'WordPress Express Autoservicio es una oferta aparte para quien prefiere redactar los contenidos y montar la web por su cuenta. Instalamos WordPress con una plantilla ya diseñada y tú te encargas del resto. ¿Quieres que diseñemos y redactemos las páginas por ti? Entonces te encajan mejor los planes Express.',
    name: `${g.products.wordpressExpress} Autoservicio`,
    description: 'WordPress instalado con una plantilla ya diseñada. Tú redactas los contenidos y organizas las páginas.',
    features: {
      pages: 'Espacio para 10 a 15 páginas',
      theme: 'Plantilla ya diseñada',
      responsive: 'Se adapta a cualquier pantalla',
      editor: 'Tú añades los contenidos',
    },
  },
  cta: {
    title: 'Encontremos juntos la solución adecuada',
    text: 'Cuéntanos cómo funciona tu negocio y qué quieres conseguir. Te recomendaremos la solución que mejor encaje y te enviaremos un presupuesto sin compromiso.',
  },
};
