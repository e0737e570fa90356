import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.wordpress,
  menuText: 'Flexible websites that are easy to update',
  card: {
    title: g.solutions.wordpress,
    text: 'Flexible WordPress websites that are easy to update yourself.',
  },
  metaTitle: `${g.solutions.wordpress} websites`,
  metaDescription:
    'We build fast, secure WordPress websites that are easy to update. Choose WordPress Express or WooCommerce Express and get your website live in no time.',
  metaKeywords: 'WordPress, WordPress website, WordPress development, WooCommerce, WordPress Express, WooCommerce Express, web design, content management system',
  breadcrumb: g.solutions.wordpress,
  hero: {
    title: `${g.solutions.wordpress} websites that are easy to manage`,
    text: 'WordPress is the world’s most popular content management system. We build fast, secure and attractive WordPress websites that you can update without writing a line of code.',
  },
  features: {
    title: 'Why WordPress?',
    text: 'Six reasons WordPress is the right fit for most businesses.',
    items: {
      editor: {
        title: 'Easy to update',
        text: 'Add pages, news and images in a simple dashboard, without calling a developer.',
      },
      plugins: {
        title: 'Thousands of plugins',
        text: 'Bookings, forms, newsletters and much more, with plugins that millions of websites rely on every day.',
      },
      seo: {
        title: 'A solid foundation for SEO',
        text: 'Clean code, good speed and powerful SEO tools help your website climb the Google rankings.',
      },
      responsive: {
        title: 'Works on every device',
        text: 'Your website adapts automatically to phones, tablets and computers.',
      },
      security: {
        title: 'Security and updates',
        text: 'We take care of updates, backups and security monitoring so your website stays well protected.',
      },
      woocommerce: {
        title: 'Online store with WooCommerce',
        text: 'Add an online store to your site at any time with WooCommerce, without switching platforms.',
      },
    },
  },
  packages: {
    title: 'Express plans',
    text: 'Fixed-price plans for businesses that want to get started quickly. We design and write the pages your site launches with. Prices exclude VAT and are paid once.',
    items: {
      wordpressExpress: {
        name: g.products.wordpressExpress,
      },
      woocommerceExpress: {
        name: g.products.woocommerceExpress,
      },
    },
  },
  cta: {
    title: 'Need a custom WordPress website?',
    text: 'If the Express plans aren’t enough, we’ll build a WordPress website around your needs. Get a free, no-\u2060obligation quote.',
  },
};
