import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { strings as order } from '../../../strings/es/solutions/order';
import { openingBounds, referenceTimeZone } from '../../../hours';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.pages.verdskra,
  metaTitle: g.pages.verdskra,
  metaDescription:
    'Precios de Hraun: tarifa por hora para el servicio estándar y urgente, planes web con mantenimiento incluido y soluciones WordPress Express a precio cerrado.',
  metaKeywords: 'precios, tarifa por hora, cuánto cuesta una web, planes web, WordPress Express, WooCommerce Express',
  breadcrumb: g.pages.verdskra,
  hero: {
    title: `${g.pages.verdskra} claros, sin sorpresas`,
    text: 'Aquí tienes nuestras tarifas por hora, los planes web y las soluciones exprés a precio cerrado. ¿Necesitas otra cosa? Te preparamos un presupuesto a la medida de tu proyecto.',
  },
  hourly: {
    title: 'Tarifas por hora',
    text: 'Para encargos puntuales sin contrato, como cambios, mejoras o asesoramiento. Solo pagas las horas trabajadas. Precios sin IVA.',
    serviceDesk: 'Enviar solicitud',
    packages: {
      general: {
        name: g.products.standardService,
        description: 'Encargos puntuales en horario de oficina: desarrollo, diseño, contenidos y asesoramiento.',
        features: {
          hours: `De lunes a viernes, de ${openingBounds('es').opens} a ${openingBounds('es').closes} (${referenceTimeZone('es')})`,
          changes: 'Cambios, mejoras y corrección de errores',
          advice: 'Asesoramiento y formación en el gestor de contenidos',
          report: 'Informe de horas detallado con cada factura',
        },
      },
      emergency: {
        name: g.products.emergencyService,
        description: 'Ayuda fuera del horario de oficina cuando de verdad importa, por ejemplo si tu web se cae.',
        features: {
          hours: 'Tardes, noches y fines de semana',
          surcharge: 'Recargo del 50 % sobre la tarifa estándar',
          phone: 'Teléfono de urgencias fuera de horario',
          critical: 'Prioridad para incidencias que paralizan tu negocio',
        },
      },
    },
  },
  websites: {
    title: 'Planes web',
    text: 'Una web de calidad a precio cerrado, con el mantenimiento incluido durante los primeros meses. A diferencia del resto de esta lista, los planes web incluyen el 24 % de IVA: el precio que ves es el total que pagas.',
    packages: {
      basic: {
        name: g.tiers.basic,
        description: 'Para pequeñas empresas que quieren una web profesional y empezar con buen pie.',
        features: {
          pages: 'Hasta 10 páginas',
          responsive: 'Diseño adaptado al móvil',
          cms: 'Gestor de contenidos fácil de usar',
          seo: 'SEO básico',
          maintenance: '3 meses de mantenimiento incluidos',
        },
      },
      business: {
        name: g.tiers.business,
        description: 'Para empresas que quieren ir más allá: más páginas, diseño a medida y un mantenimiento más largo.',
        features: {
          pages: 'Hasta 20 páginas',
          design: 'Diseño a medida a partir de tu marca',
          seo: 'SEO avanzado',
          integrations: 'Integración con redes sociales y analítica web',
          maintenance: '6 meses de mantenimiento incluidos',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'Para webs de gran tamaño y sistemas más complejos, con un precio según el alcance del proyecto.',
        features: {
          pages: 'Páginas ilimitadas',
          custom: 'Desarrollo a medida e integración con otros sistemas',
          languages: 'Web multilingüe',
          priority: 'Soporte prioritario y un interlocutor dedicado',
          maintenance: '12 meses de mantenimiento incluidos',
        },
      },
    },
  },
  express: {
    title: 'Soluciones exprés',
    text: 'Soluciones WordPress listas para usar y a precio cerrado, para quien quiere publicar su web cuanto antes. Diseñamos y redactamos las páginas con las que se estrena tu web. Precios sin IVA, en un único pago.',
    packages: {
      wordpressExpress: {
        name: g.products.wordpressExpress,
        description: order.packages.wordpressExpress.description,
        // The Express pages' own list, word for word (review 36, 6a).
        features: order.packages.wordpressExpress.features,
      },
      woocommerceExpress: {
        name: g.products.woocommerceExpress,
        description: order.packages.woocommerceExpress.description,
        features: order.packages.woocommerceExpress.features,
      },
    },
  },
  cta: {
    title: '¿No sabes qué te conviene?',
    text: 'Pide un presupuesto adaptado a tu proyecto, o escríbenos y te ayudamos a elegir.',
  },
};
