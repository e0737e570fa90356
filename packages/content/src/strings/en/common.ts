import type { common as source } from '../is/common';

export const common: typeof source = {
  loading: 'Loading...',
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for may have been moved or deleted.',
    home: 'Go to the home page',
    contact: 'Contact us',
    metaTitle: 'Page not found',
    metaKeywords: 'Hraun, web agency, website development, web design, contact',
    /** The 404 page's ways on to the main sections: a heading and a line about each. */
    routes: {
      title: 'Perhaps you were looking for one of these',
      services: 'Web development, web design, SEO and digital marketing.',
      solutions: 'Online stores, booking systems, AI and web hosting.',
      projects: 'Websites and online stores we have built for our clients.',
      pricing: 'Hourly rates, plans and fixed prices.',
      news: 'Launches, practical advice and news from our team.',
      contact: 'Write to us, give us a call or drop by one of our offices.',
    },
  },
  heroProof: {
    work: 'From our work',
    facts: 'Hraun at a glance',
    founded: 'Founded',
    clients: 'Clients',
    clientsValue: '500+',
    offices: 'Offices',
  },
  /** City names of the offices (company.locations[].cityKey), used wherever an office is shown. */
  cities: {
    reykjavik: 'Reykjavík',
    copenhagen: 'Copenhagen',
    barcelona: 'Barcelona',
  },
};
