import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.services.vidhald,
  card: {
    title: g.services.vidhald,
    text: 'Actualizaciones, copias de seguridad y monitorización 24/7 para que tu web esté siempre segura y operativa.',
  },
  homeCard: {
    title: g.services.vidhald,
    text: 'Actualizaciones, copias de seguridad y monitorización para que tu web esté siempre segura y a punto.',
  },
  metaTitle: g.services.vidhald,
  metaDescription:
    'Mantenimiento y seguridad web: actualizaciones, copias de seguridad, vigilancia y optimización. Mantenemos tu web segura para que te centres en tu negocio.',
  metaKeywords: 'mantenimiento web, seguridad web, copias de seguridad, actualizaciones, mantenimiento WordPress',
  breadcrumb: g.services.vidhald,
  hero: {
    title: 'Una web segura que siempre funciona',
    text:
      'Nos ocupamos de las actualizaciones, las copias de seguridad y la monitorización para que tu web siga rápida, segura y disponible las 24 horas.',
  },
  features: {
    title: 'Qué incluye el mantenimiento',
    items: {
      updates: {
        title: 'Actualizaciones periódicas',
        text: 'Núcleo, plugins y temas actualizados con regularidad y probados antes de publicarse.',
      },
      backups: {
        title: 'Copias de seguridad',
        text: 'Copias diarias guardadas fuera del servidor para restaurar tu web en cuestión de minutos.',
      },
      security: {
        title: 'Vigilancia de seguridad',
        text: 'Cortafuegos, análisis de malware y vigilancia que frenan los ataques antes de que causen daños.',
      },
      uptime: {
        title: 'Monitorización de disponibilidad',
        text: 'Recibimos un aviso en cuanto tu web se cae y actuamos de inmediato.',
      },
      performance: {
        title: 'Optimización de la velocidad',
        text: 'Revisiones y ajustes periódicos mantienen tu web rápida.',
      },
      support: {
        title: 'Soporte y cambios',
        text: 'Nuestro equipo de soporte te ayuda con pequeños cambios y resuelve tus dudas.',
      },
    },
  },
  process: {
    title: 'Cómo cuidamos tu web',
    steps: {
      audit: {
        title: 'Revisión inicial',
        text: 'Revisamos tu web, el alojamiento y la seguridad, y corregimos lo urgente.',
      },
      plan: {
        title: 'Plan de mantenimiento',
        text: 'Definimos un calendario de actualizaciones, copias y monitorización adaptado a tu web.',
      },
      monitoring: {
        title: 'Monitorización 24/7',
        text: 'Un sistema automático vigila la velocidad, la seguridad y la disponibilidad día y noche.',
      },
      report: {
        title: 'Informe mensual',
        text: 'Recibes un resumen del trabajo realizado y propuestas para los próximos pasos.',
      },
    },
  },
  cta: {
    title: 'Deja tu web en nuestras manos',
    text: 'Escríbenos para hablar del mantenimiento o pide un presupuesto adaptado a tu web.',
  },
};
