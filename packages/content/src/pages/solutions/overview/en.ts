import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  metaTitle: g.pages.solutions,
  metaDescription:
    'Ready-made and custom solutions for businesses: AI, booking and subscription systems, online stores, point of sale, WordPress, web hosting and business email.',
  metaKeywords:
    'solutions, AI, booking system, subscription system, online store, ecommerce, point of sale, WordPress, web hosting, business email, website management, AI-powered chat, API integrations',
  breadcrumb: g.pages.solutions,
  hero: {
    title: `${g.pages.solutions} that grow with your business`,
    text: 'From booking systems and online stores to AI and hosting: we set up, connect and run the solutions your business needs, so you can focus on your customers.',
  },
  solutions: {
    title: 'Every solution in one place',
    text: 'Pick a solution to learn more. Each one can be tailored to your needs and connected to the systems you already use.',
  },
  express: {
    title: 'A simple start with WordPress Express',
    text: 'Need a website fast? WordPress Express is an affordable option for smaller businesses that want a professional site without a long wait.',
    name: g.products.wordpressExpress,
    description: 'A professional website built on a ready-made theme, set up and ready to use in no time.',
    features: {
      pages: '10–15 pages',
      theme: 'Ready-made theme',
      responsive: 'Adapts to every screen size',
      editor: 'Easy to update the content yourself',
    },
  },
  cta: {
    title: 'Let’s find the right solution together',
    text: 'Tell us about your business and your goals. We will recommend a solution that fits and send you a quote, free of charge.',
  },
};
