import type { Strings } from '../schema';

export const home: Strings['home'] = {
  metaTitle: 'A web agency for businesses',
  metaDescription:
    'We design and build fast, secure and accessible websites, online shops and custom solutions that deliver real results for businesses. Get a quote today.',
  metaKeywords: 'web agency, web development, web design, online store, web hosting, SEO, Iceland',
  breadcrumb: 'Home',
  hero: {
    title: 'Websites that work for your business',
    text: 'Hraun designs, builds and runs websites, online shops and custom solutions for businesses. We take care of the technology so you can focus on running your company.',
    primary: 'Get a quote',
    secondary: 'Explore our services',
  },
  stats: {
    clients: 'Happy clients',
    projects: 'Projects',
    uptime: 'Uptime',
    /** The uptime figure, written the way the language writes a percentage. */
    uptimeValue: '99.9%',
    support: 'Support',
  },
  logos: {
    title: 'Trusted by businesses in Iceland, Denmark and Spain',
  },
  services: {
    title: 'Our services',
    text: 'Everything your website needs, from the first idea to day-to-day operation.',
    items: {
      webDevelopment: {
        title: 'Web development',
        text: 'Fast, secure, mobile-friendly websites that are built to perform and easy to keep up to date.',
      },
      webDesign: {
        title: 'Web design',
        text: 'User-centered design that reflects your brand and guides every visitor to the right next step.',
      },
      programming: {
        title: 'Web programming',
        text: 'Custom solutions, integrations and systems built with modern technology that grow with your business.',
      },
      marketing: {
        title: 'Marketing',
        text: 'Digital marketing on social media and search engines that delivers measurable results.',
      },
      seo: {
        title: 'Search engine optimization',
        text: 'We raise your visibility on Google with technical optimization, content work and regular follow-up.',
      },
      maintenance: {
        title: 'Maintenance and security',
        text: 'Updates, backups and monitoring that keep your website secure and in top shape.',
      },
    },
  },
  solutions: {
    title: 'Solutions that work',
    text: 'Ready-made and tailored solutions that save time and grow revenue.',
    items: {
      ecommerce: {
        title: 'Online store',
        text: 'WooCommerce or Shopify stores with payment gateways, inventory management and accounting integration.',
      },
      booking: {
        title: 'Booking system',
        text: 'Round-the-clock online booking for hotels, car rentals, salons and restaurants, with automatic reminders.',
      },
      ai: {
        title: 'Artificial intelligence',
        text: 'Chatbots, automation and smart analytics that save time and improve customer service.',
      },
      wordpressExpress: {
        title: 'WordPress Express',
        text: 'A professional WordPress website at a fixed price, ready in no time.',
      },
      hosting: {
        title: 'Web hosting',
        text: 'Fast, secure hosting with daily backups, SSL certificates and 99.9% uptime.',
      },
      api: {
        title: 'API integrations',
        text: 'We connect your website to the accounting, inventory, payment and other systems you already use.',
      },
    },
  },
  cta: {
    title: 'Ready for the next step?',
    text: 'Tell us about your project and we will send you a quote within two working days.',
    button: 'Get a quote',
  },
};
