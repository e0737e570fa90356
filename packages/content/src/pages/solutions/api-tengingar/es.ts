import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.solutions.apiTengingar,
  menuText: 'Tu web conectada a la contabilidad y los pagos',
  card: {
    title: g.solutions.apiTengingar,
    text: 'Conectamos tu web con la contabilidad, las pasarelas de pago, el inventario y otros sistemas.',
  },
  homeCard: {
    title: g.solutions.apiTengingar,
    text: 'Conectamos tu web con la contabilidad, el inventario, los pagos y el resto de sistemas que ya utilizas.',
  },
  metaTitle: `${g.solutions.apiTengingar}\u00a0– conecta todos tus sistemas`,
  metaDescription:
    'Las integraciones API de Hraun conectan tu web con pasarelas de pago, contabilidad, reservas, CRM y transportistas. Menos trabajo manual y menos errores.',
  metaKeywords: 'integraciones API, integración de sistemas, REST, GraphQL, pasarela de pago, integración contable, CRM, servicios web, automatización',
  breadcrumb: g.solutions.apiTengingar,
  hero: {
    title: `${g.solutions.apiTengingar} para que tus sistemas hablen entre sí`,
    text: 'Pedidos, facturas, reservas y datos de clientes no deberían tener que introducirse dos veces. Conectamos tu web con los sistemas de los que depende tu negocio para que los datos fluyan solos y de forma segura.',
  },
  features: {
    title: 'Integraciones para todo tu negocio',
    text: 'Desarrollamos y mantenemos integraciones con los sistemas más habituales y creamos a medida las que falten.',
    payments: {
      title: 'Pasarelas de pago',
      text: 'Integración segura con pasarelas de pago y procesadores de tarjetas para que tus clientes paguen directamente en tu web.',
    },
    accounting: {
      title: 'Software de contabilidad',
      text: 'Los pedidos y las facturas llegan solos a tu contabilidad, sin trabajo manual ni registros duplicados.',
    },
    booking: {
      title: 'Sistemas de reservas',
      text: 'La disponibilidad, las reservas y las confirmaciones se sincronizan en tiempo real entre tu web y tu sistema de reservas.',
    },
    crm: {
      title: 'CRM',
      text: 'Las consultas y los registros de tu web entran directamente en tu CRM para que tu equipo comercial actúe al momento.',
    },
    shipping: {
      title: 'Envíos e inventario',
      text: 'Las integraciones con transportistas y sistemas de inventario controlan los envíos, el seguimiento y el stock.',
    },
    custom: {
      title: 'API REST y GraphQL a medida',
      text: 'Diseñamos y desarrollamos nuevas API y nos conectamos con cualquier sistema, de forma segura y bien documentada.',
    },
  },
  process: {
    title: 'Cómo trabajamos',
    text: 'Un proceso claro desde el primer análisis hasta que la integración está en producción.',
    analysis: {
      title: 'Análisis',
      text: 'Analizamos contigo tus sistemas, los flujos de datos y las necesidades de tu negocio.',
    },
    design: {
      title: 'Diseño de la integración',
      text: 'Definimos qué datos van a dónde, cuándo y cómo, con la seguridad y la gestión de errores presentes desde el principio.',
    },
    build: {
      title: 'Desarrollo y pruebas',
      text: 'Programamos la integración y la probamos a fondo en un entorno de pruebas antes de que toque datos reales.',
    },
    launch: {
      title: 'Puesta en marcha y supervisión',
      text: 'Ponemos la integración en producción, la supervisamos y actuamos si algo cambia en los sistemas de terceros.',
    },
  },
  cta: {
    title: '¿Qué sistemas quieres conectar?',
    text: 'Cuéntanos qué sistemas utilizas y te enviaremos un presupuesto para una integración que te ahorre tiempo desde el primer día.',
  },
};
