import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.wordpressExpress,
  menuText: 'Una web profesional, rápida y asequible',
  card: {
    title: g.solutions.wordpressExpress,
    text: 'La forma más rápida y económica de tener una web profesional con una plantilla ya diseñada.',
  },
  homeCard: {
    title: g.solutions.wordpressExpress,
    text: 'Una web profesional en WordPress a precio cerrado y lista en muy poco tiempo.',
  },
  metaTitle: `${g.solutions.wordpressExpress}\u00a0– tu web publicada en pocos días`,
  metaDescription:
    'WordPress Express de Hraun: una web profesional en WordPress o una tienda WooCommerce a precio cerrado, lista en pocos días. Elige tu plan y contrátalo aquí.',
  metaKeywords: 'WordPress Express, WooCommerce Express, web en WordPress, página web económica, tienda online, precio cerrado, diseño web',
  breadcrumb: g.solutions.wordpressExpress,
  hero: {
    title: `${g.solutions.wordpressExpress}: tu nueva web en pocos días`,
    text: 'Una web profesional en WordPress o una tienda WooCommerce a precio cerrado. Eliges el plan, nos envías tus contenidos y nosotros nos encargamos del resto, rápido y sin sorpresas en la factura.',
  },
  packages: {
    title: 'Elige tu plan Express',
    text: 'Dos planes a precio cerrado, sin IVA y en un único pago. Diseñamos y redactamos las páginas con las que se lanza la web, y tú añades más cuando quieras, hasta el total que admite cada plan.',
    wordpressExpress: {
      features: {
      },
    },
    woocommerceExpress: {
      features: {
      },
    },
  },
  benefits: {
    title: '¿Por qué WordPress Express?',
    fast: {
      title: 'Entrega rápida',
      text: 'Trabajamos con un proceso muy rodado, así que tu web estará publicada en días, no en meses.',
    },
    fixedPrice: {
      title: 'Precio cerrado',
      text: 'Sabes lo que vas a pagar desde el principio. Sin partidas ocultas ni facturas inesperadas.',
    },
    quality: {
      title: 'Calidad profesional',
      text: 'El mismo equipo que desarrolla nuestros proyectos más grandes crea tu web Express, cuidando la velocidad, la seguridad y el diseño.',
    },
    control: {
      title: 'Tú tienes el control',
      text: 'WordPress es muy fácil de usar: actualizas textos, imágenes y productos por tu cuenta y puedes ampliar la web cuando lo necesites.',
    },
  },
  cta: {
    title: 'Pon tu web en marcha',
    text: 'Elige un plan, completa el formulario de pedido y te contactaremos enseguida para arrancar el proyecto.',
  },
};
