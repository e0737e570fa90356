import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.services.vidhald,
  card: {
    title: g.services.vidhald,
    text: 'Updates, backups and round-the-clock monitoring that keep your site secure and running.',
  },
  homeCard: {
    title: g.services.vidhald,
    text: 'Updates, backups and monitoring that keep your website secure and in top shape.',
  },
  metaTitle: g.services.vidhald,
  metaDescription:
    'Website maintenance and security: updates, backups, security monitoring and speed tuning. Hraun keeps your site safe and running while you run your business.',
  metaKeywords: 'website maintenance, web security, backups, updates, WordPress maintenance, uptime monitoring',
  breadcrumb: g.services.vidhald,
  hero: {
    title: 'A secure site that just keeps working',
    text: 'We handle updates, backups and monitoring so your site stays fast, secure and available around the clock.',
  },
  features: {
    title: 'What maintenance covers',
    items: {
      updates: {
        title: 'Regular updates',
        text: 'Core, plugins and themes updated regularly and tested before they go live.',
      },
      backups: {
        title: 'Backups',
        text: 'Daily backups stored off-site, so your site can be restored in minutes.',
      },
      security: {
        title: 'Security monitoring',
        text: 'Firewall, malware scanning and monitoring that stop attacks before they do damage.',
      },
      uptime: {
        title: 'Uptime monitoring',
        text: 'We are alerted the moment your site goes down and respond right away.',
      },
      performance: {
        title: 'Speed optimization',
        text: 'Regular checks and tuning keep your site fast.',
      },
      support: {
        title: 'Help and changes',
        text: 'Our service desk helps with smaller changes and answers your questions.',
      },
    },
  },
  process: {
    title: 'How we look after your site',
    steps: {
      audit: {
        title: 'Health check',
        text: 'We review your site, hosting and security, and fix anything urgent.',
      },
      plan: {
        title: 'Maintenance plan',
        text: 'We set up a schedule of updates, backups and monitoring that suits your site.',
      },
      monitoring: {
        title: 'Round-the-clock monitoring',
        text: 'Automated monitoring watches speed, security and uptime day and night.',
      },
      report: {
        title: 'Monthly report',
        text: 'You receive a summary of the work done and suggestions for next steps.',
      },
    },
  },
  cta: {
    title: 'Let us look after your site',
    text: 'Contact us to talk about maintenance, or get a quote tailored to your site.',
  },
};
