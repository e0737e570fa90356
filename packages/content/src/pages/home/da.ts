import type { is } from './is';

export const da: typeof is = {
  metaTitle: 'Webbureau for virksomheder',
  metaDescription:
    'Vi designer og udvikler hurtige, sikre og tilgængelige hjemmesider, webshops og skræddersyede løsninger, der skaber resultater. Få et tilbud i dag.',
  metaKeywords: 'webbureau, webudvikling, webdesign, webshop, webhosting, søgemaskineoptimering, København',
  breadcrumb: 'Forside',
  hero: {
    title: 'Webbureau i Danmark, Island og Spanien',
    text: 'Hraun designer, udvikler og driver hjemmesider, webshops og skræddersyede løsninger til virksomheder. Vi tager os af teknikken, så du kan koncentrere dig om forretningen.',
    primary: 'Få et tilbud',
    secondary: 'Se vores ydelser',
  },
  stats: {
    clients: 'Tilfredse kunder',
    projects: 'Projekter',
    uptime: 'Oppetid',
    /** The uptime figure, written the way the language writes a percentage. */
    uptimeValue: '99,9 %',
    support: 'Support',
  },
  logos: {
    title: 'Et lille udpluk af de virksomheder, vi arbejder med',
  },
  services: {
    title: 'Vores ydelser',
    text: 'Alt, hvad din hjemmeside har brug for, fra den første idé til den daglige drift.',
  },
  solutions: {
    title: 'Systemer, der letter hverdagen',
    text: 'Booking, webshop, hosting og AI: Vi sætter systemerne op, kobler dem til de værktøjer, du allerede bruger, og tilpasser dem til din forretning.',
  },
  cta: {
    title: 'Klar til næste skridt?',
    text: 'Fortæl os om dit projekt. Vi svarer inden for 24 timer og sender dig et tilbud inden for to hverdage efter vores første samtale.',
    button: 'Få et tilbud',
  },
};
