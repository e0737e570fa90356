import type { nav as source } from '../is/nav';

export const nav: typeof source = {
  label: 'Hovedmenu',
  home: 'Forside',
  services: 'Ydelser',
  solutions: 'Løsninger',
  projects: 'Projekter',
  news: 'Nyheder',
  contact: 'Kontakt',
  quote: 'Få et tilbud',
  openMenu: 'Åbn menu',
  closeMenu: 'Luk menu',
  order: 'Bestil',
  serviceDesk: 'Servicedesk',
  allServices: 'Alle ydelser',
  allSolutions: 'Alle løsninger',
  menu: {
    groups: {
      commerce: 'Handel',
      systems: 'Hjemmesider og systemer',
      ai: 'AI-løsninger',
      care: 'Hosting og drift',
    },
  },
};
