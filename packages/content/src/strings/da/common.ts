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
    /** The 404 page's ways on to the main sections: a heading and a line about each. */
    routes: {
      title: 'Måske ledte du efter en af disse sider',
      services: 'Webudvikling, webdesign, SEO og digital markedsføring.',
      solutions: 'Webshops, bookingsystemer, AI og webhosting.',
      projects: 'Hjemmesider og webshops, vi har bygget for vores kunder.',
      pricing: 'Timepriser, pakker og faste priser.',
      news: 'Lanceringer, gode råd og nyt fra holdet.',
      contact: 'Skriv, ring eller kig forbi et af vores kontorer.',
    },
  },
  heroProof: {
    work: 'Fra vores arbejde',
    facts: 'Hraun kort fortalt',
    founded: 'Grundlagt',
    clients: 'Kunder',
    clientsValue: '500+',
    offices: 'Kontorer',
  },
  /** City names of the offices (company.locations[].cityKey), used wherever an office is shown. */
  cities: {
    reykjavik: 'Reykjavík',
    copenhagen: 'København',
    barcelona: 'Barcelona',
  },
};
