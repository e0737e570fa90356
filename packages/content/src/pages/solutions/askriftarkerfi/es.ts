import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.askriftarkerfi,
  menuText: 'Pagos recurrentes y autoservicio para clientes',
  card: {
    title: g.solutions.askriftarkerfi,
    text: 'Cobros recurrentes, planes flexibles y un área de autogestión para tus clientes.',
  },
  metaTitle: g.solutions.askriftarkerfi,
  metaDescription:
    'Sistema de suscripciones para tu web: cobros recurrentes automáticos, planes flexibles, área de cliente y una visión clara de tus ingresos recurrentes.',
  metaKeywords:
    'sistema de suscripciones, suscripciones, pagos recurrentes, cobros recurrentes, planes de suscripción, área de cliente, pagos con tarjeta, ingresos recurrentes',
  breadcrumb: g.solutions.askriftarkerfi,
  hero: {
    title: 'Un sistema de suscripciones para tener ingresos estables',
    text: 'Vende productos, servicios o contenidos por suscripción. Configuramos un sistema que cobra de forma automática, gestiona a tus clientes y te da una visión clara de tus ingresos.',
  },
  features: {
    title: 'Todo lo que necesita un negocio de suscripción',
    text: 'Cinco pilares que hacen que la suscripción sea sencilla, para ti y para tus clientes.',
    items: {
      billing: {
        title: 'Cobros recurrentes automáticos',
        text: 'Las tarjetas se cargan automáticamente cada mes o una vez al año, y los cobros fallidos se reintentan.',
      },
      plans: {
        title: 'Planes flexibles',
        text: 'Ofrece distintos planes, periodos de prueba y códigos de descuento adaptados a cada tipo de cliente.',
      },
      portal: {
        title: 'Área de cliente',
        text: 'Tus clientes actualizan su tarjeta, cambian de plan o pausan su suscripción sin tener que contactarte.',
      },
      invoices: {
        title: 'Facturas y recibos',
        text: 'Las facturas y los recibos se envían automáticamente y se registran directamente en tu programa de contabilidad.',
      },
      analytics: {
        title: 'Tus ingresos de un vistazo',
        text: 'Sigue los ingresos recurrentes mensuales, el número de suscriptores y la tasa de bajas en un único panel.',
      },
    },
  },
  cta: {
    title: 'Pon en marcha tus suscripciones',
    text: 'Cuéntanos qué quieres vender por suscripción y prepararemos una solución y un presupuesto a la medida de tu negocio.',
  },
};
