import type { site as source } from '../is/site';

export const site: typeof source = {
  name: 'Hraun',
  title: 'Hraun web agency',
  tagline: 'Websites, systems and marketing for businesses',
  description:
    'Hraun is a web agency that designs, builds and runs websites, online stores and custom solutions for businesses in Iceland, Denmark and Spain.',
  keywords: 'web development, web design, web programming, online store, WordPress, SEO, web hosting',
  skipToContent: 'Skip to content',
  languageLabel: 'Language',
  copyright: '© {{year}} Hraun ehf. All rights reserved.',
  scrollToTop: 'Back to top',
  breadcrumbLabel: 'Breadcrumb',
  footer: {
    about: 'Hraun designs, builds and runs websites, online stores and custom solutions for businesses in Iceland, Denmark and Spain.',
    contactTitle: 'Get in touch',
    phone: 'Phone',
    email: 'Email address',
    companyTitle: 'Company',
    social: 'Social media',
    legal: 'Legal information',
  },
};
