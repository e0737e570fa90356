export const nav = {
  label: 'Aðalvalmynd',
  home: 'Forsíða',
  services: 'Þjónusta',
  solutions: 'Lausnir',
  projects: 'Verkefni',
  news: 'Fréttir',
  about: 'Fyrirtækið',
  contact: 'Hafa samband',
  quote: 'Fá tilboð',
  pricing: 'Verðskrá',
  openMenu: 'Opna valmynd',
  closeMenu: 'Loka valmynd',
};
