import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.services.vefsidugerd,
  card: {
    title: g.services.vefsidugerd,
    text: 'Fast, secure, mobile-friendly websites, built from scratch or on a proven content management system.',
  },
  homeCard: {
    title: g.services.vefsidugerd,
    text: 'Fast, secure, mobile-friendly websites that are built to perform and easy to keep up to date.',
  },
  metaTitle: g.services.vefsidugerd,
  metaDescription:
    'Web development for businesses: responsive, fast and secure websites, optimized for search engines and tailored to your needs. Get a quote from Hraun today.',
  metaKeywords:
    'web development, website design and build, business websites, WordPress, headless CMS, responsive website',
  breadcrumb: g.services.vefsidugerd,
  hero: {
    title: 'Websites built to perform',
    text:
      'We build fast, secure and user-friendly websites that look great on every device and help your business grow.',
  },
  features: {
    title: 'Everything a good website needs',
    items: {
      responsive: {
        title: 'Responsive design',
        text: 'Your site adapts to every screen size, from phones to large desktop displays.',
      },
      seo: {
        title: 'Search engine friendly',
        text: 'Clean code, sound structure and metadata that help Google find you.',
      },
      fast: {
        title: 'Fast loading',
        text: 'Optimized images, caching and lean code make every page load in an instant.',
      },
      secure: {
        title: 'Secure',
        text: 'SSL certificates, regular updates and backups protect your site and your customers’ data.',
      },
      custom: {
        title: 'Tailored to you',
        text: 'No one-size-fits-all templates: your site is designed around your brand and your business.',
      },
      support: {
        title: 'Ongoing support',
        text: 'We stay with you after launch, with help, updates and new features whenever you need them.',
      },
    },
  },
  platforms: {
    title: 'The right platform for the job',
    text: 'We choose technology by need, not habit. These are the three routes we take most often.',
    items: {
      open: {
        title: 'Open-source platforms',
        text: 'Proven, widely used content management systems that are easy to update and extend.',
        bullets: {
          wordpress: 'WordPress with a custom theme',
          woocommerce: 'Online stores with WooCommerce',
          plugins: 'Plugins chosen with security in mind',
        },
      },
      headless: {
        title: 'Headless CMS',
        text: 'Content is decoupled from the front end, giving top speed and the freedom to publish it anywhere.',
        bullets: {
          cms: 'Content managed in Sanity, Contentful or Strapi',
          frontend: 'Front end in Next.js or Astro',
          channels: 'One source of content for web, apps and screens',
        },
      },
      databases: {
        title: 'Databases',
        text: 'Secure, scalable databases for sites that store and process data.',
        bullets: {
          relational: 'Relational: PostgreSQL and MySQL',
          document: 'Document stores: MongoDB',
          backups: 'Automatic backups and encryption',
        },
      },
    },
  },
  cta: {
    title: 'Let’s build your new website',
    text: 'Tell us about your business and goals, and we will send you a no-\u2060obligation quote.',
  },
};
