import type { contact as source } from '../../is/contact';
import { officeHoursByCity, openingTimes } from '../../../hours';

export const contact: typeof source = {
  page: {
    metaTitle: 'Contacto',
    metaDescription:
      'Contacta con Hraun en Reikiavik, Copenhague o Barcelona. Escríbenos, llámanos o envíanos un correo y te responderemos lo antes posible. Hablemos de tu web.',
    metaKeywords: 'contacto, agencia web, Hraun, diseño web, desarrollo web, Reikiavik, Copenhague, Barcelona',
    breadcrumb: 'Contacto',
    title: 'Hablemos',
    intro: '¿Tienes una pregunta o un proyecto en mente? Escríbenos y te responderemos lo antes posible.',
    detailsTitle: 'Datos de contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    officesTitle: 'Nuestras oficinas',
  },
  quote: {
    metaTitle: 'Pedir presupuesto sin compromiso',
    metaDescription:
      'Pide a Hraun un presupuesto sin compromiso para tu web, tienda online u otra solución digital. Cuéntanos tu proyecto, tu presupuesto y los plazos que manejas.',
    metaKeywords: 'presupuesto, presupuesto web, creación de páginas web, tienda online, diseño web, programación web, Hraun',
    breadcrumb: 'Pedir presupuesto',
    title: 'Presupuesto para tu proyecto',
    intro: 'Cuéntanos en qué consiste tu proyecto y te enviaremos un presupuesto a tu medida, sin coste ni compromiso.',
    next: {
      title: '¿Qué pasa después?',
      steps: [
        'Revisamos tu consulta y nos ponemos en contacto contigo en un plazo de 24 horas.',
        'Repasamos juntos los objetivos, el alcance y los plazos, por teléfono o en una reunión.',
        'Recibes un presupuesto por escrito en un plazo de dos días laborables desde esa conversación, a la medida de tu proyecto y sin compromiso.',
      ],
      shortSteps: [
        'Te contactamos en un plazo de 24 horas.',
        'Repasamos juntos objetivos y plazos.',
        'Recibes tu presupuesto en 2 días hábiles.',
      ],
      reply: 'Respuesta en 24 horas',
    },
    send: 'Enviar solicitud',
    privacyNote: 'Solo usamos tus datos para responder a tu solicitud.',
  },
  serviceDesk: {
    metaTitle: 'Soporte técnico',
    metaDescription:
      'Soporte técnico de Hraun: comunica una incidencia, haz una consulta o pide un cambio o una actualización de tu web. Atendemos las urgencias en una hora.',
    metaKeywords: 'soporte técnico, solicitud de soporte, incidencia, solicitud de cambio, actualización web, mantenimiento web, Hraun',
    breadcrumb: 'Soporte técnico',
    title: 'Soporte técnico',
    intro:
      'Comunica una incidencia, haz una consulta o solicita un cambio o una actualización. Indica la prioridad y te responderemos en el plazo correspondiente.',
    responseTitle: 'Tiempos de respuesta',
    urgency: {
      urgent: 'Urgente',
      high: 'Prioridad alta',
      medium: 'Prioridad media',
      low: 'Prioridad baja',
    },
    within_one: 'En un máximo de {{count}} hora',
    within_other: 'En un máximo de {{count}} horas',
  },
  hours: {
    title: 'Horario',
    weekdays: 'De lunes a viernes',
    weekdayTimes: openingTimes('es'),
    timeZoneNote: 'Cada oficina sigue este horario en su propia zona horaria:',
    /** Each office's hours with its time zone, e.g. '9:00 AM–5:00 PM (Central European Time)'. */
    offices: officeHoursByCity('es'),
    weekend: 'Sábados y domingos',
    closed: 'Cerrado',
    emergency: 'Para urgencias fuera de nuestro horario, llámanos por teléfono.',
  },
};
