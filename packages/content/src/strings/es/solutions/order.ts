import type { strings as source } from '../../is/solutions/order';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const strings: typeof source = {
  wordpressExpress: {
    metaTitle: 'Contrata WordPress Express',
    metaDescription:
      'Contrata WordPress Express o WooCommerce Express con Hraun. Elige tu plan, completa el formulario y te contactaremos enseguida para poner en marcha tu proyecto.',
    metaKeywords: 'contratar página web, WordPress Express, WooCommerce Express, contratar tienda online, web en WordPress, precio cerrado',
    breadcrumb: 'Contratar',
    title: 'Contrata WordPress Express',
    intro: 'Elige un plan y completa el formulario. Los precios no incluyen IVA. Diseñamos y redactamos las páginas con las que se lanza la web, y el plan admite más páginas que podrás añadir después. Te responderemos en un plazo de 24 horas para repasar los siguientes pasos.',
  },
  hosting: {
    metaTitle: 'Contrata tu alojamiento web',
    metaDescription:
      'Contrata un alojamiento web rápido y seguro con Hraun. Elige tu plan, completa el formulario y lo configuramos todo. Si hace falta, migramos tu web actual.',
    metaKeywords: 'contratar hosting, hosting, alojamiento web, plan de hosting, hosting WordPress, correo, SSL',
    breadcrumb: 'Contratar',
    title: 'Contrata tu alojamiento web',
    intro: 'Elige un plan de alojamiento y completa el formulario. Lo configuramos todo, nos ponemos en contacto contigo y, si hace falta, te ayudamos a migrar tu web actual.',
  },
  packages: {
    wordpressExpress: {
      name: g.products.wordpressExpress,
      description: 'Una web corporativa cuidada y rápida para empresas que quieren estar en internet cuanto antes.',
      features: {
        pages: '3 páginas diseñadas y redactadas para el lanzamiento, hasta 5 en total',
        theme: 'Plantilla de calidad adaptada a tu imagen',
        responsive: 'Se adapta a móvil, tablet y ordenador',
        contactForm: 'Formulario de contacto',
        seo: 'Configuración SEO básica',
        training: 'Formación en el gestor de contenidos',
      },
    },
    woocommerceExpress: {
      name: g.products.woocommerceExpress,
      description: 'Una tienda online completa en WordPress para empezar a vender desde el primer día.',
      features: {
        pages: '5 páginas diseñadas y redactadas para el lanzamiento, hasta 10 en total',
        shop: 'Tienda WooCommerce configurada',
        payments: 'Integración con pasarela de pago',
        products: 'Alta de categorías y primeros productos',
        responsive: 'Se adapta a móvil, tablet y ordenador',
        training: 'Formación para gestionar tu tienda',
      },
    },
    hostingBasic: {
      name: g.tiers.basic,
      description: 'Para webs pequeñas y páginas corporativas.',
      features: {
        disk: '10 GB de disco',
        traffic: '100 GB de transferencia',
        mailboxes: '5 buzones de correo',
        ssl: 'Certificado SSL gratuito',
        backups: 'Copias de seguridad diarias',
      },
    },
    hostingBusiness: {
      name: g.tiers.business,
      description: 'Para webs corporativas y tiendas online en crecimiento.',
      features: {
        disk: '50 GB de disco',
        traffic: '500 GB de transferencia',
        mailboxes: '20 buzones de correo',
        ssl: 'Certificado SSL gratuito',
        backups: 'Copias de seguridad diarias',
        staging: 'Entorno de pruebas para tus cambios',
      },
    },
    hostingEnterprise: {
      name: g.tiers.enterprise,
      description: 'Para webs de gran tamaño y mucho tráfico.',
      features: {
        disk: 'Disco ilimitado',
        traffic: 'Transferencia ilimitada',
        mailboxes: 'Buzones de correo ilimitados',
        ssl: 'Certificado SSL gratuito',
        backups: 'Copias de seguridad diarias',
        priority: 'Soporte prioritario',
      },
    },
  },
};
