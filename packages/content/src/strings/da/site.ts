import type { site as source } from '../is/site';

export const site: typeof source = {
  name: 'Hraun',
  title: 'Hraun webbureau',
  tagline: 'Hjemmesider, systemer og markedsføring til virksomheder',
  description:
    'Hraun er et webbureau, der designer, udvikler og driver hjemmesider, webshops og skræddersyede løsninger til virksomheder i Island, Danmark og Spanien.',
  keywords: 'webudvikling, webdesign, programmering, webshop, WordPress, søgemaskineoptimering, webhosting',
  skipToContent: 'Gå til indhold',
  languageLabel: 'Sprog',
  copyright: '© {{year}} Hraun ehf. Alle rettigheder forbeholdes.',
  scrollToTop: 'Tilbage til toppen',
  breadcrumbLabel: 'Brødkrummesti',
  footer: {
    about: 'Hraun designer, udvikler og driver hjemmesider, webshops og skræddersyede løsninger til virksomheder i Island, Danmark og Spanien.',
    contactTitle: 'Kontakt os',
    phone: 'Telefon',
    email: 'E-mailadresse',
    companyTitle: 'Bureauet',
    social: 'Sociale medier',
    legal: 'Juridiske oplysninger',
  },
};
