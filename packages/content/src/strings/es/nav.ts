import type { nav as source } from '../is/nav';

export const nav: typeof source = {
  label: 'Navegación principal',
  home: 'Inicio',
  services: 'Servicios',
  solutions: 'Soluciones',
  projects: 'Proyectos',
  news: 'Noticias',
  contact: 'Contacto',
  quote: 'Pedir presupuesto',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  order: 'Contratar',
  serviceDesk: 'Soporte técnico',
  allServices: 'Todos los servicios',
  allSolutions: 'Todas las soluciones',
  menu: {
    groups: {
      commerce: 'Comercio',
      systems: 'Webs y sistemas',
      ai: 'IA y chat',
      care: 'Alojamiento y mantenimiento',
    },
  },
};
