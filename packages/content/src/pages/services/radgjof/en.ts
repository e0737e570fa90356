import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.services.radgjof,
  card: {
    title: g.services.radgjof,
    text: 'Independent advice on digital strategy, technology choices and priorities.',
  },
  metaTitle: 'Digital consulting',
  metaDescription:
    'Digital consulting for businesses: strategy, technology, e-commerce and processes. Hraun analyzes where you stand, sets goals and sees the plan through.',
  metaKeywords:
    'digital consulting, digital strategy, technology advice, digital transformation, e-commerce, project management',
  breadcrumb: g.services.radgjof,
  hero: {
    title: 'Advice that turns strategy into results',
    text:
      'We help decision-makers make the right calls on their website, technology and digital growth, based on data and experience.',
  },
  features: {
    title: 'Where we can help',
    items: {
      strategy: {
        title: 'Digital strategy',
        text: 'A clear vision and priorities for your website and digital channels.',
      },
      technology: {
        title: 'Technology choices',
        text: 'Independent assessment of platforms and tools so you invest in the right technology.',
      },
      ecommerce: {
        title: 'E-commerce',
        text: 'Advice on e-commerce platforms, payment options and ways to grow online sales.',
      },
      ux: {
        title: 'User experience',
        text: 'A review of your site that shows where visitors get stuck and how to smooth the path.',
      },
      automation: {
        title: 'Automation and processes',
        text: 'We find repetitive tasks that automation and better integrations can take off your hands.',
      },
      projects: {
        title: 'Project management',
        text: 'We manage digital projects, coordinate suppliers and keep time and budget on track.',
      },
    },
  },
  process: {
    title: 'Our consulting process',
    steps: {
      analysis: {
        title: 'Situation analysis',
        text: 'We review where you stand today: systems, data and competitors.',
      },
      goals: {
        title: 'Goal setting',
        text: 'Together we set measurable goals that support your business strategy.',
      },
      plan: {
        title: 'Action plan',
        text: 'A clear plan with priorities, owners, a timeline and a cost estimate.',
      },
      implementation: {
        title: 'Implementation and follow-up',
        text: 'We see the plan through, measure the results and adjust as needed.',
      },
    },
  },
  cta: {
    title: 'Book a meeting with a consultant',
    text: 'The first meeting comes with no obligation. We look at where you are and suggest the next steps.',
  },
};
