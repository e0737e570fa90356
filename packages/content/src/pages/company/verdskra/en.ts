import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { strings as order } from '../../../strings/en/solutions/order';
import { openingTimes, referenceTimeZone } from '../../../hours';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.pages.verdskra,
  metaTitle: g.pages.verdskra,
  metaDescription:
    'Hraun pricing: hourly rates for standard and emergency service, website plans with maintenance included, and fixed-price WordPress Express solutions.',
  metaKeywords: 'pricing, hourly rate, website cost, website plans, WordPress Express, WooCommerce Express',
  breadcrumb: g.pages.verdskra,
  hero: {
    title: 'Clear prices, no hidden fees',
    text: 'Hourly rates, website plans and fixed-\u2060price Express solutions, all on one page. Need something else? We will put together a quote for your project.',
  },
  hourly: {
    title: 'Hourly rates',
    text: 'For one-off jobs outside a contract, such as changes, additions and advice. You pay only for the hours worked. Prices exclude VAT.',
    serviceDesk: 'Submit a request',
    packages: {
      general: {
        name: g.products.standardService,
        description: 'One-off work during business hours: development, design, content and advice.',
        features: {
          hours: `Weekdays, ${openingTimes('en')} (${referenceTimeZone('en')})`,
          changes: 'Changes, additions and bug fixes',
          advice: 'Advice and CMS training',
          report: 'Itemized time report with every invoice',
        },
      },
      emergency: {
        name: g.products.emergencyService,
        description: 'Help outside business hours when it really matters, for example when your website is down.',
        features: {
          hours: 'Evenings, nights and weekends',
          surcharge: '50% surcharge on the standard rate',
          phone: 'Emergency phone line outside business hours',
          critical: 'Priority for issues that bring your business to a halt',
        },
      },
    },
  },
  websites: {
    title: 'Website plans',
    text: 'A quality website at a fixed price, with maintenance included for the first few months. Unlike the rest of this price list, website plans include 24% VAT, so the price you see is the total you pay.',
    packages: {
      basic: {
        name: g.tiers.basic,
        description: 'For smaller businesses that want a professional website and a strong start.',
        features: {
          pages: 'Up to 10 pages',
          responsive: 'Mobile-friendly design',
          cms: 'Easy-to-use content management system',
          seo: 'Basic SEO',
          maintenance: '3 months of maintenance included',
        },
      },
      business: {
        name: g.tiers.business,
        description: 'For businesses that want more: more pages, custom design and longer maintenance.',
        features: {
          pages: 'Up to 20 pages',
          design: 'Custom design built around your brand',
          seo: 'In-depth SEO',
          integrations: 'Social media and web analytics integration',
          maintenance: '6 months of maintenance included',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'For larger websites and more complex systems, priced according to the scope of the project.',
        features: {
          pages: 'Unlimited pages',
          custom: 'Custom development and system integrations',
          languages: 'Multilingual website',
          priority: 'Priority support and a dedicated contact',
          maintenance: '12 months of maintenance included',
        },
      },
    },
  },
  express: {
    title: 'Express solutions',
    text: 'Ready-made WordPress solutions at a fixed price for anyone who wants to go live fast. We design and write the pages your site launches with. Prices exclude VAT and are paid once.',
    packages: {
      wordpressExpress: {
        name: g.products.wordpressExpress,
        description: order.packages.wordpressExpress.description,
        // The Express pages' own list, word for word (review 36, 6a).
        features: order.packages.wordpressExpress.features,
      },
      woocommerceExpress: {
        name: g.products.woocommerceExpress,
        description: order.packages.woocommerceExpress.description,
        features: order.packages.woocommerceExpress.features,
      },
    },
  },
  cta: {
    title: 'Not sure what fits?',
    text: 'Request a quote tailored to your project, or get in touch and we will help you choose.',
  },
};
