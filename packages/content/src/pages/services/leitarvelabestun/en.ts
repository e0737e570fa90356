import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.services.leitarvelabestun,
  card: {
    title: g.services.leitarvelabestun,
    text: 'Higher Google rankings through technical optimization, quality content and trusted links.',
  },
  homeCard: {
    title: g.services.leitarvelabestun,
    text: 'We raise your visibility on Google with technical optimization, content work and regular follow-up.',
  },
  metaTitle: `${g.services.leitarvelabestun} services that get you found on Google`,
  metaDescription:
    'SEO that moves your website up on Google: technical audits, keyword research, content and link building. Monthly SEO plans from Hraun with clear pricing.',
  metaKeywords: 'SEO, SEO services, Google rankings, keyword research, technical SEO, local SEO',
  breadcrumb: g.services.leitarvelabestun,
  hero: {
    title: 'Get found on Google',
    text:
      'We improve your position in search results with technical optimization, quality content and steady follow-up.',
  },
  features: {
    title: 'How we move you up',
    items: {
      audit: {
        title: 'Technical audit',
        text: 'We find and fix the issues that stop search engines from reading your site.',
      },
      keywords: {
        title: 'Keyword research',
        text: 'We find the words your customers actually use when they search.',
      },
      content: {
        title: 'Content',
        text: 'Articles and page copy that answer users’ questions and rank higher.',
      },
      onPage: {
        title: 'On-page optimization',
        text: 'Titles, descriptions, headings and internal links fine-tuned page by page.',
      },
      local: {
        title: 'Local SEO',
        text: 'Visibility on Google Maps and in nearby searches through your Google Business Profile.',
      },
      links: {
        title: 'Link building',
        text: 'Quality links from relevant sites that boost your authority.',
      },
    },
  },
  packages: {
    title: `${g.services.leitarvelabestun} plans`,
    text: 'SEO is a long game. Choose the monthly plan that matches your goals.',
    items: {
      basic: {
        name: g.tiers.basic,
        description: 'For small businesses that want a solid base and visibility in search.',
        features: {
          hours: '3 hours of content work per month',
          audit: 'Technical audit and fixes',
          keywords: 'Tracking of 10 keywords',
          report: 'Monthly report',
        },
      },
      pro: {
        name: g.tiers.pro,
        description: 'For businesses that want to overtake competitors in search.',
        features: {
          hours: '8 hours of content work per month',
          keywords: 'Tracking of 30 keywords',
          links: 'Link building',
          local: 'Local search optimization',
          report: 'Monthly report and review meeting',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'For larger sites and online stores where every Google position counts.',
        features: {
          hours: '20 hours of content work per month',
          keywords: 'Unlimited keyword tracking',
          links: 'Active link-building campaigns',
          international: 'Optimization for multiple languages and markets',
          manager: 'Dedicated account manager and weekly meetings',
        },
      },
    },
  },
  cta: {
    title: 'Where does your site rank today?',
    text: 'Get a quote and we will start by showing you where the opportunities are.',
  },
};
