import type { is } from './is';

export const es: typeof is = {
  metaTitle: 'Agencia web para empresas',
  metaDescription:
    'Diseñamos y desarrollamos webs, tiendas online y soluciones a medida rápidas, seguras y accesibles que dan resultados. Pide tu presupuesto hoy.',
  metaKeywords: 'agencia web, desarrollo web, diseño web, tienda online, alojamiento web, posicionamiento SEO, Barcelona',
  breadcrumb: 'Inicio',
  hero: {
    title: 'Agencia web en España, Islandia y Dinamarca',
    text: 'En Hraun diseñamos, desarrollamos y mantenemos webs, tiendas online y soluciones a medida para empresas. Nosotros nos ocupamos de la tecnología para que tú te centres en tu negocio.',
    primary: 'Pedir presupuesto',
    secondary: 'Ver servicios',
  },
  stats: {
    clients: 'Clientes satisfechos',
    projects: 'Proyectos',
    uptime: 'Disponibilidad',
    /** The uptime figure, written the way the language writes a percentage. */
    uptimeValue: '99,9 %',
    support: 'Soporte',
  },
  logos: {
    title: 'Algunas de las empresas con las que trabajamos',
  },
  services: {
    title: 'Nuestros servicios',
    text: 'Todo lo que necesita tu web, desde la primera idea hasta el día a día.',
  },
  solutions: {
    title: 'Sistemas que te quitan trabajo',
    text: 'Reservas, tienda online, alojamiento e IA: instalamos cada sistema, lo conectamos con las herramientas que ya usas y lo adaptamos a tu forma de trabajar.',
  },
  cta: {
    title: '¿Damos el siguiente paso?',
    text: 'Cuéntanos tu proyecto. Te respondemos en menos de 24 horas y te enviamos el presupuesto en un plazo de dos días laborables tras la primera conversación.',
    button: 'Pedir presupuesto',
  },
};
