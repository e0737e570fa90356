import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.netverslun,
  menuText: 'Online stores on WooCommerce or Shopify',
  card: {
    title: g.solutions.netverslun,
    text: 'Online stores on WooCommerce or Shopify that sell well on every device.',
  },
  homeCard: {
    title: g.solutions.netverslun,
    text: 'WooCommerce or Shopify stores with payment gateways, inventory management and accounting integration.',
  },
  metaTitle: g.solutions.netverslun,
  metaDescription:
    'We build WooCommerce and Shopify online stores that sell on every device, with secure payments, inventory management and links to accounting and shipping.',
  metaKeywords: 'online store, ecommerce, WooCommerce, Shopify, online store setup, payment gateway, inventory management',
  breadcrumb: g.solutions.netverslun,
  hero: {
    title: 'An online store that sells around the clock',
    text: 'We design and build online stores on WooCommerce and Shopify that are fast, secure and easy to run, so your customers make it all the way to checkout.',
  },
  features: {
    title: 'Everything a great online store needs',
    text: 'From product pages to payment and delivery: we take care of the whole picture.',
    items: {
      design: {
        title: 'Design that sells',
        text: 'Clear product presentation and a simple checkout that works just as well on a phone as on a computer.',
      },
      payments: {
        title: 'Secure payments',
        text: 'Payment gateways for card payments, bank transfers and installment plans.',
      },
      inventory: {
        title: 'Products and inventory',
        text: 'Manage products, variants and stock levels in one place, and get an alert when stock runs low.',
      },
      shipping: {
        title: 'Shipping and delivery',
        text: 'Home delivery, package lockers or in-store pickup, with shipping labels created automatically.',
      },
      seo: {
        title: 'SEO',
        text: 'Product pages that get found on Google, with the right metadata, good speed and a clear structure.',
      },
      analytics: {
        title: 'Sales analytics',
        text: 'Keep track of sales, abandoned carts and your best-selling products.',
      },
    },
  },
  platforms: {
    title: 'WooCommerce or Shopify?',
    items: {
      woocommerce: {
        title: 'WooCommerce',
        text: 'An open, flexible platform built on WordPress for businesses that want full control of their store.',
        bullets: {
          ownership: 'You fully own your website and your data',
          noFees: 'No monthly fees or sales commission to a software vendor',
          custom: 'Almost unlimited scope for custom development',
          plugins: 'Thousands of plugins for payments, shipping and marketing',
          content: 'WordPress’s powerful content and blogging tools included',
        },
      },
      shopify: {
        title: 'Shopify',
        text: 'A hosted all-in-one platform that is quick to set up and easy to run day to day.',
        bullets: {
          hosted: 'Hosting, security and updates included',
          fast: 'Your store goes live quickly',
          easy: 'A simple admin that is easy to learn',
          apps: 'A wide choice of apps in the Shopify App Store',
          channels: 'Sell on social media and in store from the same system',
        },
      },
    },
  },
  comparison: {
    title: 'WooCommerce and Shopify compared',
    columns: {
      feature: 'Feature',
      woocommerce: 'WooCommerce',
      shopify: 'Shopify',
    },
    rows: {
      price: {
        label: 'Monthly price',
        woocommerce: 'No monthly fee',
        shopify: '$29–$299 per month',
      },
      salesFee: {
        label: 'Sales fee',
        woocommerce: 'None',
        shopify: '0.5–2% of sales',
      },
      hosting: {
        label: 'Web hosting',
        woocommerce: 'You choose the hosting (we can handle it for you)',
        shopify: 'Included in the monthly price',
      },
      setup: {
        label: 'Setup',
        woocommerce: 'Requires more setup',
        shopify: 'Quick and simple',
      },
      customization: {
        label: 'Customization',
        woocommerce: 'Almost unlimited',
        shopify: 'Limited to themes and apps',
      },
      ownership: {
        label: 'Data ownership',
        woocommerce: 'Entirely yours',
        shopify: 'Data hosted by Shopify',
      },
      bestFor: {
        label: 'Best for',
        woocommerce: 'Stores that want flexibility and full control',
        shopify: 'Stores that want simple operations and a fast start',
      },
    },
  },
  cta: {
    title: 'Open your online store',
    text: 'Tell us about your products and your goals. We’ll help you choose between WooCommerce and Shopify and send you a quote.',
  },
};
