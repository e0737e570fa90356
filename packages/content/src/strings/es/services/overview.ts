import type { strings as source } from '../../is/services/overview';

export const strings: typeof source = {
  metaTitle: 'Nuestros servicios',
  metaDescription:
    'Desarrollo y diseño web, programación, consultoría, marketing, SEO, analítica y mantenimiento. En Hraun cuidamos de tu web desde la idea hasta el día a día.',
  metaKeywords:
    'desarrollo web, diseño web, programación web, consultoría digital, marketing digital, SEO, analítica web, mantenimiento web',
  breadcrumb: 'Servicios',
  hero: {
    title: 'Servicios para cada etapa de tu web',
    text:
      'Desde el primer boceto hasta el día a día, en Hraun nos ocupamos de todo lo que necesita tu web: diseño, desarrollo, marketing, analítica y mantenimiento.',
  },
  links: {
    title: '¿Qué podemos hacer por ti?',
    text: 'Elige un servicio para ver cómo trabajamos y qué incluye.',
    items: {
      webDevelopment: {
        title: 'Desarrollo web',
        text:
          'Webs rápidas, seguras y adaptadas al móvil, hechas a medida o sobre un gestor de contenidos de confianza.',
      },
      webDesign: {
        title: 'Diseño web',
        text: 'Un diseño claro y atractivo que refleja tu marca y lleva a cada visitante al siguiente paso.',
      },
      programming: {
        title: 'Programación web',
        text: 'Aplicaciones web, integraciones y funcionalidades a medida donde las soluciones estándar no llegan.',
      },
      consulting: {
        title: 'Consultoría',
        text: 'Asesoramiento independiente sobre estrategia digital, tecnología y prioridades.',
      },
      marketing: {
        title: 'Marketing digital',
        text: 'Redes sociales, publicidad y contenidos que llegan a los clientes adecuados en el momento justo.',
      },
      seo: {
        title: 'Posicionamiento SEO',
        text: 'Mejores posiciones en Google con optimización técnica, contenido de calidad y enlaces de confianza.',
      },
      analytics: {
        title: 'Analítica web',
        text: 'Paneles e informes claros que muestran qué funciona y dónde están las oportunidades.',
      },
      maintenance: {
        title: 'Mantenimiento y seguridad',
        text:
          'Actualizaciones, copias de seguridad y monitorización 24/7 para que tu web esté siempre segura y operativa.',
      },
    },
  },
  cta: {
    title: '¿Tienes un proyecto en mente?',
    text: 'Cuéntanos tus objetivos y prepararemos una propuesta ajustada a tus necesidades y a tu presupuesto.',
  },
};
