import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.services.vefthroun,
  card: {
    title: g.services.vefthroun,
    text: 'Custom web applications, integrations and features that off-the-shelf tools cannot handle.',
  },
  homeCard: {
    title: g.services.vefthroun,
    text: 'Custom solutions, integrations and systems built with modern technology that grow with your business.',
  },
  metaTitle: g.services.vefthroun,
  metaDescription:
    'Custom web applications, portals and integrations built with modern tools such as React, Node.js and PostgreSQL. Hraun builds software that grows with you.',
  metaKeywords: 'web programming, web application development, custom software, React, Node.js, API, integrations',
  breadcrumb: g.services.vefthroun,
  hero: {
    title: 'Custom software for the web',
    text:
      'When off-the-shelf tools fall short, we build web applications, portals and integrations that fit your operations exactly.',
  },
  features: {
    title: 'What we build',
    items: {
      webApps: {
        title: 'Web applications',
        text: 'Interactive systems that run in the browser, from booking tools to internal dashboards.',
      },
      integrations: {
        title: 'APIs and integrations',
        text: 'We connect your site to accounting, inventory, payment gateways and other systems.',
      },
      portals: {
        title: 'Customer portals',
        text: 'Secure logged-in areas where customers see their orders, invoices and data.',
      },
      performance: {
        title: 'Performance and scale',
        text: 'Code that handles today’s load and grows with your business tomorrow.',
      },
      quality: {
        title: 'Testing and quality',
        text: 'Automated tests and code review make sure new releases never break what already works.',
      },
    },
  },
  tech: {
    title: 'Technologies we use',
    groups: {
      frontend: 'Front end',
      backend: 'Back end',
      database: 'Databases',
    },
  },
  process: {
    title: 'How we work',
    steps: {
      requirements: {
        title: 'Requirements',
        text: 'We map out your needs, your users and the systems the solution must talk to.',
      },
      architecture: {
        title: 'Architecture',
        text: 'We choose the technology and design a data model and structure built to last.',
      },
      development: {
        title: 'Development in sprints',
        text: 'We build in short sprints and show you working software every two weeks.',
      },
      launch: {
        title: 'Launch and operation',
        text: 'The solution goes live with monitoring, and we take care of maintenance and further development.',
      },
    },
  },
  benefits: {
    title: 'Why custom development?',
    items: {
      fit: {
        title: 'Fits the way you work',
        text: 'The software adapts to your processes, not the other way around.',
      },
      ownership: {
        title: 'You own the code',
        text: 'No license fees and no lock-in to a single vendor.',
      },
      scalability: {
        title: 'Grows with you',
        text: 'New features are added as your needs change.',
      },
      integration: {
        title: 'Connects to your systems',
        text: 'Data flows between systems automatically, with less manual work.',
      },
      security: {
        title: 'Secure by design',
        text: 'Access control, encryption and updates are built in from day one.',
      },
      advantage: {
        title: 'A competitive edge',
        text: 'A solution your competitors do not have can make all the difference.',
      },
    },
  },
  cta: {
    title: 'Have an idea for a system?',
    text: 'Describe your idea and we will estimate the scope, timeline and cost.',
  },
};
