import type { Strings } from '../schema';

export const nav: Strings['nav'] = {
  label: 'Main navigation',
  home: 'Home',
  services: 'Services',
  solutions: 'Solutions',
  projects: 'Projects',
  news: 'News',
  about: 'Company',
  contact: 'Contact',
  quote: 'Get a quote',
  pricing: 'Pricing',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
};
