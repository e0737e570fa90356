import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.services.markadssetning,
  card: {
    title: g.services.markadssetning,
    text: 'Redes sociales, publicidad y contenidos que llegan a los clientes adecuados en el momento justo.',
  },
  homeCard: {
    title: g.services.markadssetning,
    text: 'Campañas en redes sociales y buscadores que se traducen en resultados medibles.',
  },
  metaTitle: g.services.markadssetning,
  metaDescription:
    'Marketing digital para empresas: redes sociales, publicidad, contenidos y email marketing. Planes mensuales de Hraun con resultados medibles para tu negocio.',
  metaKeywords: 'marketing digital, redes sociales, publicidad online, marketing de contenidos, email marketing',
  breadcrumb: g.services.markadssetning,
  hero: {
    title: 'Marketing que llega a los clientes adecuados',
    text: 'Planificamos, producimos y medimos tu marketing digital para que tu inversión rinda al máximo.',
  },
  features: {
    title: 'Todo tu marketing en un solo lugar',
    items: {
      social: {
        title: 'Redes sociales',
        text: 'Contenido y gestión de comunidad en Facebook, Instagram y LinkedIn para crear una comunidad fiel.',
      },
      ads: {
        title: 'Publicidad online',
        text: 'Campañas segmentadas en Google y redes sociales con un seguimiento claro del retorno.',
      },
      content: {
        title: 'Creación de contenidos',
        text: 'Artículos, imágenes y vídeos que captan la atención y cuentan la historia de tu marca.',
      },
      email: {
        title: 'Campañas de email',
        text: 'Newsletters y envíos automatizados que mantienen el interés de tus clientes.',
      },
      strategy: {
        title: 'Estrategia de marketing',
        text: 'Un plan claro de públicos, mensajes y canales antes de invertir nada.',
      },
      reporting: {
        title: 'Medición e informes',
        text: 'Un informe mensual que muestra qué ha funcionado y qué se puede mejorar.',
      },
    },
  },
  packages: {
    title: 'Planes de marketing',
    text: 'Elige el plan que encaje con tus objetivos. Todos los precios son mensuales.',
    items: {
      basic: {
        name: g.tiers.basic,
        description: 'Una base sólida para empresas que quieren una presencia constante en redes sociales.',
        features: {
          posts: '8 publicaciones al mes',
          channels: 'Dos redes sociales',
          calendar: 'Calendario editorial mensual',
          report: 'Informe mensual',
        },
      },
      pro: {
        name: g.tiers.pro,
        description: 'Para empresas que quieren crecer rápido con contenidos y publicidad.',
        features: {
          posts: '15 publicaciones al mes',
          channels: 'Tres redes sociales',
          ads: 'Gestión de anuncios en Google y redes sociales',
          newsletter: 'Una newsletter al mes',
          report: 'Informe y reunión de seguimiento mensuales',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'Un departamento de marketing completo a tu disposición, pensado para grandes empresas.',
        features: {
          posts: 'Publicaciones ilimitadas',
          channels: 'Todas las redes sociales principales',
          campaigns: 'Campañas en todos los canales',
          video: 'Producción de vídeo para redes sociales',
          manager: 'Gestor de cuenta dedicado y reuniones semanales',
        },
      },
    },
  },
  cta: {
    title: 'Hagamos que se fijen en ti',
    text: 'Cuéntanos a quién te diriges y qué quieres conseguir, y te recomendaremos el mejor enfoque.',
  },
};
