import type { strings as source } from '../../is/services/overview';

export const strings: typeof source = {
  metaTitle: 'Our services',
  metaDescription:
    'Web development, design, programming, consulting, marketing, SEO, analytics and maintenance. Hraun takes care of your website from idea to daily operation.',
  metaKeywords:
    'web development, web design, web programming, digital consulting, digital marketing, SEO, web analytics, website maintenance',
  breadcrumb: 'Services',
  hero: {
    title: 'Services that cover your whole website',
    text:
      'From the first sketch to day-to-day operation, Hraun handles everything your website needs: design, development, marketing, analytics and maintenance.',
  },
  links: {
    title: 'What can we do for you?',
    text: 'Choose a service to see how we work and what is included.',
    items: {
      webDevelopment: {
        title: 'Web development',
        text: 'Fast, secure, mobile-friendly websites, built from scratch or on a proven content management system.',
      },
      webDesign: {
        title: 'Web design',
        text: 'Clear, attractive design that reflects your brand and guides visitors to the next step.',
      },
      programming: {
        title: 'Web programming',
        text: 'Custom web applications, integrations and features that off-the-shelf tools cannot handle.',
      },
      consulting: {
        title: 'Consulting',
        text: 'Independent advice on digital strategy, technology choices and priorities.',
      },
      marketing: {
        title: 'Digital marketing',
        text: 'Social media, advertising and content that reach the right customers at the right time.',
      },
      seo: {
        title: 'Search engine optimization',
        text: 'Higher Google rankings through technical optimization, quality content and trusted links.',
      },
      analytics: {
        title: 'Analytics',
        text: 'Clear dashboards and reports that show what works and where the opportunities are.',
      },
      maintenance: {
        title: 'Maintenance and security',
        text: 'Updates, backups and round-the-clock monitoring that keep your site secure and running.',
      },
    },
  },
  cta: {
    title: 'Have a project in mind?',
    text: 'Tell us about your goals and we will put together a proposal that fits your needs and budget.',
  },
};
