import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('es');

export const es: typeof is = {
  metaTitle: 'Nuestros servicios',
  metaDescription:
    'Desarrollo y diseño web, programación, consultoría, marketing, SEO, analítica y mantenimiento. En Hraun cuidamos de tu web desde la idea hasta el día a día.',
  metaKeywords:
    'desarrollo web, diseño web, programación web, consultoría digital, marketing digital, SEO, analítica web, mantenimiento web',
  breadcrumb: g.pages.services,
  hero: {
    title: `${g.pages.services} para cada etapa de tu web`,
    text:
      'Desde el primer boceto hasta el día a día, en Hraun nos ocupamos de todo lo que necesita tu web: diseño, desarrollo, marketing, analítica y mantenimiento.',
  },
  links: {
    title: '¿Qué podemos hacer por ti?',
    text: 'Elige un servicio para ver cómo trabajamos y qué incluye.',
  },
  cta: {
    title: '¿Tienes un proyecto en mente?',
    text: 'Cuéntanos tus objetivos y prepararemos una propuesta ajustada a tus necesidades y a tu presupuesto.',
  },
};
