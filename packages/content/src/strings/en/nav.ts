import type { nav as source } from '../is/nav';

export const nav: typeof source = {
  label: 'Main navigation',
  home: 'Home',
  services: 'Services',
  solutions: 'Solutions',
  projects: 'Projects',
  news: 'News',
  contact: 'Contact',
  quote: 'Get a quote',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  order: 'Order',
  serviceDesk: 'Service desk',
  allServices: 'All services',
  allSolutions: 'All solutions',
  menu: {
    groups: {
      commerce: 'Commerce',
      systems: 'Websites and systems',
      ai: 'AI',
      care: 'Hosting and care',
    },
  },
};
