import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  nav: g.services.vefhonnun,
  card: {
    title: g.services.vefhonnun,
    text: 'Un diseño claro y atractivo que refleja tu marca y lleva a cada visitante al siguiente paso.',
  },
  homeCard: {
    title: g.services.vefhonnun,
    text: 'Un diseño centrado en las personas que refleja tu marca y lleva a cada visitante hacia el siguiente paso.',
  },
  metaTitle: g.services.vefhonnun,
  metaDescription:
    'Diseño web que une estética y una experiencia de usuario clara. En Hraun diseñamos webs accesibles que reflejan tu marca y convierten visitas en clientes.',
  metaKeywords: 'diseño web, experiencia de usuario, UX, diseño UI, accesibilidad, identidad de marca, prototipos',
  breadcrumb: g.services.vefhonnun,
  hero: {
    title: 'Un diseño que tus visitantes recordarán',
    text:
      'Diseñamos webs en las que estética y usabilidad van de la mano, partiendo de las necesidades de tus usuarios y de una marca sólida.',
  },
  features: {
    title: 'Qué incluye nuestro diseño web',
    items: {
      ux: {
        title: 'Experiencia de usuario (UX)',
        text: 'Navegación clara y un recorrido lógico que llevan a cada visitante directo a lo que busca.',
      },
      ui: {
        title: 'Diseño de interfaz (UI)',
        text: 'Composición, tipografía y color cuidados al detalle para un conjunto sólido y coherente.',
      },
      responsive: {
        title: 'Pensado para cualquier pantalla',
        text: 'Diseñamos primero para móvil y nos aseguramos de que tu web luzca en cualquier dispositivo.',
      },
      brand: {
        title: 'Identidad de marca',
        text: 'El diseño parte de tu identidad visual para que tu web se reconozca a primera vista.',
      },
      accessibility: {
        title: 'Accesible para todos',
        text:
          'Seguimos las pautas WCAG para que todo el mundo pueda usar tu web, también quien utiliza un lector de pantalla.',
      },
      prototypes: {
        title: 'Prototipos y pruebas',
        text: 'Navega por un prototipo interactivo y ve tu web antes de que escribamos una sola línea de código.',
      },
    },
  },
  process: {
    title: 'Nuestro proceso de diseño',
    text: 'Cuatro pasos claros de la primera idea al diseño final.',
    steps: {
      discovery: {
        title: 'Descubrimiento',
        text: 'Conocemos tu empresa, tu público y tu competencia, y fijamos objetivos claros.',
      },
      wireframes: {
        title: 'Estructura y wireframes',
        text: 'Definimos la estructura de las páginas y el recorrido del usuario antes de entrar en lo visual.',
      },
      design: {
        title: 'Diseño visual',
        text: 'Colores, tipografía e imágenes cobran vida en un prototipo interactivo que puedes probar.',
      },
      handover: {
        title: 'Entrega',
        text: 'El diseño aprobado pasa a desarrollo junto con un sistema de diseño que garantiza la coherencia.',
      },
    },
    imageAlt: 'Esquema de los cuatro pasos de nuestro proceso de diseño',
  },
  cta: {
    title: 'Demos a tu web un aire nuevo',
    text: 'Escríbenos sobre tu proyecto y te enviaremos un presupuesto para el diseño.',
  },
};
