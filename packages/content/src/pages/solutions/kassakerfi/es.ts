import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.kassakerfi,
  menuText: 'Caja e inventario conectados a tu tienda online',
  card: {
    title: g.solutions.kassakerfi,
    text: 'Ventas en tienda, inventario y comercio online en un único sistema conectado.',
  },
  metaTitle: g.solutions.kassakerfi,
  metaDescription:
    'Un TPV que conecta tu tienda física, tu tienda online y tu inventario. Cobros más rápidos, ventas en tiempo real y un cierre de caja sencillo cada día.',
  metaKeywords: 'TPV, terminal punto de venta, software TPV, datáfono, gestión de inventario, TPV para tiendas, TPV para restaurantes, integración con tienda online',
  breadcrumb: g.solutions.kassakerfi,
  hero: {
    title: 'Un TPV que controla todas tus ventas',
    text: 'Un único sistema para tu tienda física y tu tienda online. Cobra más rápido, mantén el stock al día y sigue tus ventas en tiempo real, estés donde estés.',
  },
  features: {
    title: 'Todo lo que necesita tu punto de venta',
    text: 'Seis funciones que agilizan el cobro y la gestión diaria.',
    items: {
      checkout: {
        title: 'Cobro ágil',
        text: 'Una interfaz sencilla en tablet o pantalla táctil que cualquier nuevo empleado aprende en minutos.',
      },
      payments: {
        title: 'Todas las formas de pago',
        text: 'Acepta tarjetas, pagos sin contacto, pagos con el móvil y tarjetas regalo.',
      },
      inventory: {
        title: 'Inventario en tiempo real',
        text: 'El stock se actualiza con cada venta, tanto en tienda como online.',
      },
      webshop: {
        title: 'Conexión con tu tienda online',
        text: 'Productos, precios y stock se sincronizan automáticamente con WooCommerce o Shopify.',
      },
      reports: {
        title: 'Informes y cierre de caja',
        text: 'Cierres de caja e informes de ventas con un clic, conectados con tu programa de contabilidad.',
      },
      locations: {
        title: 'Equipo y establecimientos',
        text: 'Permisos para cada empleado y una visión de todos tus establecimientos en un solo sistema.',
      },
    },
  },
  benefits: {
    title: '¿Por qué un TPV conectado?',
    items: {
      time: {
        title: 'Más tiempo para tus clientes',
        text: 'Menos recuentos, registros y cierres manuales significan más tiempo para atender a los clientes.',
      },
      overview: {
        title: 'Una visión completa',
        text: 'Las ventas en tienda y online aparecen en el mismo lugar, así que decides con datos fiables.',
      },
      loyalty: {
        title: 'Clientes más fieles',
        text: 'Programas de fidelización, saldo a favor e historial de compras para ofrecer un trato más personal.',
      },
      growth: {
        title: 'Crece contigo',
        text: 'Añade cajas, establecimientos e integraciones a medida que crece tu negocio.',
      },
    },
  },
  cta: {
    title: 'Encontremos el TPV que necesitas',
    text: 'Cuéntanos cómo es tu tienda o tu restaurante y te enviaremos un presupuesto para un TPV conectado con todo lo demás.',
  },
};
