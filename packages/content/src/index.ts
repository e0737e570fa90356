export * from './locale';
export * from './strings';
export type * from './pages/types';
export * from './forms/types';
// Pages come from their folders through the registry. The eager list of every page (`pages`, `pageAt`) is the
// `@hraun/content/pages` entry: importing it from here would pull every page's sections into any bundle.
export { pageRoutes, homeRoute, appRoutes, type PageRoute, type AppRoute } from './pages/registry';
export { menuLinks, solutionMenu, footerLinks, pageAction, overviewCards, homeCards, type PageLink, type MenuLink, type PageCard, type PageAction } from './pages/listing';
export type { FooterColumn } from './pages/authoring';
export { company, postalAddress, type Company, type Office } from './company';
export { formDefinitions, MULTI_SEPARATOR } from './forms/definitions';
// One module per form, so a form page's first load carries its own form only.
export { contactForm } from './forms/contact';
export { quoteForm } from './forms/quote';
export { serviceDeskForm } from './forms/serviceDesk';
export { hostingOrderForm, wordpressExpressOrderForm } from './forms/orders';
export { ORDER_PACKAGE_PARAM, orderLink, orderPackages, orderPaths, type OrderKind } from './forms/orderPackages';
export { responseTimes, type ResponseTime } from './forms/responseTimes';
export { formatPrice, formatDate, excerptOf } from './format';
export {
  sampleProjects,
  sampleNews,
  sampleClients,
  sampleTestimonials,
  type SampleProject,
  type SampleNewsItem,
  type SampleClient,
  type SampleTestimonial,
} from './samples';
export { projectPages } from './samples/work';
export { quoteSources } from './samples/quoteSources';
export { HOME_HERO_PROJECT, HOME_QUOTES } from './samples/homeQuotes';
export { newsCategories, newsCategoryOf, newsCoverMotif, type NewsCategory } from './samples/newsCategories';
