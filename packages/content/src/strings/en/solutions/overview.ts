import type { strings as source } from '../../is/solutions/overview';

export const strings: typeof source = {
  metaTitle: 'Solutions',
  metaDescription:
    'Ready-made and custom solutions for businesses: AI, booking and subscription systems, web shops, point of sale, WordPress, web hosting and business email.',
  metaKeywords:
    'solutions, AI, booking system, subscription system, web shop, ecommerce, point of sale, WordPress, web hosting, business email, site management, live chat, API integrations',
  breadcrumb: 'Solutions',
  hero: {
    title: 'Solutions that grow with your business',
    text: 'From booking systems and web shops to AI and hosting: we set up, connect and run the solutions your business needs, so you can focus on your customers.',
  },
  solutions: {
    title: 'Every solution in one place',
    text: 'Pick a solution to learn more. Each one can be tailored to your needs and connected to the systems you already use.',
    items: {
      ai: {
        title: 'Artificial intelligence',
        text: 'Chatbots, automation and data analysis that save time and lift your service.',
      },
      booking: {
        title: 'Booking system',
        text: 'Customers book and pay online, at any hour of the day or night.',
      },
      subscription: {
        title: 'Subscription system',
        text: 'Recurring payments, flexible plans and self-service for your customers.',
      },
      webshop: {
        title: 'Web shop',
        text: 'Online stores on WooCommerce or Shopify that sell well on every device.',
      },
      pos: {
        title: 'Point of sale',
        text: 'Checkout, inventory and your web shop in one connected system.',
      },
      wordpress: {
        title: 'WordPress',
        text: 'Flexible WordPress websites that are easy to update yourself.',
      },
      wordpressExpress: {
        title: 'WordPress Express',
        text: 'A fast, affordable route to a professional website built on a ready-made theme.',
      },
      hosting: {
        title: 'Web hosting',
        text: 'Fast, secure hosting with backups, SSL certificates and round-the-clock monitoring.',
      },
      email: {
        title: 'Business email',
        text: 'Professional addresses on your own domain, with strong spam protection.',
      },
      siteManagement: {
        title: 'Site management',
        text: 'We handle updates, security and content so your website is always in top shape.',
      },
      chat: {
        title: 'Live chat with AI',
        text: 'Answer customers instantly, with your team or an AI assistant that covers the chat around the clock.',
      },
      api: {
        title: 'API integrations',
        text: 'We connect your website to accounting, payment gateways, inventory and other systems.',
      },
    },
  },
  express: {
    title: 'A simple start with WordPress Express',
    text: 'Need a website fast? WordPress Express is an affordable option for smaller businesses that want a professional site without a long run-up.',
    name: 'WordPress Express',
    description: 'A professional website built on a ready-made theme, set up and ready to use in no time.',
    features: {
      pages: '10-15 pages',
      theme: 'Ready-made theme',
      responsive: 'Adapts to every screen size',
      editor: 'Easy to update the content yourself',
    },
  },
  cta: {
    title: "Let's find the right solution together",
    text: 'Tell us about your business and your goals. We will recommend a solution that fits and send you a quote, free of charge.',
  },
};
