import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.services.greiningar,
  card: {
    title: g.services.greiningar,
    text: 'Paneles e informes claros que muestran qué funciona y dónde están las oportunidades.',
  },
  metaTitle: g.services.greiningar,
  metaDescription:
    'Analítica web que convierte los datos en decisiones: medición, paneles, informes y asesoramiento. Te mostramos qué funciona en tu web y qué se puede mejorar.',
  metaKeywords: 'analítica web, Google Analytics, cuadros de mando, análisis de datos, informes, conversiones',
  breadcrumb: g.services.greiningar,
  hero: {
    title: 'Decide con datos',
    text:
      'Configuramos la medición, interpretamos las cifras y te explicamos con claridad qué significan para tu negocio.',
  },
  features: {
    title: 'Qué medimos',
    items: {
      tracking: {
        title: 'Configuración de la medición',
        text:
          'Google Analytics 4 y Tag Manager bien configurados desde el principio y conformes a la normativa de privacidad.',
      },
      dashboards: {
        title: 'Cuadros de mando en tiempo real',
        text: 'Tus indicadores clave en un solo lugar, actualizados automáticamente.',
      },
      conversions: {
        title: 'Seguimiento de conversiones',
        text: 'Descubre qué canales y campañas generan ventas, consultas y registros.',
      },
      behavior: {
        title: 'Comportamiento de los usuarios',
        text: 'Mapas de calor y análisis de embudos muestran dónde se detienen los usuarios y dónde abandonan.',
      },
      reports: {
        title: 'Informes periódicos',
        text: 'Informes claros con recomendaciones, no solo cifras.',
      },
      testing: {
        title: 'Tests A/B',
        text: 'Probamos distintas versiones de tus páginas y dejamos que decidan los datos.',
      },
    },
  },
  process: {
    title: 'De los datos a la acción',
    steps: {
      collection: {
        title: 'Recogida de datos',
        text: 'Configuramos la medición y nos aseguramos de que los datos sean correctos y fiables.',
      },
      analysis: {
        title: 'Análisis',
        text: 'Estudiamos las cifras para encontrar patrones, cuellos de botella y oportunidades.',
      },
      reporting: {
        title: 'Informes',
        text: 'Presentamos las conclusiones con claridad y con recomendaciones por orden de prioridad.',
      },
      followUp: {
        title: 'Seguimiento',
        text: 'Hacemos seguimiento de los cambios y medimos si dan los resultados esperados.',
      },
    },
  },
  cta: {
    title: '¿Quieres entender mejor tus datos?',
    text: 'Escríbenos para revisar juntos tus cifras o pídenos presupuesto para la configuración y el análisis.',
  },
};
