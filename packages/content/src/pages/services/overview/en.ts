import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  metaTitle: 'Our services',
  metaDescription:
    'Web development, design, programming, consulting, marketing, SEO, analytics and maintenance. Hraun takes care of your website from idea to daily operation.',
  metaKeywords:
    'web development, web design, web programming, digital consulting, digital marketing, SEO, web analytics, website maintenance',
  breadcrumb: g.pages.services,
  hero: {
    title: `${g.pages.services} that cover your whole website`,
    text:
      'From the first sketch to day-to-day operation, Hraun handles everything your website needs: design, development, marketing, analytics and maintenance.',
  },
  links: {
    title: 'What can we do for you?',
    text: 'Choose a service to see how we work and what is included.',
  },
  cta: {
    title: 'Have a project in mind?',
    text: 'Tell us about your goals and we will put together a proposal that fits your needs and budget.',
  },
};
