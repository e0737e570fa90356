import type { site as source } from '../is/site';

export const site: typeof source = {
  name: 'Hraun',
  title: 'Hraun, agencia web',
  tagline: 'Webs, sistemas y marketing para empresas',
  description:
    'Hraun es una agencia web que diseña, desarrolla y mantiene sitios web, tiendas online y soluciones a medida para empresas de Islandia, Dinamarca y España.',
  keywords: 'desarrollo web, diseño web, programación web, tienda online, WordPress, posicionamiento SEO, alojamiento web',
  skipToContent: 'Ir al contenido',
  languageLabel: 'Idioma',
  copyright: '© {{year}} Hraun ehf. Todos los derechos reservados.',
  scrollToTop: 'Volver arriba',
  breadcrumbLabel: 'Ruta de navegación',
  footer: {
    about: 'Hraun diseña, desarrolla y mantiene webs, tiendas online y soluciones a medida para empresas de Islandia, Dinamarca y España.',
    contactTitle: 'Hablemos',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    companyTitle: 'Agencia',
    social: 'Redes sociales',
    legal: 'Información legal',
  },
};
