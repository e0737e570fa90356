import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.netspjall,
  menuText: 'Respuestas al instante, de tu equipo o de una IA',
  card: {
    title: g.solutions.netspjall,
    text: 'Responde al instante, con tu equipo o con un asistente de IA que atiende el chat las 24 horas.',
  },
  metaTitle: `${g.solutions.netspjall}\u00a0– atiende a tus clientes al instante`,
  metaDescription:
    'Chat con IA de Hraun: atiende a tus visitas 24/7, consigue más consultas y alivia la carga de tu equipo. Desde 14.950 ISK al mes, IVA no incluido.',
  metaKeywords: 'chat con IA, chat en vivo, chatbot, inteligencia artificial, chatbot con IA, atención al cliente, chat para web, agentes, soporte',
  breadcrumb: g.solutions.netspjall,
  hero: {
    title: g.solutions.netspjall,
    text: 'Responde a las dudas de tus visitas en el momento en que surgen. Un chatbot con IA resuelve las preguntas más habituales las 24 horas y tu equipo toma el relevo cuando hace falta.',
  },
  features: {
    title: 'Un chat más inteligente para tu web',
    text: 'Todo lo que necesitas para ofrecer en tu web una atención rápida y cercana.',
    liveChat: {
      title: 'Chat en vivo',
      text: 'Una ventana de chat con la imagen de tu web, desde la que las visitas contactan con tu equipo en un clic.',
    },
    aiBot: {
      title: 'Chatbot con IA',
      text: 'El chatbot aprende de los contenidos de tu web y de las preguntas frecuentes, y responde con naturalidad a cualquier hora.',
    },
    handover: {
      title: 'Traspaso fluido a tu equipo',
      text: 'Cuando una consulta necesita un toque humano, la conversación pasa a un agente con todo el historial.',
    },
    languages: {
      title: 'Multilingüe',
      text: 'El chat entiende y responde en español, inglés y muchos otros idiomas, para que ninguna visita se quede sin atender.',
    },
    integrations: {
      title: 'Conectado a tus sistemas',
      text: 'Conecta el chat con tu CRM, tu sistema de reservas o tu tienda online para que las respuestas se basen en datos reales.',
    },
    insights: {
      title: 'Análisis de conversaciones',
      text: 'Descubre qué preguntan más tus clientes y aprovecha esa información para mejorar tu web y tu servicio.',
    },
  },
  packages: {
    title: 'Planes de chat',
    text: 'Elige el plan según el tamaño de tu equipo. Precios mensuales, IVA no incluido.',
    basic: {
      name: g.tiers.basic,
      description: 'Chat en vivo para pequeñas empresas.',
      features: {
        agents: '1 agente',
        widget: 'Ventana de chat con la imagen de tu web',
        history: 'Historial de conversaciones y avisos',
        devices: 'Responde desde el móvil o el ordenador',
      },
    },
    business: {
      name: g.tiers.business,
      description: 'Chat en vivo e inteligencia artificial trabajando en equipo.',
      features: {
        agents: '3 agentes',
        aiBot: 'Chatbot con IA',
        widget: 'Ventana de chat con la imagen de tu web',
        history: 'Historial de conversaciones y avisos',
        reports: 'Informes de conversaciones',
      },
    },
    enterprise: {
      name: g.tiers.enterprise,
      description: 'Para grandes equipos de atención y un alto volumen de conversaciones.',
      features: {
        agents: 'Agentes ilimitados',
        aiBot: 'Chatbot con IA',
        training: 'Chatbot entrenado con tus propios datos',
        integrations: 'Integración con tu CRM y otros sistemas',
        priority: 'Soporte prioritario',
      },
    },
  },
  benefits: {
    title: 'Lo que gana tu negocio con el chat',
    availability: {
      title: 'Abierto las 24 horas',
      text: 'Tus visitas obtienen respuesta al momento, también por la noche y los fines de semana, cuando la oficina está cerrada.',
    },
    sales: {
      title: 'Más oportunidades de negocio',
      text: 'Una respuesta rápida en el momento justo convierte más visitas en consultas y ventas.',
    },
    savings: {
      title: 'Menos carga para tu equipo',
      text: 'La IA se encarga de las preguntas repetitivas para que tu equipo pueda centrarse en los casos más complejos.',
    },
    satisfaction: {
      title: 'Clientes más satisfechos',
      text: 'Nadie tiene que esperar al teléfono ni a que llegue un correo. La atención es más rápida y más cercana.',
    },
  },
  cta: {
    title: 'Añade un chat a tu web',
    text: 'Instalamos el chat, entrenamos el chatbot con tus contenidos y lo ponemos en marcha. Pide tu presupuesto hoy.',
  },
};
