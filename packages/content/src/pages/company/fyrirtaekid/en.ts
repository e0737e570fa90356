import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('en');

export const en: typeof is = {
  nav: g.pages.fyrirtaekid,
  metaTitle: g.pages.fyrirtaekid,
  metaDescription:
    'Hraun is a web agency founded in Reykjavík in 2006, with offices in Copenhagen and Barcelona today. Learn about our story, our values and our milestones.',
  metaKeywords: 'about Hraun, web agency, history, values, Reykjavík, Copenhagen, Barcelona',
  breadcrumb: g.pages.fyrirtaekid,
  hero: {
    title: 'We build websites that matter',
    text: 'Since 2006 we have helped businesses grow online. Today our team works from Reykjavík, Copenhagen and Barcelona.',
  },
  history: {
    title: 'Our story',
    paragraphs: {
      founding:
        'Hraun was founded in Reykjavík in 2006 with a single goal: to build websites as solid as the lava Iceland stands on (hraun is Icelandic for lava). In the early years we worked for Icelandic companies and institutions, and from day one we focused on careful craftsmanship, clear communication and long-term relationships with our clients.',
      copenhagen:
        'As more of our work came from across the Nordics, we opened an office in Copenhagen in 2015. From there we serve Danish and Nordic clients with the same team, the same methods and the same standards.',
      barcelona:
        'In 2020 we added an office in Barcelona. Today designers, developers and marketers in three countries work side by side on projects for more than 500 clients, and we still believe what we did at the start: a good website is an investment that should pay for itself.',
    },
  },
  values: {
    title: 'Our values',
    items: {
      innovation: {
        title: 'Innovation',
        text: 'We keep a close eye on new technology and adopt it with care, so our clients get solutions that stand the test of time.',
      },
      trust: {
        title: 'Trust',
        text: 'We tell it like it is, stick to schedules and budgets, and treat every project as the start of a long partnership.',
      },
      excellence: {
        title: 'Excellence',
        text: 'We sweat the details, from design and accessibility to speed and security, and we test everything before it goes live.',
      },
      technology: {
        title: 'Technology',
        text: 'We choose technology for what each project needs rather than what is trending, and build on open, proven solutions.',
      },
    },
  },
  stats: {
    founded: 'Founded',
    locations: 'Locations',
    service: 'Monitoring and service',
    clients: 'Clients',
  },
  timeline: {
    title: 'Milestones',
    items: {
      y2006: {
        title: 'Hraun is founded in Reykjavík',
        text: 'Our first projects were websites for Icelandic companies and non-profits.',
      },
      y2010: {
        title: 'Hosting with round-the-clock monitoring',
        text: 'We started hosting and running our clients’ websites, monitored around the clock.',
      },
      y2015: {
        title: 'An office in Copenhagen',
        text: 'A new office in Denmark brought us closer to our Nordic clients.',
      },
      y2020: {
        title: 'An office in Barcelona',
        text: 'Our move into Spain brought us closer to businesses across Southern Europe.',
      },
      y2023: {
        title: 'AI solutions and 500 clients',
        text: 'We launched our first AI solutions and celebrated our 500th client.',
      },
    },
  },
  cta: {
    title: 'Want to work with us?',
    text: 'Tell us about your project and together we will find the best way forward.',
  },
};
