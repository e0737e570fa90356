import type { is } from './is';
import { carePlanTexts } from '../../../carePlans';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.vefumsjon,
  menuText: 'Updates, security and content, handled for you',
  card: {
    title: g.solutions.vefumsjon,
    text: 'We handle updates, security and content so your website is always in top shape.',
  },
  metaTitle: `${g.solutions.vefumsjon}\u00a0– updates, security and content`,
  metaDescription:
    'Website management from Hraun: updates, security monitoring, backups and content management in fixed monthly plans. We look after your site so you can relax.',
  metaKeywords: 'website maintenance, website management, WordPress maintenance, security updates, backups, monitoring, content management, care plan',
  breadcrumb: g.solutions.vefumsjon,
  hero: {
    title: `${g.solutions.vefumsjon}: we take care of your site`,
    text: 'A website needs regular care to stay fast, secure and up to date. With one of our care plans your site is in safe hands, and help is there whenever you need it.',
  },
  features: {
    title: `What ${g.solutions.vefumsjon.toLowerCase()} includes`,
    text: 'We work proactively, so small issues never turn into big ones.',
    updates: {
      title: 'Regular updates',
      text: 'Your CMS, plugins and themes are updated regularly and tested before any change goes live.',
    },
    security: {
      title: 'Security monitoring',
      text: 'We watch your site for malware and intrusion attempts and act at once if anything comes up.',
    },
    backups: {
      title: 'Backup and restore',
      text: 'Regular backups are stored off the server, so your site can be restored quickly.',
    },
    monitoring: {
      title: 'Uptime monitoring',
      text: 'Automated monitoring alerts us the moment your site goes down, often before you notice.',
    },
    reports: {
      title: 'Monthly reports',
      text: 'You get an overview of updates, uptime and the work done on your site each month.',
    },
    content: {
      title: 'Content management',
      text: 'We publish news, images and new pages for you, so your website always feels fresh.',
    },
  },
  packages: {
    title: 'Care plans',
    text: 'Choose the level of care that suits your website. Prices are per month, excluding 24% Icelandic VAT.',
    ...carePlanTexts('en'),
  },
  specialist: {
    title: 'Specialist services',
    text: 'Alongside our care plans we offer well-defined projects that our specialists carry out as needed.',
    securityAudit: {
      title: 'Security audit',
      text: 'A thorough review of your site’s security, vulnerabilities and access controls, with clear recommendations for improvement.',
    },
    performance: {
      title: 'Speed optimization',
      text: 'We find out what slows your site down and cut loading times, for a better experience and stronger search rankings.',
    },
    migration: {
      title: 'Migration and upgrades',
      text: 'We move your site between servers or platforms and update outdated components without disrupting your business.',
    },
  },
  cta: {
    title: 'Want to know what your website needs?',
    text: 'Contact us and we will review your website with you, or get a quote for a care plan right away.',
  },
};
