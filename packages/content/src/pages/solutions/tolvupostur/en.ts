import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.tolvupostur,
  menuText: 'Professional email on your own domain',
  card: {
    title: g.solutions.tolvupostur,
    text: 'Professional addresses on your own domain, with strong spam protection.',
  },
  metaTitle: 'Business email\u00a0– professional email on your own domain',
  metaDescription:
    'Professional email on your company domain from Hraun: strong spam protection, sync across all your devices and shared calendars. Plans from ISK 990 a month.',
  metaKeywords: 'business email, company email, email on your domain, mailboxes, spam protection, webmail, calendar, mail server',
  breadcrumb: g.solutions.tolvupostur,
  hero: {
    title: 'Email that just works',
    text: 'Professional, secure email on your company domain. We set up the mailboxes, move your old mail and make sure your messages get through, wherever you are.',
  },
  features: {
    title: 'Email for the modern business',
    text: 'Everything your team needs to communicate securely and professionally.',
    domain: {
      title: 'Addresses on your own domain',
      text: 'Addresses like name@yourcompany.com build trust and strengthen your brand with every message.',
    },
    spam: {
      title: 'Spam and virus protection',
      text: 'Powerful filtering stops spam, phishing and malware before they reach the inbox.',
    },
    sync: {
      title: 'Sync across all devices',
      text: 'Your mail is the same on your phone, tablet and computer, whether you use Outlook, Apple Mail or webmail.',
    },
    calendar: {
      title: 'Calendars and contacts',
      text: 'Shared calendars and contact lists make it easy for your team to plan meetings and projects.',
    },
    migration: {
      title: 'Hassle-free migration',
      text: 'We bring over your existing mail, folders and contacts without losing a thing.',
    },
    support: {
      title: 'Help when you need it',
      text: 'Our team helps you set up your devices and answers your questions quickly.',
    },
  },
  packages: {
    title: 'Email plans',
    text: 'Choose a plan based on how much storage you need. Prices are per month.',
    basic: {
      name: g.tiers.basic,
      description: 'For freelancers and small businesses.',
      features: {
        storage: '10 GB storage',
        domain: 'Addresses on your own domain',
        spam: 'Spam and virus protection',
        webmail: 'Webmail and mobile access',
      },
    },
    business: {
      name: g.tiers.business,
      description: 'For teams that work together every day.',
      features: {
        storage: '50 GB storage',
        domain: 'Addresses on your own domain',
        spam: 'Spam and virus protection',
        webmail: 'Webmail and mobile access',
        calendar: 'Shared calendars and contacts',
      },
    },
    enterprise: {
      name: g.tiers.enterprise,
      description: 'For companies with high mail volumes and demanding requirements.',
      features: {
        storage: '100 GB storage',
        domain: 'Addresses on your own domain',
        spam: 'Spam and virus protection',
        webmail: 'Webmail and mobile access',
        calendar: 'Shared calendars and contacts',
        archive: 'Mail backup and long-term archiving',
      },
    },
  },
  cta: {
    title: 'Give your team professional email',
    text: 'Tell us how many mailboxes you need and we will send you a quote right away.',
  },
};
