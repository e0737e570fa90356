import type { common as source } from '../is/common';

export const common: typeof source = {
  loading: 'Indlæser …',
  notFound: {
    title: 'Ups! Siden blev ikke fundet',
    text: 'Siden, du leder efter, kan være flyttet eller slettet.',
    home: 'Gå til forsiden',
    contact: 'Kontakt os',
    metaTitle: 'Siden blev ikke fundet',
    metaKeywords: 'Hraun, webbureau, hjemmesider, webdesign, kontakt',
  },
  /** City names of the offices (company.locations[].cityKey), used wherever an office is shown. */
  cities: {
    reykjavik: 'Reykjavík',
    copenhagen: 'København',
    barcelona: 'Barcelona',
  },
};
