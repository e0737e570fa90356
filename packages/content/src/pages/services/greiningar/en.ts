import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.services.greiningar,
  card: {
    title: g.services.greiningar,
    text: 'Clear dashboards and reports that show what works and where the opportunities are.',
  },
  metaTitle: g.services.greiningar,
  metaDescription:
    'Web analytics that turn data into decisions: tracking setup, dashboards, reports and advice. Hraun shows you what works on your site and where to improve it.',
  metaKeywords: 'web analytics, Google Analytics, dashboards, data analysis, reporting, conversion tracking',
  breadcrumb: g.services.greiningar,
  hero: {
    title: 'Make decisions based on data',
    text: 'We set up tracking, interpret the numbers and tell you in plain language what they mean for your business.',
  },
  features: {
    title: 'What we measure',
    items: {
      tracking: {
        title: 'Tracking setup',
        text: 'Google Analytics 4 and Tag Manager set up properly from the start, in line with privacy rules.',
      },
      dashboards: {
        title: 'Live dashboards',
        text: 'Your key figures in one place, updated automatically.',
      },
      conversions: {
        title: 'Conversion tracking',
        text: 'See which channels and campaigns bring in sales, inquiries and sign-ups.',
      },
      behavior: {
        title: 'User behavior',
        text: 'Heatmaps and funnel analysis show where visitors linger and where they drop off.',
      },
      reports: {
        title: 'Regular reports',
        text: 'Clear reports with recommendations, not just numbers.',
      },
      testing: {
        title: 'A/B testing',
        text: 'We test different versions of your pages and let the data decide.',
      },
    },
  },
  process: {
    title: 'From data to action',
    steps: {
      collection: {
        title: 'Data collection',
        text: 'We set up tracking and make sure the data is accurate and reliable.',
      },
      analysis: {
        title: 'Analysis',
        text: 'We dig into the numbers to find patterns, bottlenecks and opportunities.',
      },
      reporting: {
        title: 'Reporting',
        text: 'Findings are presented clearly, with prioritized recommendations.',
      },
      followUp: {
        title: 'Follow-up',
        text: 'We follow up on changes and measure whether they deliver the expected results.',
      },
    },
  },
  cta: {
    title: 'Want to understand your data better?',
    text: 'Get in touch to go through your numbers with us, or ask for a quote for setup and analysis.',
  },
};
