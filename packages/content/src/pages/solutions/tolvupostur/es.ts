import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.tolvupostur,
  menuText: 'Correo profesional con tu propio dominio',
  card: {
    title: g.solutions.tolvupostur,
    text: 'Direcciones de correo con tu propio dominio y una protección antispam eficaz.',
  },
  metaTitle: `${g.solutions.tolvupostur}\u00a0– con el dominio de tu empresa`,
  metaDescription:
    'Correo profesional de Hraun con el dominio de tu empresa: potente filtro antispam, sincronización en todos tus dispositivos y calendarios compartidos.',
  metaKeywords: 'correo profesional, correo corporativo, email profesional, correo con dominio propio, buzones, antispam, webmail, calendario, servidor de correo',
  breadcrumb: g.solutions.tolvupostur,
  hero: {
    title: 'Un correo que siempre funciona',
    text: 'Correo profesional y seguro con el dominio de tu empresa. Creamos los buzones, migramos tu correo antiguo y nos aseguramos de que tus mensajes lleguen, estés donde estés.',
  },
  features: {
    title: 'Correo pensado para la empresa de hoy',
    text: 'Todo lo que tu equipo necesita para comunicarse de forma segura y profesional.',
    domain: {
      title: 'Direcciones con tu propio dominio',
      text: 'Una dirección como nombre@tuempresa.es transmite confianza y refuerza tu marca en cada mensaje.',
    },
    spam: {
      title: 'Protección antispam y antivirus',
      text: 'Un filtrado avanzado frena el spam, el phishing y el malware antes de que lleguen a tu bandeja de entrada.',
    },
    sync: {
      title: 'Sincronizado en todos tus dispositivos',
      text: 'Tu correo es el mismo en el móvil, la tablet y el ordenador, tanto si usas Outlook como Apple Mail o webmail.',
    },
    calendar: {
      title: 'Calendarios y contactos',
      text: 'Los calendarios y las listas de contactos compartidos facilitan que tu equipo organice reuniones y proyectos.',
    },
    migration: {
      title: 'Migración sin complicaciones',
      text: 'Trasladamos tus correos, carpetas y contactos actuales sin que se pierda nada por el camino.',
    },
    support: {
      title: 'Ayuda cuando la necesitas',
      text: 'Nuestro equipo te ayuda a configurar tus dispositivos y resuelve tus dudas con rapidez.',
    },
  },
  packages: {
    title: 'Planes de correo',
    text: 'Elige el plan según el espacio que necesites. Precios mensuales.',
    basic: {
      name: g.tiers.basic,
      description: 'Para autónomos y pequeñas empresas.',
      features: {
        storage: '10 GB de almacenamiento',
        domain: 'Direcciones con tu propio dominio',
        spam: 'Protección antispam y antivirus',
        webmail: 'Webmail y acceso desde el móvil',
      },
    },
    business: {
      name: g.tiers.business,
      description: 'Para equipos que trabajan juntos a diario.',
      features: {
        storage: '50 GB de almacenamiento',
        domain: 'Direcciones con tu propio dominio',
        spam: 'Protección antispam y antivirus',
        webmail: 'Webmail y acceso desde el móvil',
        calendar: 'Calendarios y contactos compartidos',
      },
    },
    enterprise: {
      name: g.tiers.enterprise,
      description: 'Para empresas con mucho volumen de correo y requisitos exigentes.',
      features: {
        storage: '100 GB de almacenamiento',
        domain: 'Direcciones con tu propio dominio',
        spam: 'Protección antispam y antivirus',
        webmail: 'Webmail y acceso desde el móvil',
        calendar: 'Calendarios y contactos compartidos',
        archive: 'Copia de seguridad y archivo del correo a largo plazo',
      },
    },
  },
  cta: {
    title: 'Dale a tu equipo un correo profesional',
    text: 'Cuéntanos cuántos buzones necesitas y te enviaremos un presupuesto enseguida.',
  },
};
