import type { Strings } from '../schema';

export const nav: Strings['nav'] = {
  label: 'Navegación principal',
  home: 'Inicio',
  services: 'Servicios',
  solutions: 'Soluciones',
  projects: 'Proyectos',
  news: 'Noticias',
  about: 'Empresa',
  contact: 'Contacto',
  quote: 'Pedir presupuesto',
  pricing: 'Tarifas',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
};
