import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.wordpress,
  menuText: 'Webs flexibles y fáciles de actualizar',
  card: {
    title: g.solutions.wordpress,
    text: 'Webs en WordPress flexibles y fáciles de actualizar por tu cuenta.',
  },
  metaTitle: 'Webs en WordPress',
  metaDescription:
    'Creamos webs en WordPress rápidas, seguras y fáciles de actualizar. Elige WordPress Express o WooCommerce Express y pon tu web en marcha en poco tiempo.',
  metaKeywords: 'WordPress, web en WordPress, diseño web WordPress, WooCommerce, WordPress Express, WooCommerce Express, diseño web, gestor de contenidos',
  breadcrumb: g.solutions.wordpress,
  hero: {
    title: 'Webs en WordPress fáciles de gestionar',
    text: 'WordPress es el gestor de contenidos más utilizado del mundo. Creamos webs en WordPress rápidas, seguras y atractivas que podrás actualizar sin saber programar.',
  },
  features: {
    title: '¿Por qué WordPress?',
    text: 'Seis motivos por los que WordPress encaja con la mayoría de las empresas.',
    items: {
      editor: {
        title: 'Fácil de actualizar',
        text: 'Añade páginas, noticias e imágenes desde un panel sencillo, sin depender de un programador.',
      },
      plugins: {
        title: 'Miles de plugins',
        text: 'Reservas, formularios, newsletters y mucho más, con plugins que millones de webs usan a diario.',
      },
      seo: {
        title: 'Una base sólida para el SEO',
        text: 'Código limpio, buena velocidad y potentes herramientas SEO para que tu web escale posiciones en Google.',
      },
      responsive: {
        title: 'Funciona en cualquier dispositivo',
        text: 'Tu web se adapta automáticamente al móvil, la tablet y el ordenador.',
      },
      security: {
        title: 'Seguridad y actualizaciones',
        text: 'Nos encargamos de las actualizaciones, las copias de seguridad y la vigilancia para que tu web esté siempre protegida.',
      },
      woocommerce: {
        title: 'Tienda online con WooCommerce',
        text: 'Añade una tienda online a tu web cuando quieras con WooCommerce, sin cambiar de plataforma.',
      },
    },
  },
  packages: {
    title: 'Planes Express',
    text: 'Planes a precio cerrado para quienes quieren arrancar rápido. Diseñamos y redactamos las páginas con las que se estrena tu web. Precios sin IVA, en un único pago.',
    items: {
      wordpressExpress: {
        name: g.products.wordpressExpress,
      },
      woocommerceExpress: {
        name: g.products.woocommerceExpress,
      },
    },
  },
  cta: {
    title: '¿Necesitas una web en WordPress a medida?',
    text: 'Si los planes Express se te quedan cortos, creamos una web en WordPress a la medida de tus necesidades. Pide tu presupuesto sin compromiso.',
  },
};
