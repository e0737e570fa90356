export const nav = {
  label: 'Aðalvalmynd',
  home: 'Forsíða',
  services: 'Þjónusta',
  solutions: 'Lausnir',
  projects: 'Verkefni',
  news: 'Fréttir',
  contact: 'Hafa samband',
  quote: 'Fá tilboð',
  openMenu: 'Opna valmynd',
  closeMenu: 'Loka valmynd',
  order: 'Panta',
  serviceDesk: 'Þjónustuborð',
  allServices: 'Öll þjónusta',
  allSolutions: 'Allar lausnir',
  /** The solutions menu's group headings; each page's one-line description is its folder's `menuText`. */
  menu: {
    groups: {
      commerce: 'Verslun og sala',
      systems: 'Vefir og kerfi',
      ai: 'Gervigreind og spjall',
      care: 'Hýsing og umsjón',
    },
  },
};
