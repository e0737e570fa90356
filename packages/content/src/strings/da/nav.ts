import type { Strings } from '../schema';

export const nav: Strings['nav'] = {
  label: 'Hovedmenu',
  home: 'Forside',
  services: 'Ydelser',
  solutions: 'Løsninger',
  projects: 'Cases',
  news: 'Nyheder',
  about: 'Virksomheden',
  contact: 'Kontakt',
  quote: 'Få et tilbud',
  pricing: 'Priser',
  openMenu: 'Åbn menu',
  closeMenu: 'Luk menu',
};
