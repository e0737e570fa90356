import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.vefhysing,
  menuText: 'Fast, secure hosting with backups and monitoring',
  card: {
    title: g.solutions.vefhysing,
    text: 'Fast, secure hosting with backups, SSL certificates and round-the-clock monitoring.',
  },
  homeCard: {
    title: g.solutions.vefhysing,
    text: 'Fast, secure hosting with daily backups, SSL certificates and 99.9% uptime.',
  },
  metaTitle: `${g.solutions.vefhysing}\u00a0– fast, secure hosting for your website`,
  metaDescription:
    'Fast, secure web hosting from Hraun with 99.9% uptime, SSL certificates, daily backups and mailboxes. Plans from ISK 4,990 a month, excluding VAT. Order online.',
  metaKeywords: 'web hosting, hosting, WordPress hosting, SSL, backups, mailboxes, domain, server, uptime',
  breadcrumb: g.solutions.vefhysing,
  hero: {
    title: `${g.solutions.vefhysing} you can rely on`,
    text: 'Fast, secure and reliable hosting for websites and online stores. We look after the servers, security and backups so you can focus on your business.',
  },
  features: {
    title: 'Everything your website needs',
    text: 'Every hosting plan comes with a solid foundation and personal service.',
    speed: {
      title: 'Fast servers',
      text: 'Modern servers with SSD storage and caching that make your website load in an instant.',
    },
    uptime: {
      title: '99.9% uptime',
      text: 'We monitor our servers around the clock so your website is always available.',
    },
    security: {
      title: 'Security first',
      text: 'A free SSL certificate, a firewall and regular security updates protect your site and your customers’ data.',
    },
    backups: {
      title: 'Daily backups',
      text: 'Your website is backed up every day, and we can quickly restore an earlier version if something goes wrong.',
    },
    email: {
      title: 'Email on your own domain',
      text: 'Every plan includes mailboxes on your company domain, with spam filtering and webmail.',
    },
    support: {
      title: 'Personal support',
      text: 'Our specialists answer quickly and help you move your website over to us.',
    },
  },
  packages: {
    title: 'Hosting plans',
    text: 'Pick the plan that fits today. You can always upgrade as your website grows.',
    basic: {
      features: {
        mailboxes: '2 mailboxes',
      },
    },
    business: {
      features: {
        mailboxes: '5 mailboxes',
      },
    },
    enterprise: {
      features: {
        mailboxes: '10 mailboxes',
      },
    },
  },
  cta: {
    title: 'Move your website to hosting you can trust',
    text: 'Order hosting today. We set everything up and help you move your current website if needed.',
  },
};
