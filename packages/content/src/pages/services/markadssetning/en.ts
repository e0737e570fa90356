import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.services.markadssetning,
  card: {
    title: g.services.markadssetning,
    text: 'Social media, advertising and content that reach the right customers at the right time.',
  },
  homeCard: {
    title: g.services.markadssetning,
    text: 'Digital marketing on social media and search engines that delivers measurable results.',
  },
  metaTitle: g.services.markadssetning,
  metaDescription:
    'Online marketing for businesses: social media, advertising, content and email. Monthly plans from Hraun that deliver measurable results for your brand.',
  metaKeywords: 'digital marketing, social media marketing, online advertising, content marketing, email marketing',
  breadcrumb: g.services.markadssetning,
  hero: {
    title: 'Marketing that reaches the right customers',
    text: 'We plan, produce and measure your online marketing so your budget goes further.',
  },
  features: {
    title: 'All your marketing in one place',
    items: {
      social: {
        title: 'Social media',
        text: 'Content and community management on Facebook, Instagram and LinkedIn that builds a loyal following.',
      },
      ads: {
        title: 'Online advertising',
        text: 'Targeted Google and social ads with clear return-on-investment tracking.',
      },
      content: {
        title: 'Content creation',
        text: 'Articles, images and video that grab attention and tell your brand’s story.',
      },
      email: {
        title: 'Email marketing',
        text: 'Newsletters and automated emails that keep customers engaged.',
      },
      strategy: {
        title: 'Marketing strategy',
        text: 'A clear plan for audiences, messages and channels before any budget is spent.',
      },
      reporting: {
        title: 'Tracking and reporting',
        text: 'A monthly report that shows what worked and what could be better.',
      },
    },
  },
  packages: {
    title: 'Marketing plans',
    text: 'Choose the plan that fits your ambitions. All prices are per month.',
    items: {
      basic: {
        name: g.tiers.basic,
        description: 'A solid foundation for businesses that want a steady social media presence.',
        features: {
          posts: '8 posts per month',
          channels: 'Two social media channels',
          calendar: 'Monthly content calendar',
          report: 'Monthly report',
        },
      },
      pro: {
        name: g.tiers.pro,
        description: 'For businesses ready to grow fast with content and advertising.',
        features: {
          posts: '15 posts per month',
          channels: 'Three social media channels',
          ads: 'Google and social ad management',
          newsletter: 'One newsletter per month',
          report: 'Monthly report and review meeting',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'A complete marketing team on demand for larger organizations.',
        features: {
          posts: 'Unlimited posts',
          channels: 'All major social media channels',
          campaigns: 'Campaigns across all channels',
          video: 'Video production for social media',
          manager: 'Dedicated account manager and weekly meetings',
        },
      },
    },
  },
  cta: {
    title: 'Let’s get you noticed',
    text: 'Tell us about your audience and goals, and we will recommend the right approach.',
  },
};
