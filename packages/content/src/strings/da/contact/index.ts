import type { contact as source } from '../../is/contact';
import { officeHoursByCity, openingTimes } from '../../../hours';

export const contact: typeof source = {
  page: {
    metaTitle: 'Kontakt',
    metaDescription:
      'Kontakt Hraun i Reykjavík, København eller Barcelona. Send os en besked, ring til os eller skriv en e-mail, så vender vi tilbage til dig hurtigst muligt.',
    metaKeywords: 'kontakt, webbureau, Hraun, hjemmesider, webdesign, Reykjavík, København, Barcelona',
    breadcrumb: 'Kontakt',
    title: 'Kontakt os',
    intro: 'Har du et spørgsmål eller et projekt i tankerne? Skriv til os, så vender vi tilbage hurtigst muligt.',
    detailsTitle: 'Kontaktoplysninger',
    phone: 'Telefon',
    email: 'E-mail',
    officesTitle: 'Vores kontorer',
  },
  quote: {
    metaTitle: 'Få et tilbud',
    metaDescription:
      'Få et uforpligtende tilbud fra Hraun på en hjemmeside, en webshop eller en anden digital løsning. Fortæl os om dit projekt, dit budget og din tidsplan.',
    metaKeywords: 'tilbud, pristilbud, hjemmeside, webshop, webdesign, webudvikling, Hraun',
    breadcrumb: 'Få et tilbud',
    title: 'Få et tilbud på dit projekt',
    intro: 'Fortæl os om dit projekt, så sender vi et tilbud, der passer til dine behov. Det er gratis og helt uforpligtende.',
    next: {
      title: 'Hvad sker der nu?',
      steps: [
        'Vi gennemgår din forespørgsel og kontakter dig inden for 24 timer.',
        'Vi taler mål, omfang og tidsplan igennem sammen, i telefonen eller på et møde.',
        'Du får et skriftligt tilbud inden for to hverdage efter samtalen, tilpasset dit projekt og uden forpligtelser.',
      ],
      shortSteps: [
        'Vi kontakter dig inden for 24 timer.',
        'Vi taler mål og tidsplan igennem sammen.',
        'Du får et tilbud inden for to hverdage.',
      ],
      reply: 'Svar inden for 24 timer',
    },
    send: 'Send forespørgsel',
    privacyNote: 'Vi bruger kun dine oplysninger til at besvare din forespørgsel.',
  },
  serviceDesk: {
    metaTitle: 'Servicedesk',
    metaDescription:
      'Hrauns servicedesk: meld en fejl, stil et spørgsmål, eller bestil en ændring eller opdatering af din hjemmeside. Akutte sager besvarer vi inden for en time.',
    metaKeywords: 'servicedesk, support, fejlmelding, ændringsønske, opdatering af hjemmeside, webdrift, Hraun',
    breadcrumb: 'Servicedesk',
    title: 'Servicedesk',
    intro:
      'Meld en fejl, stil et spørgsmål, eller bestil en ændring eller opdatering. Vælg en prioritet, så svarer vi inden for den angivne tid.',
    responseTitle: 'Svartider',
    urgency: {
      urgent: 'Akut',
      high: 'Høj prioritet',
      medium: 'Normal prioritet',
      low: 'Lav prioritet',
    },
    within_one: 'Inden for {{count}} time',
    within_other: 'Inden for {{count}} timer',
  },
  hours: {
    title: 'Åbningstider',
    weekdays: 'Mandag til fredag',
    weekdayTimes: openingTimes('da'),
    timeZoneNote: 'Hvert kontor følger disse tider i sin egen tidszone:',
    /** Each office's hours with its time zone, e.g. '9:00 AM–5:00 PM (Central European Time)'. */
    offices: officeHoursByCity('da'),
    weekend: 'Lørdag og søndag',
    closed: 'Lukket',
    emergency: 'Ved akutte problemer uden for åbningstiden kan du ringe til os.',
  },
};
