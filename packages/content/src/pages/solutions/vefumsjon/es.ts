import type { is } from './is';
import { carePlanTexts } from '../../../carePlans';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.vefumsjon,
  menuText: 'Nos ocupamos de actualizaciones, seguridad y contenidos',
  card: {
    title: g.solutions.vefumsjon,
    text: 'Nos encargamos de las actualizaciones, la seguridad y los contenidos para que tu web esté siempre a punto.',
  },
  metaTitle: `${g.solutions.vefumsjon}\u00a0– actualizaciones, seguridad y contenidos`,
  metaDescription:
    'Gestión web de Hraun: actualizaciones, seguridad, copias de seguridad y gestión de contenidos en planes mensuales. Tu web, siempre en buenas manos.',
  metaKeywords: 'gestión web, mantenimiento web, mantenimiento WordPress, actualizaciones de seguridad, copias de seguridad, monitorización, gestión de contenidos',
  breadcrumb: g.solutions.vefumsjon,
  hero: {
    title: `${g.solutions.vefumsjon}: cuidamos de tu web`,
    text: 'Una web necesita cuidados constantes para mantenerse rápida, segura y al día. Con nuestros planes de mantenimiento, tu web está en buenas manos y tienes ayuda siempre que la necesites.',
  },
  features: {
    title: 'Qué incluye el mantenimiento',
    text: 'Trabajamos de forma preventiva para que los pequeños problemas nunca se conviertan en grandes.',
    updates: {
      title: 'Actualizaciones periódicas',
      text: 'Actualizamos con regularidad el gestor de contenidos, los plugins y las plantillas, y lo probamos todo antes de publicar cualquier cambio.',
    },
    security: {
      title: 'Vigilancia de seguridad',
      text: 'Protegemos tu web frente al malware y los intentos de intrusión, y actuamos de inmediato si surge cualquier incidencia.',
    },
    backups: {
      title: 'Copias y restauración',
      text: 'Guardamos copias de seguridad periódicas fuera del servidor para poder restaurar tu web en poco tiempo.',
    },
    monitoring: {
      title: 'Monitorización de disponibilidad',
      text: 'Un sistema automático nos avisa en cuanto tu web deja de responder, muchas veces antes de que tú lo notes.',
    },
    reports: {
      title: 'Informes mensuales',
      text: 'Cada mes recibes un resumen de las actualizaciones, la disponibilidad y los trabajos realizados en tu web.',
    },
    content: {
      title: 'Gestión de contenidos',
      text: 'Publicamos por ti noticias, imágenes y páginas nuevas para que tu web se mantenga siempre actual.',
    },
  },
  packages: {
    title: 'Planes de mantenimiento',
    text: 'Elige el nivel de servicio que mejor encaja con tu web. Precios mensuales, IVA no incluido.',
    ...carePlanTexts('es'),
  },
  specialist: {
    title: 'Servicios especializados',
    text: 'Además de los planes de mantenimiento, ofrecemos proyectos concretos que nuestros especialistas realizan según tus necesidades.',
    securityAudit: {
      title: 'Auditoría de seguridad',
      text: 'Una revisión a fondo de la seguridad de tu web, sus vulnerabilidades y los controles de acceso, con recomendaciones claras de mejora.',
    },
    performance: {
      title: 'Optimización de velocidad',
      text: 'Detectamos qué ralentiza tu web y reducimos los tiempos de carga para mejorar la experiencia y el posicionamiento en buscadores.',
    },
    migration: {
      title: 'Migración y renovación',
      text: 'Trasladamos tu web entre servidores o plataformas y renovamos las partes obsoletas sin interrumpir tu actividad.',
    },
  },
  cta: {
    title: '¿Quieres saber qué necesita tu web?',
    text: 'Contacta con nosotros y revisaremos juntos el estado de tu web, o solicita ya un presupuesto para tu plan de mantenimiento.',
  },
};
