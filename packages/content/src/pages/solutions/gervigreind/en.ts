import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.gervigreind,
  menuText: 'Chatbots, automation and data analysis',
  card: {
    title: g.solutions.gervigreind,
    text: 'Chatbots, automation and data analysis that save time and improve your service.',
  },
  homeCard: {
    title: g.solutions.gervigreind,
    text: 'Chatbots, automation and smart analytics that save time and improve customer service.',
  },
  metaTitle: g.solutions.gervigreind,
  metaDescription:
    'AI for businesses: chatbots, automation, data analysis and content creation. We find the opportunities, build the solution and connect it to your systems.',
  metaKeywords: 'AI, AI solutions, chatbot, automation, data analysis, language models, smart search, AI consulting, AI implementation',
  breadcrumb: g.solutions.gervigreind,
  hero: {
    title: 'AI that works for you',
    text: 'We help businesses put AI to practical use: answering customers faster, automating repetitive work and getting more out of their data.',
  },
  solutions: {
    title: 'How AI can help your business',
    text: 'Six ways to make AI deliver real results in your day-to-day operations.',
    items: {
      chatbots: {
        title: 'Chatbots and virtual assistants',
        text: 'A chatbot that answers common questions on your website around the clock, in English and many other languages.',
      },
      automation: {
        title: 'Process automation',
        text: 'AI takes over repetitive tasks such as sorting inquiries, entering data and processing documents.',
      },
      analytics: {
        title: 'Data analysis and forecasting',
        text: 'Spot patterns in your sales and operational data and see demand coming before it arrives.',
      },
      content: {
        title: 'Content creation',
        text: 'Write product descriptions, newsletters and social posts faster, in your own style and tone of voice.',
      },
      search: {
        title: 'Smart search',
        text: 'Search that understands what people mean and finds the right products, documents and answers in your data.',
      },
      integration: {
        title: 'Integration with your systems',
        text: 'We connect AI to your website, CRM, accounting and the other tools you already use.',
      },
    },
  },
  offers: {
    title: 'Options to fit your business',
    text: 'Three ways to get started, whether you’re taking your first steps or bringing AI into every part of the business.',
    items: {
      assistant: {
        title: 'AI assistant for your website',
        text: 'A chatbot trained on your content that answers customers instantly, whenever they get in touch.',
        features: {
          training: 'Trained on your website, documents and FAQs',
          languages: 'Answers in English, Icelandic and other languages',
          availability: 'Available 24/7, every day of the year',
          handover: 'Hands complex cases over to your team',
          leads: 'Collects inquiries and contact details',
          design: 'Look and feel matched to your brand',
          reports: 'Monthly report on questions and answers',
        },
      },
      automation: {
        title: 'Automation and workflows',
        text: 'We map your workflows and let AI take over the time-consuming, repetitive work.',
        features: {
          mapping: 'Review of workflows and improvement opportunities',
          email: 'Automatic sorting and answering of email',
          documents: 'Reading and processing of invoices and documents',
          dataEntry: 'Automatic data entry into your systems',
          integrations: 'Connections to CRM, accounting and other systems',
          monitoring: 'Monitoring and alerts if anything goes wrong',
          training: 'Training and onboarding for your staff',
        },
      },
      custom: {
        title: 'Custom AI solution',
        text: 'For businesses that want a solution built around their own data and needs, from idea to live operation.',
        features: {
          workshop: 'Workshop on opportunities and priorities',
          roadmap: 'Strategy and implementation roadmap',
          data: 'Data preparation and cleanup',
          models: 'Choice of language model, adapted to your data',
          privacy: 'Security and privacy in line with GDPR',
          integration: 'Integration with your existing systems',
          operation: 'Operation, monitoring and continuous improvement',
        },
      },
    },
  },
  cta: {
    title: 'Where could AI help you?',
    text: 'Tell us about your business and we’ll show you where AI can save time and grow revenue. The quote is free of charge.',
  },
};
