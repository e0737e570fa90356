import type { Strings } from '../schema';

export const home: Strings['home'] = {
  metaTitle: 'Agencia web para empresas',
  metaDescription:
    'Diseñamos y desarrollamos webs, tiendas online y soluciones a medida rápidas, seguras y accesibles que dan resultados. Pide tu presupuesto hoy.',
  metaKeywords: 'agencia web, desarrollo web, diseño web, tienda online, alojamiento web, posicionamiento SEO, Barcelona',
  breadcrumb: 'Inicio',
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
    /** The uptime figure, written the way the language writes a percentage. */
    uptimeValue: '99,9 %',
    support: 'Soporte',
  },
  logos: {
    title: 'Empresas de Islandia, Dinamarca y España que confían en Hraun',
  },
  services: {
    title: 'Nuestros servicios',
    text: 'Todo lo que necesita tu web, desde la primera idea hasta el día a día.',
    items: {
      webDevelopment: {
        title: 'Desarrollo web',
        text: 'Webs rápidas, seguras y adaptadas al móvil, pensadas para dar resultados y fáciles de actualizar.',
      },
      webDesign: {
        title: 'Diseño web',
        text: 'Un diseño centrado en las personas que refleja tu marca y lleva a cada visitante hacia el siguiente paso.',
      },
      programming: {
        title: 'Programación web',
        text: 'Soluciones a medida, integraciones y sistemas con tecnología actual que crecen al ritmo de tu empresa.',
      },
      marketing: {
        title: 'Marketing digital',
        text: 'Campañas en redes sociales y buscadores que se traducen en resultados medibles.',
      },
      seo: {
        title: 'Posicionamiento SEO',
        text: 'Mejoramos tu visibilidad en Google con optimización técnica, contenidos y un seguimiento constante.',
      },
      maintenance: {
        title: 'Mantenimiento y seguridad',
        text: 'Actualizaciones, copias de seguridad y monitorización para que tu web esté siempre segura y a punto.',
      },
    },
  },
  solutions: {
    title: 'Soluciones que funcionan',
    text: 'Soluciones listas para usar o hechas a medida que te ahorran tiempo y hacen crecer tus ventas.',
    items: {
      ecommerce: {
        title: 'Tienda online',
        text: 'Tiendas en WooCommerce o Shopify con pasarelas de pago, gestión de stock e integración con tu contabilidad.',
      },
      booking: {
        title: 'Sistema de reservas',
        text: 'Reservas online las 24 horas para hoteles, alquiler de coches, peluquerías y restaurantes, con recordatorios automáticos.',
      },
      ai: {
        title: 'Inteligencia artificial',
        text: 'Chatbots, automatizaciones y análisis inteligentes que ahorran tiempo y mejoran la atención al cliente.',
      },
      wordpressExpress: {
        title: 'WordPress Express',
        text: 'Una web profesional en WordPress a precio cerrado y lista en muy poco tiempo.',
      },
      hosting: {
        title: 'Alojamiento web',
        text: 'Servidores rápidos y seguros con copias de seguridad diarias, certificados SSL y un 99,9 % de disponibilidad.',
      },
      api: {
        title: 'Integraciones API',
        text: 'Conectamos tu web con la contabilidad, el inventario, los pagos y el resto de sistemas que ya utilizas.',
      },
    },
  },
  cta: {
    title: '¿Damos el siguiente paso?',
    text: 'Cuéntanos tu proyecto y te enviaremos un presupuesto en un plazo de dos días laborables.',
    button: 'Pedir presupuesto',
  },
};
