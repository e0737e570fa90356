import type { is } from './is';
import { carePlanTexts } from '../../../carePlans';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.pages.thjonustupakkar,
  metaTitle: g.pages.thjonustupakkar,
  metaDescription:
    'Los planes de mantenimiento de Hraun reúnen alojamiento, actualizaciones de seguridad, copias diarias y monitorización 24/7 por una cuota mensual fija.',
  metaKeywords: 'planes de mantenimiento, mantenimiento web, alojamiento web, actualizaciones de seguridad, copias de seguridad, monitorización',
  breadcrumb: g.pages.thjonustupakkar,
  hero: {
    title: 'Tu web, en buenas manos',
    text: 'Con un plan de mantenimiento nos ocupamos del alojamiento, las actualizaciones, las copias de seguridad y la monitorización para que tú te centres en tu negocio. Una cuota fija al mes y cero sorpresas.',
  },
  included: {
    title: 'Incluido en todos los planes',
    text: 'Todos los planes parten de la misma base sólida.',
    items: {
      hosting: {
        title: 'Alojamiento y certificado SSL',
        text: 'Alojamiento rápido en servidores seguros, con un certificado SSL que se renueva automáticamente.',
      },
      updates: {
        title: 'Actualizaciones de seguridad',
        text: 'Actualizamos con regularidad el gestor de contenidos, los plugins y las plantillas, y después comprobamos que todo funciona.',
      },
      backups: {
        title: 'Copias de seguridad diarias',
        text: 'Cada día hacemos una copia de tu web y de su base de datos y la guardamos en una ubicación independiente.',
      },
      monitoring: {
        title: 'Monitorización 24/7',
        text: 'Vigilamos la disponibilidad y la velocidad de tu web y actuamos en cuanto algo falla.',
      },
    },
  },
  plans: {
    title: 'Elige tu plan',
    text: 'Una cuota mensual fija, y puedes pasarte a un plan superior en cuanto tu web lo necesite.',
    packages: carePlanTexts('es'),
  },
  cta: {
    title: '¿Dudas sobre qué plan elegir?',
    text: 'Revisamos tu web contigo y te recomendamos el mantenimiento que mejor le encaja, sin ningún compromiso.',
  },
};
