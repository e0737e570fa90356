import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.wordpressExpress,
  menuText: 'A professional website, fast and affordable',
  card: {
    title: g.solutions.wordpressExpress,
    text: 'A fast, affordable route to a professional website built on a ready-made theme.',
  },
  homeCard: {
    title: g.solutions.wordpressExpress,
    text: 'A professional WordPress website at a fixed price, ready in no time.',
  },
  metaTitle: `${g.solutions.wordpressExpress}\u00a0– your website live in days`,
  metaDescription:
    'WordPress Express by Hraun: a professional WordPress website or WooCommerce store at a fixed price, ready in a matter of days. Pick a plan and order online.',
  metaKeywords: 'WordPress Express, WooCommerce Express, WordPress website, affordable website, online store, fixed price, web development',
  breadcrumb: g.solutions.wordpressExpress,
  hero: {
    title: `${g.solutions.wordpressExpress}: a new website in days`,
    text: 'A professional WordPress website or WooCommerce store at a fixed price. Choose a plan, send us your content and we take care of the rest, quickly and with no surprise costs.',
  },
  packages: {
    title: 'Choose your Express plan',
    text: 'Two plans at a fixed price, excluding VAT and paid once. We design and write the pages you launch with, and you add more whenever you like, up to the total the plan holds.',
    wordpressExpress: {
      features: {
      },
    },
    woocommerceExpress: {
      features: {
      },
    },
  },
  benefits: {
    title: 'Why WordPress Express?',
    fast: {
      title: 'Fast delivery',
      text: 'We follow a tried-and-true process, so your website goes live in days, not months.',
    },
    fixedPrice: {
      title: 'Fixed price',
      text: 'You know the price from the start. No hidden items and no invoices that come as a surprise.',
    },
    quality: {
      title: 'Professional craft',
      text: 'The same team that builds our larger websites builds your Express site, with a focus on speed, security and great design.',
    },
    control: {
      title: 'You stay in control',
      text: 'WordPress is easy to use: you update text, images and products yourself and can grow the site whenever you need to.',
    },
  },
  cta: {
    title: 'Get your website live',
    text: 'Choose a plan, fill in the order form and we will contact you shortly to begin the project.',
  },
};
