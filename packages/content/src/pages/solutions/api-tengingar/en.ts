import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.apiTengingar,
  menuText: 'Your website linked to accounting and payments',
  card: {
    title: g.solutions.apiTengingar,
    text: 'We connect your website to accounting, payment gateways, inventory and other systems.',
  },
  homeCard: {
    title: g.solutions.apiTengingar,
    text: 'We connect your website to the accounting, inventory, payment and other systems you already use.',
  },
  metaTitle: `${g.solutions.apiTengingar}\u00a0– make your systems work together`,
  metaDescription:
    'API integrations by Hraun connect your website to payment gateways, accounting, booking systems, CRM and carriers. Less manual work, fewer errors, better data.',
  metaKeywords: 'API integrations, system integration, REST, GraphQL, payment gateway, accounting integration, CRM, web services, automation',
  breadcrumb: g.solutions.apiTengingar,
  hero: {
    title: `${g.solutions.apiTengingar} that make your systems talk`,
    text: 'Orders, invoices, bookings and customer details should never have to be keyed in twice. We connect your website to the systems your business runs on, so data flows between them automatically and securely.',
  },
  features: {
    title: 'Integrations across your business',
    text: 'We build and maintain integrations with the most common systems and custom-build the ones that are missing.',
    payments: {
      title: 'Payment gateways',
      text: 'Secure integration with payment gateways and card providers, so customers can pay directly on your website.',
    },
    accounting: {
      title: 'Accounting systems',
      text: 'Orders and invoices flow straight into your accounts, with no manual work or double entry.',
    },
    booking: {
      title: 'Booking systems',
      text: 'Available slots, bookings and confirmations sync between your website and booking system in real time.',
    },
    crm: {
      title: 'CRM systems',
      text: 'Inquiries and sign-ups from your website go straight into your CRM, so your sales team can follow up at once.',
    },
    shipping: {
      title: 'Shipping and inventory',
      text: 'Integrations with carriers and inventory systems keep track of shipments, tracking and stock levels.',
    },
    custom: {
      title: 'Custom REST and GraphQL APIs',
      text: 'We design and build new APIs and connect to any system, securely and with clear documentation.',
    },
  },
  process: {
    title: 'How we work',
    text: 'A clear process from the first analysis until the integration is up and running.',
    analysis: {
      title: 'Analysis',
      text: 'Together with you, we map your systems, data flows and business needs.',
    },
    design: {
      title: 'Integration design',
      text: 'We define which data goes where, when and how, with security and error handling built in from the start.',
    },
    build: {
      title: 'Build and test',
      text: 'The integration is developed and thoroughly tested in a staging environment before it touches live data.',
    },
    launch: {
      title: 'Launch and monitoring',
      text: 'We take the integration live, monitor it and respond if anything changes on the third-party side.',
    },
  },
  cta: {
    title: 'Which systems do you want to connect?',
    text: 'Tell us about your systems and we will send you a quote for an integration that saves time from day one.',
  },
};
