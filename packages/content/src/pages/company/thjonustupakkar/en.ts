import type { is } from './is';
import { carePlanTexts } from '../../../carePlans';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.pages.thjonustupakkar,
  metaTitle: 'Care plans',
  metaDescription:
    'Hraun care plans bundle hosting, security updates, daily backups and round-the-clock monitoring into one monthly fee. Choose the plan that suits your website.',
  metaKeywords: 'care plans, website maintenance, website management, hosting, security updates, backups',
  breadcrumb: g.pages.thjonustupakkar,
  hero: {
    title: 'Your website in safe hands',
    text: 'With a care plan we handle hosting, updates, backups and monitoring, so you can focus on your business. One fixed monthly fee, no surprises.',
  },
  included: {
    title: 'Included in every plan',
    text: 'Every plan comes with the same solid foundation.',
    items: {
      hosting: {
        title: 'Hosting and SSL certificate',
        text: 'Fast hosting on secure servers, with an SSL certificate that renews automatically.',
      },
      updates: {
        title: 'Security updates',
        text: 'We update your CMS, plugins and themes regularly and test your website afterwards.',
      },
      backups: {
        title: 'Daily backups',
        text: 'Your website and database are backed up every day and stored in a separate location.',
      },
      monitoring: {
        title: 'Round-the-clock monitoring',
        text: 'We keep an eye on your website’s uptime and speed and step in right away if anything goes wrong.',
      },
    },
  },
  plans: {
    title: 'Choose your plan',
    text: 'A fixed monthly fee, and you can move up a plan at any time as your website grows.',
    packages: carePlanTexts('en'),
  },
  cta: {
    title: 'Not sure which plan is right?',
    text: 'We will review your website with you and recommend the right level of care, with no obligation.',
  },
};
