import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.services.vefsidugerd,
  card: {
    title: g.services.vefsidugerd,
    text: 'Webs rápidas, seguras y adaptadas al móvil, hechas a medida o sobre un gestor de contenidos de confianza.',
  },
  homeCard: {
    title: g.services.vefsidugerd,
    text: 'Webs rápidas, seguras y adaptadas al móvil, pensadas para dar resultados y fáciles de actualizar.',
  },
  metaTitle: g.services.vefsidugerd,
  metaDescription:
    'Desarrollo web para empresas: sitios rápidos, seguros y adaptados al móvil, optimizados para buscadores y hechos a tu medida. Solicita tu presupuesto a Hraun.',
  metaKeywords: 'desarrollo web, diseño de páginas web, webs para empresas, WordPress, CMS headless, web responsive',
  breadcrumb: g.services.vefsidugerd,
  hero: {
    title: 'Webs pensadas para dar resultados',
    text:
      'Creamos webs rápidas, seguras y fáciles de usar que se ven bien en cualquier dispositivo y ayudan a crecer a tu negocio.',
  },
  features: {
    title: 'Todo lo que necesita una buena web',
    items: {
      responsive: {
        title: 'Diseño adaptable',
        text: 'Tu web se adapta a cualquier pantalla, del móvil al monitor más grande.',
      },
      seo: {
        title: 'Optimizada para buscadores',
        text: 'Código limpio, buena estructura y metadatos que ayudan a Google a encontrarte.',
      },
      fast: {
        title: 'Carga rápida',
        text: 'Imágenes optimizadas, caché y código ligero para que cada página cargue al instante.',
      },
      secure: {
        title: 'Segura',
        text:
          'Certificado SSL, actualizaciones periódicas y copias de seguridad protegen tu web y los datos de tus clientes.',
      },
      custom: {
        title: 'A tu medida',
        text: 'Nada de plantillas genéricas: tu web se diseña en torno a tu marca y a tu negocio.',
      },
      support: {
        title: 'Soporte continuo',
        text:
          'Seguimos a tu lado después del lanzamiento, con ayuda, actualizaciones y nuevas funciones cuando las necesites.',
      },
    },
  },
  platforms: {
    title: 'La plataforma adecuada para cada proyecto',
    text: 'Elegimos la tecnología según lo que necesitas, no por costumbre. Estas son las tres vías que más usamos.',
    items: {
      open: {
        title: 'Soluciones de código abierto',
        text: 'Gestores de contenido probados y muy extendidos, fáciles de actualizar y ampliar.',
        bullets: {
          wordpress: 'WordPress con tema a medida',
          woocommerce: 'Tiendas online con WooCommerce',
          plugins: 'Plugins elegidos pensando en la seguridad',
        },
      },
      headless: {
        title: 'CMS headless',
        text:
          'El contenido va separado del front-end, lo que aporta la máxima velocidad y libertad para publicarlo en cualquier canal.',
        bullets: {
          cms: 'Contenidos gestionados en Sanity, Contentful o Strapi',
          frontend: 'Front-end en Next.js o Astro',
          channels: 'Un mismo contenido para web, apps y pantallas',
        },
      },
      databases: {
        title: 'Bases de datos',
        text: 'Bases de datos seguras y escalables para webs que almacenan y procesan datos.',
        bullets: {
          relational: 'Relacionales: PostgreSQL y MySQL',
          document: 'Documentales: MongoDB',
          backups: 'Copias automáticas y cifrado',
        },
      },
    },
  },
  cta: {
    title: 'Construyamos tu nueva web',
    text: 'Cuéntanos cómo es tu empresa y qué objetivos tienes, y te enviaremos un presupuesto sin compromiso.',
  },
};
