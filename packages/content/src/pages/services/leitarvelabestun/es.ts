import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.services.leitarvelabestun,
  card: {
    title: g.services.leitarvelabestun,
    text: 'Mejores posiciones en Google con optimización técnica, contenido de calidad y enlaces de confianza.',
  },
  homeCard: {
    title: g.services.leitarvelabestun,
    text: 'Mejoramos tu visibilidad en Google con optimización técnica, contenidos y un seguimiento constante.',
  },
  metaTitle: g.services.leitarvelabestun,
  metaDescription:
    'Posicionamiento SEO para subir en Google: auditoría técnica, estudio de palabras clave, contenidos y enlaces. Planes SEO mensuales de Hraun para tu empresa.',
  metaKeywords: 'posicionamiento SEO, posicionamiento web, Google, palabras clave, SEO técnico, SEO local',
  breadcrumb: g.services.leitarvelabestun,
  hero: {
    title: 'Que te encuentren en Google',
    text:
      'Mejoramos la posición de tu web en los resultados de búsqueda con optimización técnica, contenido de calidad y un seguimiento constante.',
  },
  features: {
    title: 'Cómo te hacemos subir',
    items: {
      audit: {
        title: 'Auditoría técnica',
        text: 'Detectamos y corregimos los errores que impiden a los buscadores leer tu web.',
      },
      keywords: {
        title: 'Estudio de palabras clave',
        text: 'Descubrimos las palabras que tus clientes usan de verdad al buscar.',
      },
      content: {
        title: 'Contenidos',
        text: 'Artículos y textos que responden a las preguntas de los usuarios y posicionan mejor.',
      },
      onPage: {
        title: 'SEO on-page',
        text: 'Títulos, descripciones, encabezados y enlaces internos ajustados página a página.',
      },
      local: {
        title: 'SEO local',
        text: 'Visibilidad en Google Maps y en búsquedas cercanas con tu Perfil de Empresa de Google.',
      },
      links: {
        title: 'Construcción de enlaces',
        text: 'Enlaces de calidad desde webs relevantes que aumentan tu autoridad.',
      },
    },
  },
  packages: {
    title: 'Planes SEO',
    text: 'El SEO es una carrera de fondo. Elige el plan mensual que encaje con tus objetivos.',
    items: {
      basic: {
        name: g.tiers.basic,
        description: 'Para pequeñas empresas que quieren una base sólida y visibilidad en los buscadores.',
        features: {
          hours: '3 horas de contenidos al mes',
          audit: 'Auditoría técnica y correcciones',
          keywords: 'Seguimiento de 10 palabras clave',
          report: 'Informe mensual',
        },
      },
      pro: {
        name: g.tiers.pro,
        description: 'Para empresas que quieren adelantar a su competencia en los buscadores.',
        features: {
          hours: '8 horas de contenidos al mes',
          keywords: 'Seguimiento de 30 palabras clave',
          links: 'Construcción de enlaces',
          local: 'Optimización para búsquedas locales',
          report: 'Informe y reunión de seguimiento mensuales',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'Para webs y tiendas grandes en las que cada posición en Google cuenta.',
        features: {
          hours: '20 horas de contenidos al mes',
          keywords: 'Seguimiento ilimitado de palabras clave',
          links: 'Campañas activas de enlaces',
          international: 'Optimización para varios idiomas y mercados',
          manager: 'Gestor de cuenta dedicado y reuniones semanales',
        },
      },
    },
  },
  cta: {
    title: '¿En qué posición está hoy tu web?',
    text: 'Pídenos presupuesto y empezaremos por mostrarte dónde están las oportunidades.',
  },
};
