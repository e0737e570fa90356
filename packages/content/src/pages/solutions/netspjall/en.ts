import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.solutions.netspjall,
  menuText: 'Instant answers from your team or an AI assistant',
  card: {
    title: g.solutions.netspjall,
    text: 'Answer customers instantly, with your team or an AI assistant that covers the chat around the clock.',
  },
  metaTitle: `${g.solutions.netspjall}\u00a0– answer your customers instantly`,
  metaDescription:
    'AI chat from Hraun: answer visitors around the clock and take the load off your staff. Plans from ISK 14,950 a month, excluding 24% Icelandic VAT.',
  metaKeywords: 'website chat, chatbot, AI, AI chatbot, customer service, chat widget, chat agents, customer support',
  breadcrumb: g.solutions.netspjall,
  hero: {
    title: g.solutions.netspjall,
    text: 'Answer your visitors’ questions the moment they arise. An AI chatbot handles the most common questions around the clock, and your team steps in whenever it is needed.',
  },
  features: {
    title: 'Smarter chat on your website',
    text: 'Everything you need to deliver fast, personal service online.',
    liveChat: {
      title: 'Real-time chat',
      text: 'A chat window styled to match your website, where visitors reach your team with a single click.',
    },
    aiBot: {
      title: 'AI chatbot',
      text: 'The chatbot learns from your website content and frequently asked questions and answers naturally, day and night.',
    },
    handover: {
      title: 'Smooth handover to your team',
      text: 'When a question needs a human touch, the conversation passes to an agent together with the full chat history.',
    },
    languages: {
      title: 'Many languages',
      text: 'The chat understands and replies in English, Icelandic and many other languages, so every visitor is served.',
    },
    integrations: {
      title: 'Connects to your systems',
      text: 'Link the chat to your CRM, booking system or online store so answers are based on the right information.',
    },
    insights: {
      title: 'Conversation insights',
      text: 'See what customers ask about most and use those insights to improve your website and service.',
    },
  },
  packages: {
    title: 'Chat plans',
    text: 'Choose a plan that fits the size of your team. Prices are per month, excluding 24% Icelandic VAT.',
    basic: {
      name: g.tiers.basic,
      description: 'Real-time chat for smaller businesses.',
      features: {
        agents: '1 agent',
        widget: 'Chat window in your website’s style',
        history: 'Chat history and notifications',
        devices: 'Reply from your phone or computer',
      },
    },
    business: {
      name: g.tiers.business,
      description: 'Your team and AI, working together.',
      features: {
        agents: '3 agents',
        aiBot: 'AI chatbot',
        widget: 'Chat window in your website’s style',
        history: 'Chat history and notifications',
        reports: 'Conversation reports',
      },
    },
    enterprise: {
      name: g.tiers.enterprise,
      description: 'For large service teams and high chat volumes.',
      features: {
        agents: 'Unlimited agents',
        aiBot: 'AI chatbot',
        training: 'Chatbot trained on your own data',
        integrations: 'Integration with your CRM and other systems',
        priority: 'Priority support',
      },
    },
  },
  benefits: {
    title: 'The benefits of chat',
    availability: {
      title: 'Open around the clock',
      text: 'Visitors get answers right away, even in the evening and on weekends when the office is closed.',
    },
    sales: {
      title: 'More business opportunities',
      text: 'Quick answers at the right moment turn more visits into inquiries and sales.',
    },
    savings: {
      title: 'Less pressure on your staff',
      text: 'AI answers the repetitive questions so your team can focus on the more complex cases.',
    },
    satisfaction: {
      title: 'Happier customers',
      text: 'No one has to wait on the phone or for an email reply. Service becomes faster and more personal.',
    },
  },
  cta: {
    title: 'Add chat to your website',
    text: 'We set up the chat, train the chatbot on your content and take it live. Get a quote today.',
  },
};
