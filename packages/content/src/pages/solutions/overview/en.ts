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
    title: 'Prefer to build it yourself?',
    text: 'The WordPress Express Self-Build is a separate offer for those who would rather write the content and put the site together themselves. We install WordPress with a ready-made theme, and you take it from there. Want us to design and write the pages for you? Then the Express plans are the better fit.',
    name: `${g.products.wordpressExpress} Self-Build`,
    description: 'WordPress installed with a ready-made theme. You write the content and arrange the pages yourself.',
    features: {
      pages: 'Room for 10–15 pages',
      theme: 'Ready-made theme',
      responsive: 'Adapts to every screen size',
      editor: 'You add the content yourself',
    },
  },
  cta: {
    title: 'Let’s find the right solution together',
    text: 'Tell us about your business and your goals. We will recommend a solution that fits and send you a quote, free of charge.',
  },
};
