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
  },
  /** City names of the offices (company.locations[].cityKey), used wherever an office is shown. */
  cities: {
    reykjavik: 'Reykjavík',
    copenhagen: 'Copenhagen',
    barcelona: 'Barcelona',
  },
};
