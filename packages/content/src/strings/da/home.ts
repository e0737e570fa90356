import type { Strings } from '../schema';

export const home: Strings['home'] = {
  metaTitle: 'Webbureau for virksomheder',
  metaDescription:
    'Vi designer og udvikler hurtige, sikre og tilgængelige hjemmesider, webshops og skræddersyede løsninger, der skaber resultater. Få et tilbud i dag.',
  hero: {
    title: 'Hjemmesider, der arbejder for din virksomhed',
    text: 'Hraun designer, udvikler og driver hjemmesider, webshops og skræddersyede løsninger for virksomheder. Vi tager os af teknikken, så du kan koncentrere dig om forretningen.',
    primary: 'Få et tilbud',
    secondary: 'Se vores ydelser',
  },
  stats: {
    clients: 'Tilfredse kunder',
    projects: 'Projekter',
    uptime: 'Oppetid',
    support: 'Support',
  },
  cta: {
    title: 'Klar til næste skridt?',
    text: 'Fortæl os om dit projekt, så sender vi dig et tilbud inden for to hverdage.',
    button: 'Få et tilbud',
  },
};
