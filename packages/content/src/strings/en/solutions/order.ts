import type { strings as source } from '../../is/solutions/order';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const strings: typeof source = {
  wordpressExpress: {
    metaTitle: 'Order WordPress Express',
    metaDescription:
      'Order WordPress Express or WooCommerce Express from Hraun. Choose a plan, fill in the form and we will contact you shortly to get your project under way.',
    metaKeywords: 'order a website, WordPress Express, WooCommerce Express, order an online store, WordPress website, fixed price',
    breadcrumb: 'Order',
    title: 'Order WordPress Express',
    intro: 'Choose a plan and fill in the form. Prices exclude VAT. We design and write the pages you launch with, and the plan has room for more that you add later. We will get back to you within 24 hours to go through the next steps.',
  },
  hosting: {
    metaTitle: 'Order web hosting',
    metaDescription:
      'Order fast, secure web hosting from Hraun. Choose a hosting plan, fill in the form and we will set up your hosting and help you move your website if needed.',
    metaKeywords: 'order web hosting, web hosting, hosting plan, WordPress hosting, mailboxes, SSL',
    breadcrumb: 'Order',
    title: 'Order web hosting',
    intro: 'Choose a hosting plan and fill in the form. We will set up your hosting, get in touch and help you move your current website if needed.',
  },
  packages: {
    wordpressExpress: {
      name: g.products.wordpressExpress,
      description: 'A clean, fast website for businesses that want to get online quickly.',
      features: {
        pages: '3 pages designed and written for launch, up to 5 in total',
        theme: 'Quality theme adapted to your brand',
        responsive: 'Works on phones, tablets and desktops',
        contactForm: 'Contact form',
        seo: 'Basic search engine setup',
        training: 'Training on the content management system',
      },
    },
    woocommerceExpress: {
      name: g.products.woocommerceExpress,
      description: 'A complete WordPress online store for businesses that want to start selling right away.',
      features: {
        pages: '5 pages designed and written for launch, up to 10 in total',
        shop: 'WooCommerce store set up',
        payments: 'Payment gateway integration',
        products: 'Product categories and first products set up',
        responsive: 'Works on phones, tablets and desktops',
        training: 'Training on running your store',
      },
    },
    hostingBasic: {
      name: g.tiers.basic,
      description: 'For smaller websites and brochure sites.',
      features: {
        disk: '10 GB disk space',
        traffic: '100 GB traffic',
        mailboxes: '5 mailboxes',
        ssl: 'Free SSL certificate',
        backups: 'Daily backups',
      },
    },
    hostingBusiness: {
      name: g.tiers.business,
      description: 'For growing company websites and online stores.',
      features: {
        disk: '50 GB disk space',
        traffic: '500 GB traffic',
        mailboxes: '20 mailboxes',
        ssl: 'Free SSL certificate',
        backups: 'Daily backups',
        staging: 'Staging environment for changes',
      },
    },
    hostingEnterprise: {
      name: g.tiers.enterprise,
      description: 'For large, high-traffic websites.',
      features: {
        disk: 'Unlimited disk space',
        traffic: 'Unlimited traffic',
        mailboxes: 'Unlimited mailboxes',
        ssl: 'Free SSL certificate',
        backups: 'Daily backups',
        priority: 'Priority support',
      },
    },
  },
};
