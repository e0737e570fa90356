import type { strings as source } from '../../is/solutions/overview';

export const strings: typeof source = {
  metaTitle: 'Soluciones',
  metaDescription:
    'Soluciones listas para usar y a medida para empresas: IA, reservas y suscripciones, tiendas online, TPV, WordPress, alojamiento web y correo profesional.',
  metaKeywords:
    'soluciones, inteligencia artificial, sistema de reservas, suscripciones, tienda online, comercio electrónico, TPV, WordPress, hosting, correo profesional, mantenimiento web, chat con IA, integraciones API',
  breadcrumb: 'Soluciones',
  hero: {
    title: 'Soluciones que crecen con tu negocio',
    text: 'De sistemas de reservas y tiendas online a inteligencia artificial y alojamiento web: ponemos en marcha, conectamos y gestionamos las soluciones que necesita tu negocio para que tú te centres en tus clientes.',
  },
  solutions: {
    title: 'Todas nuestras soluciones en un solo lugar',
    text: 'Elige una solución para conocerla a fondo. Todas se adaptan a tus necesidades y se integran con las herramientas que ya utilizas.',
    items: {
      ai: {
        title: 'Inteligencia artificial',
        text: 'Chatbots, automatización y análisis de datos que ahorran tiempo y mejoran la atención al cliente.',
      },
      booking: {
        title: 'Sistema de reservas',
        text: 'Tus clientes reservan y pagan online, a cualquier hora del día.',
      },
      subscription: {
        title: 'Sistema de suscripciones',
        text: 'Cobros recurrentes, planes flexibles y un área de autogestión para tus clientes.',
      },
      webshop: {
        title: 'Tienda online',
        text: 'Tiendas en WooCommerce o Shopify que venden bien en cualquier dispositivo.',
      },
      pos: {
        title: 'Sistema TPV',
        text: 'Ventas en tienda, inventario y comercio online en un único sistema conectado.',
      },
      wordpress: {
        title: 'WordPress',
        text: 'Webs en WordPress flexibles y fáciles de actualizar por tu cuenta.',
      },
      wordpressExpress: {
        title: 'WordPress Express',
        text: 'La forma más rápida y económica de tener una web profesional con una plantilla ya diseñada.',
      },
      hosting: {
        title: 'Alojamiento web',
        text: 'Servidores rápidos y seguros con copias de seguridad, certificados SSL y monitorización 24/7.',
      },
      email: {
        title: 'Correo profesional',
        text: 'Direcciones de correo con tu propio dominio y una protección antispam eficaz.',
      },
      siteManagement: {
        title: 'Mantenimiento web',
        text: 'Nos encargamos de las actualizaciones, la seguridad y los contenidos para que tu web esté siempre a punto.',
      },
      chat: {
        title: 'Chat con IA',
        text: 'Responde al instante, con tu equipo o con un asistente de IA que atiende el chat las 24 horas.',
      },
      api: {
        title: 'Integraciones API',
        text: 'Conectamos tu web con la contabilidad, las pasarelas de pago, el inventario y otros sistemas.',
      },
    },
  },
  express: {
    title: 'Empieza fácil con WordPress Express',
    text: '¿Necesitas una web cuanto antes? WordPress Express es la opción asequible para pequeñas empresas que quieren una web profesional sin largos preparativos.',
    name: 'WordPress Express',
    description: 'Una web profesional basada en una plantilla ya diseñada, configurada y lista para usar en muy poco tiempo.',
    features: {
      pages: 'De 10 a 15 páginas',
      theme: 'Plantilla ya diseñada',
      responsive: 'Se adapta a cualquier pantalla',
      editor: 'Contenidos fáciles de actualizar sin ayuda',
    },
  },
  cta: {
    title: 'Encontremos juntos la solución adecuada',
    text: 'Cuéntanos cómo funciona tu negocio y qué quieres conseguir. Te recomendaremos la solución que mejor encaje y te enviaremos un presupuesto sin compromiso.',
  },
};
