import type { Strings } from '../schema';

export const home: Strings['home'] = {
  metaTitle: 'A web agency for businesses',
  metaDescription:
    'We design and build fast, secure and accessible websites, online shops and custom solutions that deliver results. Get a quote today.',
  hero: {
    title: 'Websites that work for your business',
    text: 'Hraun designs, builds and runs websites, online shops and custom solutions for businesses. We take care of the technology so you can focus on running your company.',
    primary: 'Get a quote',
    secondary: 'Explore our services',
  },
  stats: {
    clients: 'Happy clients',
    projects: 'Projects',
    uptime: 'Uptime',
    support: 'Support',
  },
  cta: {
    title: 'Ready for the next step?',
    text: 'Tell us about your project and we will send you a quote within two working days.',
    button: 'Get a quote',
  },
};
