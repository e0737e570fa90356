import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.kassakerfi,
  menuText: 'Checkout and stock linked to your online store',
  card: {
    title: g.solutions.kassakerfi,
    text: 'Checkout, inventory and your online store in one connected system.',
  },
  metaTitle: g.solutions.kassakerfi,
  metaDescription:
    'A point-of-sale system that ties your physical store, online store and inventory together. Faster checkout, real-time sales figures and simple end-of-day reporting.',
  metaKeywords: 'point of sale, POS system, checkout system, card terminal, inventory management, retail POS, restaurant POS, online store integration',
  breadcrumb: g.solutions.kassakerfi,
  hero: {
    title: 'A point-of-sale system that keeps track of every sale',
    text: 'One system for your brick-and-mortar store and your online store. Serve customers faster, keep stock levels accurate and follow your sales in real time, wherever you are.',
  },
  features: {
    title: 'Everything your checkout needs',
    text: 'Six features that simplify checkout and day-to-day operations.',
    items: {
      checkout: {
        title: 'Fast checkout',
        text: 'A simple interface on a tablet or touchscreen that new staff pick up in minutes.',
      },
      payments: {
        title: 'Every way to pay',
        text: 'Accepts cards, contactless and mobile payments, and gift cards.',
      },
      inventory: {
        title: 'Real-time inventory',
        text: 'Stock levels update with every sale, both in store and online.',
      },
      webshop: {
        title: 'Online store integration',
        text: 'Products, prices and stock sync automatically with WooCommerce or Shopify.',
      },
      reports: {
        title: 'Reports and end-of-day closing',
        text: 'End-of-day reports and sales figures in one click, with a link to your accounting system.',
      },
      locations: {
        title: 'Staff and locations',
        text: 'Access control for staff and an overview of every location in one system.',
      },
    },
  },
  benefits: {
    title: 'Why a connected point of sale?',
    items: {
      time: {
        title: 'More time for customers',
        text: 'Less manual counting and data entry at closing time gives your staff more time to look after customers.',
      },
      overview: {
        title: 'One complete picture',
        text: 'In-store and online sales appear in the same place, so decisions are based on the right numbers.',
      },
      loyalty: {
        title: 'More loyal customers',
        text: 'Loyalty programs, store credit and purchase history let you offer a more personal service.',
      },
      growth: {
        title: 'Grows with your business',
        text: 'Add registers, locations and integrations as your business expands.',
      },
    },
  },
  cta: {
    title: 'Let’s find the right POS for you',
    text: 'Tell us about your store or restaurant and we’ll send you a quote for a point-of-sale system that connects to everything else.',
  },
};
