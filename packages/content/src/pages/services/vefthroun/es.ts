import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.services.vefthroun,
  card: {
    title: g.services.vefthroun,
    text: 'Aplicaciones web, integraciones y funcionalidades a medida donde las soluciones estándar no llegan.',
  },
  homeCard: {
    title: g.services.vefthroun,
    text: 'Soluciones a medida, integraciones y sistemas con tecnología actual que crecen al ritmo de tu empresa.',
  },
  metaTitle: g.services.vefthroun,
  metaDescription:
    'Aplicaciones web, portales e integraciones a medida con tecnologías modernas como React, Node.js y PostgreSQL. En Hraun creamos software que crece contigo.',
  metaKeywords:
    'programación web, desarrollo de aplicaciones web, software a medida, React, Node.js, API, integraciones',
  breadcrumb: g.services.vefthroun,
  hero: {
    title: 'Software a medida para la web',
    text:
      'Cuando las soluciones estándar se quedan cortas, desarrollamos aplicaciones web, portales e integraciones que encajan exactamente con tu forma de trabajar.',
  },
  features: {
    title: 'Qué desarrollamos',
    items: {
      webApps: {
        title: 'Aplicaciones web',
        text: 'Sistemas interactivos que funcionan en el navegador, desde reservas online hasta herramientas internas.',
      },
      integrations: {
        title: 'API e integraciones',
        text: 'Conectamos tu web con la contabilidad, el inventario, las pasarelas de pago y otros sistemas.',
      },
      portals: {
        title: 'Áreas de cliente',
        text: 'Zonas privadas y seguras donde tus clientes consultan pedidos, facturas y datos.',
      },
      performance: {
        title: 'Rendimiento y escalabilidad',
        text: 'Código que soporta la carga de hoy y crece con tu empresa mañana.',
      },
      quality: {
        title: 'Pruebas y calidad',
        text:
          'Las pruebas automáticas y la revisión de código garantizan que cada nueva versión no rompa lo que ya funciona.',
      },
    },
  },
  tech: {
    title: 'Tecnologías que utilizamos',
    groups: {
      frontend: 'Front-end',
      backend: 'Back-end',
      database: 'Bases de datos',
    },
  },
  process: {
    title: 'Cómo trabajamos',
    steps: {
      requirements: {
        title: 'Análisis de requisitos',
        text: 'Analizamos tus necesidades, tus usuarios y los sistemas con los que debe comunicarse la solución.',
      },
      architecture: {
        title: 'Arquitectura',
        text: 'Elegimos la tecnología y diseñamos un modelo de datos y una estructura pensados para durar.',
      },
      development: {
        title: 'Desarrollo por sprints',
        text: 'Desarrollamos en sprints cortos y te enseñamos software funcionando cada dos semanas.',
      },
      launch: {
        title: 'Lanzamiento y operación',
        text:
          'La solución se pone en marcha con monitorización, y nosotros nos encargamos del mantenimiento y su evolución.',
      },
    },
  },
  benefits: {
    title: '¿Por qué un desarrollo a medida?',
    items: {
      fit: {
        title: 'Se adapta a tu forma de trabajar',
        text: 'El software se adapta a tus procesos, y no al revés.',
      },
      ownership: {
        title: 'El código es tuyo',
        text: 'Sin costes de licencia ni dependencia de un único proveedor.',
      },
      scalability: {
        title: 'Crece contigo',
        text: 'Se añaden nuevas funciones a medida que cambian tus necesidades.',
      },
      integration: {
        title: 'Conecta con tus sistemas',
        text: 'Los datos fluyen solos entre sistemas y se reduce el trabajo manual.',
      },
      security: {
        title: 'Seguridad desde el diseño',
        text: 'Control de acceso, cifrado y actualizaciones integrados desde el primer día.',
      },
      advantage: {
        title: 'Ventaja competitiva',
        text: 'Una solución que tu competencia no tiene puede marcar la diferencia.',
      },
    },
  },
  cta: {
    title: '¿Tienes en mente una aplicación?',
    text: 'Cuéntanos tu idea y estimaremos el alcance, los plazos y el coste.',
  },
};
