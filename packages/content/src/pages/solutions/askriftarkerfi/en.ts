import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.askriftarkerfi,
  menuText: 'Recurring payments and customer self-service',
  card: {
    title: g.solutions.askriftarkerfi,
    text: 'Recurring payments, flexible plans and self-service for your customers.',
  },
  metaTitle: g.solutions.askriftarkerfi,
  metaDescription:
    'A subscription system for your website: automatic recurring payments, flexible plans, a self-service customer portal and a clear view of recurring revenue.',
  metaKeywords: 'subscription system, subscriptions, recurring payments, recurring billing, subscription plans, customer portal, card payments, recurring revenue',
  breadcrumb: g.solutions.askriftarkerfi,
  hero: {
    title: 'A subscription system for steady, predictable revenue',
    text: 'Sell products, services or content on subscription. We set up a system that bills automatically, keeps track of your customers and gives you a clear picture of your revenue.',
  },
  features: {
    title: 'Everything a subscription business needs',
    text: 'Five building blocks that make subscriptions simple, for you and for your customers.',
    items: {
      billing: {
        title: 'Automatic recurring payments',
        text: 'Cards are charged automatically every month or once a year, and failed payments are retried.',
      },
      plans: {
        title: 'Flexible plans',
        text: 'Offer different tiers, free trials and discount codes to suit different groups of customers.',
      },
      portal: {
        title: 'Customer self-service portal',
        text: 'Customers update their card details, switch plans or pause a subscription without having to contact you.',
      },
      invoices: {
        title: 'Invoices and receipts',
        text: 'Invoices and receipts are sent automatically and posted straight to your accounting system.',
      },
      analytics: {
        title: 'Revenue at a glance',
        text: 'Track monthly recurring revenue, subscriber numbers and churn on a single dashboard.',
      },
    },
  },
  cta: {
    title: 'Get your subscriptions up and running',
    text: 'Tell us what you want to sell on subscription, and we’ll put together a solution and a quote that fit your business.',
  },
};
