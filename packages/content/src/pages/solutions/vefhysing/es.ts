import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.vefhysing,
  menuText: 'Alojamiento rápido y seguro, con copias de seguridad',
  card: {
    title: g.solutions.vefhysing,
    text: 'Servidores rápidos y seguros con copias de seguridad, certificados SSL y monitorización 24/7.',
  },
  homeCard: {
    title: g.solutions.vefhysing,
    text: 'Servidores rápidos y seguros con copias de seguridad diarias, certificados SSL y un 99,9 % de disponibilidad.',
  },
  metaTitle: `${g.solutions.vefhysing}\u00a0– servidores rápidos y seguros para tu web`,
  metaDescription:
    'Alojamiento web de Hraun: 99,9 % de disponibilidad, certificado SSL, copias de seguridad diarias y buzones de correo. Desde 4.990 ISK al mes, IVA no incluido.',
  metaKeywords: 'hosting, alojamiento web, hosting WordPress, SSL, copias de seguridad, correo profesional, dominio, servidor',
  breadcrumb: g.solutions.vefhysing,
  hero: {
    title: 'Un alojamiento web en el que puedes confiar',
    text: 'Alojamiento rápido, seguro y fiable para webs y tiendas online. Nosotros nos ocupamos de los servidores, la seguridad y las copias de seguridad para que tú te centres en tu negocio.',
  },
  features: {
    title: 'Todo lo que tu web necesita',
    text: 'Todos nuestros planes de alojamiento incluyen una base sólida y atención personalizada.',
    speed: {
      title: 'Servidores rápidos',
      text: 'Servidores de última generación con discos SSD y caché para que tu web cargue al instante.',
    },
    uptime: {
      title: '99,9 % de disponibilidad',
      text: 'Monitorizamos los servidores las 24 horas para que tu web esté siempre accesible.',
    },
    security: {
      title: 'La seguridad, lo primero',
      text: 'Certificado SSL gratuito, cortafuegos y actualizaciones de seguridad periódicas para proteger tu web y los datos de tus clientes.',
    },
    backups: {
      title: 'Copias de seguridad diarias',
      text: 'Hacemos una copia de tu web cada día y, si algo falla, restauramos una versión anterior en poco tiempo.',
    },
    email: {
      title: 'Correo con tu propio dominio',
      text: 'Todos los planes incluyen buzones con el dominio de tu empresa, filtro antispam y webmail.',
    },
    support: {
      title: 'Soporte cercano',
      text: 'Nuestros especialistas responden rápido y te ayudan a trasladar tu web a nuestros servidores.',
    },
  },
  packages: {
    title: 'Planes de alojamiento',
    text: 'Elige el plan que encaja hoy contigo. Podrás ampliarlo cuando tu web crezca.',
    basic: {
      features: {
        mailboxes: '2 buzones de correo',
      },
    },
    business: {
      features: {
        mailboxes: '5 buzones de correo',
      },
    },
    enterprise: {
      features: {
        mailboxes: '10 buzones de correo',
      },
    },
  },
  cta: {
    title: 'Lleva tu web a un alojamiento de confianza',
    text: 'Contrata hoy tu alojamiento web. Lo dejamos todo configurado y, si hace falta, te ayudamos a migrar tu web actual.',
  },
};
