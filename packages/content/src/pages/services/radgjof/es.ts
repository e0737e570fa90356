import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.services.radgjof,
  card: {
    title: g.services.radgjof,
    text: 'Asesoramiento independiente sobre estrategia digital, tecnología y prioridades.',
  },
  metaTitle: `${g.services.radgjof} digital`,
  metaDescription:
    'Consultoría digital para empresas: estrategia, tecnología, comercio electrónico y procesos. Analizamos tu situación, fijamos objetivos y te acompañamos.',
  metaKeywords:
    'consultoría digital, estrategia digital, asesoría tecnológica, transformación digital, comercio electrónico',
  breadcrumb: g.services.radgjof,
  hero: {
    title: 'Asesoramiento que convierte la estrategia en resultados',
    text:
      'Ayudamos a los equipos directivos a tomar las decisiones correctas sobre su web, su tecnología y su crecimiento digital, con datos y experiencia.',
  },
  features: {
    title: 'En qué te asesoramos',
    items: {
      strategy: {
        title: 'Estrategia digital',
        text: 'Una visión clara y prioridades definidas para tu web y tus canales digitales.',
      },
      technology: {
        title: 'Elección tecnológica',
        text: 'Evaluación independiente de plataformas y herramientas para que inviertas en la tecnología adecuada.',
      },
      ecommerce: {
        title: 'Comercio electrónico',
        text: 'Asesoramiento sobre plataformas de tienda, medios de pago y formas de vender más por internet.',
      },
      ux: {
        title: 'Experiencia de usuario',
        text: 'Una auditoría de tu web que muestra dónde se atascan los usuarios y cómo mejorar el recorrido.',
      },
      automation: {
        title: 'Automatización y procesos',
        text:
          'Detectamos tareas repetitivas que la automatización y unas mejores integraciones pueden quitarte de encima.',
      },
      projects: {
        title: 'Gestión de proyectos',
        text: 'Dirigimos proyectos digitales, coordinamos proveedores y controlamos plazos y costes.',
      },
    },
  },
  process: {
    title: 'Nuestro proceso de consultoría',
    steps: {
      analysis: {
        title: 'Análisis de la situación',
        text: 'Revisamos tu situación actual: sistemas, datos y competencia.',
      },
      goals: {
        title: 'Definición de objetivos',
        text: 'Fijamos juntos objetivos medibles que apoyan la estrategia de tu empresa.',
      },
      plan: {
        title: 'Plan de acción',
        text: 'Un plan claro con prioridades, responsables, calendario y estimación de costes.',
      },
      implementation: {
        title: 'Implantación y seguimiento',
        text: 'Acompañamos la puesta en marcha, medimos los resultados y ajustamos sobre la marcha.',
      },
    },
  },
  cta: {
    title: 'Reserva una reunión con un consultor',
    text: 'La primera reunión es sin compromiso: analizamos tu situación y te proponemos los siguientes pasos.',
  },
};
