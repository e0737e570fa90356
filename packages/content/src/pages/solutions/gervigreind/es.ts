import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.gervigreind,
  menuText: 'Chatbots, automatización y análisis de datos',
  card: {
    title: g.solutions.gervigreind,
    text: 'Chatbots, automatización y análisis de datos que ahorran tiempo y mejoran la atención al cliente.',
  },
  homeCard: {
    title: g.solutions.gervigreind,
    text: 'Chatbots, automatizaciones y análisis inteligentes que ahorran tiempo y mejoran la atención al cliente.',
  },
  metaTitle: 'Soluciones de inteligencia artificial',
  metaDescription:
    'IA para empresas: chatbots, automatización, análisis de datos y creación de contenidos. Detectamos oportunidades, creamos la solución y la integramos.',
  metaKeywords:
    'inteligencia artificial, IA, chatbot, automatización, análisis de datos, modelos de lenguaje, búsqueda inteligente, consultoría de IA, implantación de IA',
  breadcrumb: g.solutions.gervigreind,
  hero: {
    title: `${g.solutions.gervigreind} que trabaja para ti`,
    text: 'Ayudamos a las empresas a sacar partido a la IA de forma práctica: atender antes a sus clientes, automatizar tareas repetitivas y exprimir al máximo sus datos.',
  },
  solutions: {
    title: 'Cómo puede ayudarte la IA',
    text: 'Seis formas de que la inteligencia artificial aporte resultados reales a tu negocio.',
    items: {
      chatbots: {
        title: 'Chatbots y asistentes virtuales',
        text: 'Un chatbot que responde a las preguntas frecuentes en tu web las 24 horas, en español y en muchos otros idiomas.',
      },
      automation: {
        title: 'Automatización de procesos',
        text: 'La IA se encarga de tareas repetitivas como clasificar consultas, introducir datos o procesar documentos.',
      },
      analytics: {
        title: 'Análisis de datos y previsiones',
        text: 'Detecta patrones en tus datos de ventas y operaciones y anticípate a la demanda.',
      },
      content: {
        title: 'Creación de contenidos',
        text: 'Redacta fichas de producto, newsletters y publicaciones para redes sociales en menos tiempo, con tu estilo y tu tono.',
      },
      search: {
        title: 'Búsqueda inteligente',
        text: 'Un buscador que entiende lo que el usuario quiere decir y encuentra los productos, documentos y respuestas adecuados.',
      },
      integration: {
        title: 'Integración con tus sistemas',
        text: 'Conectamos la IA con tu web, tu CRM, tu contabilidad y el resto de herramientas que ya utilizas.',
      },
    },
  },
  offers: {
    title: 'Propuestas a la medida de tu negocio',
    text: 'Tres maneras de empezar, tanto si das tus primeros pasos como si quieres llevar la IA a toda la empresa.',
    items: {
      assistant: {
        title: 'Asistente de IA para tu web',
        text: 'Un chatbot entrenado con tus contenidos que responde a tus clientes al momento, a cualquier hora.',
        features: {
          training: 'Entrenado con tu web, tus documentos y tus preguntas frecuentes',
          languages: 'Responde en español, inglés y otros idiomas',
          availability: 'Disponible las 24 horas, los 365 días del año',
          handover: 'Deriva los casos complejos a tu equipo',
          leads: 'Recoge consultas y datos de contacto',
          design: 'Diseño adaptado a tu imagen de marca',
          reports: 'Informe mensual de preguntas y respuestas',
        },
      },
      automation: {
        title: 'Automatización y flujos de trabajo',
        text: 'Analizamos tus procesos y dejamos que la IA se ocupe del trabajo repetitivo que más tiempo consume.',
        features: {
          mapping: 'Análisis de procesos y oportunidades de mejora',
          email: 'Clasificación y respuesta automática del correo',
          documents: 'Lectura y procesamiento de facturas y documentos',
          dataEntry: 'Introducción automática de datos en tus sistemas',
          integrations: 'Conexión con CRM, contabilidad y otros sistemas',
          monitoring: 'Supervisión y alertas si algo falla',
          training: 'Formación para tu equipo',
        },
      },
      custom: {
        title: 'Solución de IA a medida',
        text: 'Para empresas que quieren una solución construida en torno a sus propios datos y necesidades, desde la idea hasta la puesta en marcha.',
        features: {
          workshop: 'Taller de oportunidades y prioridades',
          roadmap: 'Estrategia y hoja de ruta de implantación',
          data: 'Preparación y depuración de datos',
          models: 'Elección del modelo de lenguaje y adaptación a tus datos',
          privacy: 'Seguridad y privacidad conforme al RGPD',
          integration: 'Integración con tus sistemas actuales',
          operation: 'Gestión, supervisión y mejora continua',
        },
      },
    },
  },
  cta: {
    title: '¿Dónde puede ayudarte la IA?',
    text: 'Cuéntanos cómo funciona tu negocio y te mostraremos dónde la IA puede ahorrarte tiempo y aumentar tus ingresos. El presupuesto es gratuito.',
  },
};
