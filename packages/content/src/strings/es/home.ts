import type { Strings } from '../schema';

export const home: Strings['home'] = {
  metaTitle: 'Agencia web para empresas',
  metaDescription:
    'Diseñamos y desarrollamos webs, tiendas online y soluciones a medida rápidas, seguras y accesibles que dan resultados. Pide tu presupuesto hoy.',
  hero: {
    title: 'Webs que trabajan para tu negocio',
    text: 'En Hraun diseñamos, desarrollamos y mantenemos webs, tiendas online y soluciones a medida para empresas. Nosotros nos ocupamos de la tecnología para que tú te centres en tu negocio.',
    primary: 'Pedir presupuesto',
    secondary: 'Ver servicios',
  },
  stats: {
    clients: 'Clientes satisfechos',
    projects: 'Proyectos',
    uptime: 'Disponibilidad',
    support: 'Soporte',
  },
  cta: {
    title: '¿Damos el siguiente paso?',
    text: 'Cuéntanos tu proyecto y te enviaremos un presupuesto en un plazo de dos días laborables.',
    button: 'Pedir presupuesto',
  },
};
