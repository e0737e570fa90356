import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.services.vefhonnun,
  card: {
    title: g.services.vefhonnun,
    text: 'Clear, attractive design that reflects your brand and guides visitors to the next step.',
  },
  homeCard: {
    title: g.services.vefhonnun,
    text: 'User-centered design that reflects your brand and guides every visitor to the right next step.',
  },
  metaTitle: g.services.vefhonnun,
  metaDescription:
    'Web design that pairs good looks with a clear user experience. Hraun designs accessible websites that reflect your brand and turn visitors into customers.',
  metaKeywords: 'web design, user experience, UX, UI design, accessibility, branding, prototypes',
  breadcrumb: g.services.vefhonnun,
  hero: {
    title: 'Design your visitors remember',
    text:
      'We design websites where looks and usability go hand in hand, built on your users’ needs and a strong brand.',
  },
  features: {
    title: 'What our web design includes',
    items: {
      ux: {
        title: 'User experience (UX)',
        text: 'Clear navigation and a logical flow that take visitors straight to what they are looking for.',
      },
      ui: {
        title: 'Interface design (UI)',
        text: 'Carefully crafted layouts, typography and color that form a strong, consistent whole.',
      },
      responsive: {
        title: 'Designed for every screen',
        text: 'We design mobile-first and make sure your site shines on every device.',
      },
      brand: {
        title: 'Brand identity',
        text: 'The design builds on your visual identity so your site is recognizable at first glance.',
      },
      accessibility: {
        title: 'Accessible to everyone',
        text:
          'We follow the WCAG guidelines so everyone can use your site, including people who rely on screen readers.',
      },
      prototypes: {
        title: 'Prototypes and testing',
        text: 'Click through an interactive prototype and see your site before a line of code is written.',
      },
    },
  },
  process: {
    title: 'Our design process',
    text: 'Four clear steps from first idea to finished design.',
    steps: {
      discovery: {
        title: 'Discovery',
        text: 'We get to know your business, audience and competitors and set clear goals.',
      },
      wireframes: {
        title: 'Wireframes',
        text: 'We map out page structure and user flow before any visual design begins.',
      },
      design: {
        title: 'Visual design',
        text: 'Color, type and imagery come to life in an interactive prototype you can try out.',
      },
      handover: {
        title: 'Handover',
        text: 'The approved design goes to development with a design system that keeps everything consistent.',
      },
    },
    imageAlt: 'Diagram of the four steps of our design process',
  },
  cta: {
    title: 'Let’s give your website a fresh look',
    text: 'Drop us a line about your project and we will send you a quote for the design.',
  },
};
