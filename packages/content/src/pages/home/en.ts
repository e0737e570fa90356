import type { is } from './is';

export const en: typeof is = {
  metaTitle: 'A web agency for businesses',
  metaDescription:
    'We design and build fast, secure and accessible websites, online stores and custom solutions that deliver real results for businesses. Get a quote today.',
  metaKeywords: 'web agency, web development, web design, online store, web hosting, SEO, Iceland',
  breadcrumb: 'Home',
  hero: {
    title: 'A web agency in Iceland, Denmark and Spain',
    text: 'Hraun designs, builds and runs websites, online stores and custom solutions for businesses. We take care of the technology so you can focus on running your company.',
    primary: 'Get a quote',
    secondary: 'Explore our services',
  },
  stats: {
    clients: 'Happy clients',
    projects: 'Projects',
    uptime: 'Uptime',
    /** The uptime figure, written the way the language writes a percentage. */
    uptimeValue: '99.9%',
    support: 'Support',
  },
  logos: {
    title: 'A few of the businesses we work with',
  },
  services: {
    title: 'Our services',
    text: 'Everything your website needs, from the first idea to day-to-day operation.',
  },
  solutions: {
    title: 'Systems that take work off your hands',
    text: 'Booking, online stores, hosting and AI: we set each system up, connect it to the tools you already use and fit it to the way you work.',
  },
  cta: {
    title: 'Ready for the next step?',
    text: 'Tell us about your project. We will reply within 24 hours and send you a quote within two business days of our first conversation.',
    button: 'Get a quote',
  },
};
