import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.netverslun,
  menuText: 'Tiendas online con WooCommerce o Shopify',
  card: {
    title: g.solutions.netverslun,
    text: 'Tiendas en WooCommerce o Shopify que venden bien en cualquier dispositivo.',
  },
  homeCard: {
    title: g.solutions.netverslun,
    text: 'Tiendas en WooCommerce o Shopify con pasarelas de pago, gestión de stock e integración con tu contabilidad.',
  },
  metaTitle: g.solutions.netverslun,
  metaDescription:
    'Creamos tiendas online en WooCommerce y Shopify que venden en cualquier dispositivo, con pagos seguros, gestión de stock y conexión con contabilidad y envíos.',
  metaKeywords: 'tienda online, comercio electrónico, ecommerce, WooCommerce, Shopify, crear tienda online, pasarela de pago, gestión de inventario',
  breadcrumb: g.solutions.netverslun,
  hero: {
    title: 'Una tienda online que vende a todas horas',
    text: 'Diseñamos y desarrollamos tiendas en WooCommerce y Shopify rápidas, seguras y fáciles de gestionar, para que tus clientes lleguen hasta el final de la compra.',
  },
  features: {
    title: 'Todo lo que necesita una buena tienda online',
    text: 'Del catálogo al pago y la entrega: nos ocupamos de todo el proceso.',
    items: {
      design: {
        title: 'Un diseño que vende',
        text: 'Fichas de producto claras y un proceso de compra sencillo que funciona igual de bien en el móvil que en el ordenador.',
      },
      payments: {
        title: 'Pagos seguros',
        text: 'Pasarelas de pago para tarjeta, Bizum, transferencia y pago a plazos.',
      },
      inventory: {
        title: 'Productos y stock',
        text: 'Gestiona productos, variantes y stock desde un solo lugar y recibe un aviso cuando quede poco inventario.',
      },
      shipping: {
        title: 'Envíos y entregas',
        text: 'Envío a domicilio, puntos de recogida o recogida en tienda, con etiquetas de envío generadas automáticamente.',
      },
      seo: {
        title: 'Posicionamiento SEO',
        text: 'Fichas de producto que Google encuentra, con los metadatos adecuados, buena velocidad y una estructura clara.',
      },
      analytics: {
        title: 'Análisis de ventas',
        text: 'Controla las ventas, los carritos abandonados y los productos más vendidos.',
      },
    },
  },
  platforms: {
    title: '¿WooCommerce o Shopify?',
    items: {
      woocommerce: {
        title: 'WooCommerce',
        text: 'Una plataforma abierta y flexible sobre WordPress para quienes quieren el control total de su tienda.',
        bullets: {
          ownership: 'La web y los datos son completamente tuyos',
          noFees: 'Sin cuotas mensuales ni comisiones por venta para el proveedor del software',
          custom: 'Posibilidades de personalización casi ilimitadas',
          plugins: 'Miles de plugins para pagos, envíos y marketing',
          content: 'Incluye las potentes herramientas de contenidos y blog de WordPress',
        },
      },
      shopify: {
        title: 'Shopify',
        text: 'Una plataforma todo en uno alojada en la nube, rápida de configurar y sencilla de gestionar en el día a día.',
        bullets: {
          hosted: 'Alojamiento, seguridad y actualizaciones incluidos',
          fast: 'Tu tienda estará en marcha en poco tiempo',
          easy: 'Un panel de gestión sencillo y fácil de aprender',
          apps: 'Una amplia oferta de aplicaciones en la Shopify App Store',
          channels: 'Vende en redes sociales y en tienda física desde el mismo sistema',
        },
      },
    },
  },
  comparison: {
    title: 'WooCommerce frente a Shopify',
    columns: {
      feature: 'Característica',
      woocommerce: 'WooCommerce',
      shopify: 'Shopify',
    },
    rows: {
      price: {
        label: 'Precio mensual',
        woocommerce: 'Sin cuota mensual',
        shopify: '29-299 USD al mes',
      },
      salesFee: {
        label: 'Comisión por venta',
        woocommerce: 'Ninguna',
        shopify: '0,5-2 % de cada venta',
      },
      hosting: {
        label: 'Alojamiento',
        woocommerce: 'Tú eliges el alojamiento (podemos encargarnos nosotros)',
        shopify: 'Incluido en la cuota mensual',
      },
      setup: {
        label: 'Puesta en marcha',
        woocommerce: 'Requiere más configuración',
        shopify: 'Rápida y sencilla',
      },
      customization: {
        label: 'Personalización',
        woocommerce: 'Prácticamente ilimitada',
        shopify: 'Limitada a temas y aplicaciones',
      },
      ownership: {
        label: 'Propiedad de los datos',
        woocommerce: 'Totalmente tuyos',
        shopify: 'Alojados en los servidores de Shopify',
      },
      bestFor: {
        label: 'Ideal para',
        woocommerce: 'Tiendas que buscan flexibilidad y control total',
        shopify: 'Tiendas que buscan una gestión sencilla y empezar rápido',
      },
    },
  },
  cta: {
    title: 'Abre tu tienda online',
    text: 'Cuéntanos qué vendes y qué objetivos tienes. Te ayudaremos a elegir entre WooCommerce y Shopify y te enviaremos un presupuesto.',
  },
};
