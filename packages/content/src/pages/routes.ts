import type { PageContent } from './types';

/** What routing needs to know about a content page before its sections are loaded. */
export interface PageRoute {
  path: PageContent['path'];
  namespace: PageContent['namespace'];
  breadcrumbKey: PageContent['breadcrumbKey'];
  /** The page's module under `src/pages/`, without extension: lets a build map the route to its chunk. */
  source: string;
  /** The page's sections; each page is its own module, so a browser loads only the page it shows. */
  load: () => Promise<PageContent>;
}

/**
 * The content pages of `pages`, with their sections behind a dynamic import. The site routes with this list so
 * its first-load JavaScript holds no page's sections; a test keeps it equal to `pages`.
 */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/fyrirtaekid', namespace: 'about', breadcrumbKey: 'about:company.breadcrumb', source: 'company/fyrirtaekid', load: () => import('./company/fyrirtaekid').then(({ page }) => page) },
  { path: '/thjonusta', namespace: 'services', breadcrumbKey: 'services:overview.breadcrumb', source: 'services/overview', load: () => import('./services/overview').then(({ page }) => page) },
  { path: '/thjonusta/vefsidugerd', namespace: 'services', breadcrumbKey: 'services:webDevelopment.breadcrumb', source: 'services/vefsidugerd', load: () => import('./services/vefsidugerd').then(({ page }) => page) },
  { path: '/thjonusta/vefhonnun', namespace: 'services', breadcrumbKey: 'services:webDesign.breadcrumb', source: 'services/vefhonnun', load: () => import('./services/vefhonnun').then(({ page }) => page) },
  { path: '/thjonusta/vefthroun', namespace: 'services', breadcrumbKey: 'services:programming.breadcrumb', source: 'services/vefthroun', load: () => import('./services/vefthroun').then(({ page }) => page) },
  { path: '/thjonusta/radgjof', namespace: 'services', breadcrumbKey: 'services:consulting.breadcrumb', source: 'services/radgjof', load: () => import('./services/radgjof').then(({ page }) => page) },
  { path: '/thjonusta/markadssetning', namespace: 'services', breadcrumbKey: 'services:marketing.breadcrumb', source: 'services/markadssetning', load: () => import('./services/markadssetning').then(({ page }) => page) },
  { path: '/thjonusta/leitarvelabestun', namespace: 'services', breadcrumbKey: 'services:seo.breadcrumb', source: 'services/leitarvelabestun', load: () => import('./services/leitarvelabestun').then(({ page }) => page) },
  { path: '/thjonusta/greiningar', namespace: 'services', breadcrumbKey: 'services:analytics.breadcrumb', source: 'services/greiningar', load: () => import('./services/greiningar').then(({ page }) => page) },
  { path: '/thjonusta/vidhald', namespace: 'services', breadcrumbKey: 'services:maintenance.breadcrumb', source: 'services/vidhald', load: () => import('./services/vidhald').then(({ page }) => page) },
  { path: '/lausnir', namespace: 'solutions', breadcrumbKey: 'solutions:overview.breadcrumb', source: 'solutions/overview', load: () => import('./solutions/overview').then(({ page }) => page) },
  { path: '/lausnir/askriftarkerfi', namespace: 'solutions', breadcrumbKey: 'solutions:subscription.breadcrumb', source: 'solutions/askriftarkerfi', load: () => import('./solutions/askriftarkerfi').then(({ page }) => page) },
  { path: '/lausnir/bokunarkerfi', namespace: 'solutions', breadcrumbKey: 'solutions:booking.breadcrumb', source: 'solutions/bokunarkerfi', load: () => import('./solutions/bokunarkerfi').then(({ page }) => page) },
  { path: '/lausnir/netverslun', namespace: 'solutions', breadcrumbKey: 'solutions:webshop.breadcrumb', source: 'solutions/netverslun', load: () => import('./solutions/netverslun').then(({ page }) => page) },
  { path: '/lausnir/gervigreind', namespace: 'solutions', breadcrumbKey: 'solutions:ai.breadcrumb', source: 'solutions/gervigreind', load: () => import('./solutions/gervigreind').then(({ page }) => page) },
  { path: '/lausnir/kassakerfi', namespace: 'solutions', breadcrumbKey: 'solutions:pos.breadcrumb', source: 'solutions/kassakerfi', load: () => import('./solutions/kassakerfi').then(({ page }) => page) },
  { path: '/lausnir/wordpress', namespace: 'solutions', breadcrumbKey: 'solutions:wordpress.breadcrumb', source: 'solutions/wordpress', load: () => import('./solutions/wordpress').then(({ page }) => page) },
  { path: '/lausnir/wordpress-express', namespace: 'solutions', breadcrumbKey: 'solutions:wordpressExpress.breadcrumb', source: 'solutions/wordpress-express', load: () => import('./solutions/wordpress-express').then(({ page }) => page) },
  { path: '/lausnir/vefhysing', namespace: 'solutions', breadcrumbKey: 'solutions:hosting.breadcrumb', source: 'solutions/vefhysing', load: () => import('./solutions/vefhysing').then(({ page }) => page) },
  { path: '/lausnir/tolvupostur', namespace: 'solutions', breadcrumbKey: 'solutions:email.breadcrumb', source: 'solutions/tolvupostur', load: () => import('./solutions/tolvupostur').then(({ page }) => page) },
  { path: '/lausnir/vefumsjon', namespace: 'solutions', breadcrumbKey: 'solutions:siteManagement.breadcrumb', source: 'solutions/vefumsjon', load: () => import('./solutions/vefumsjon').then(({ page }) => page) },
  { path: '/lausnir/netspjall', namespace: 'solutions', breadcrumbKey: 'solutions:chat.breadcrumb', source: 'solutions/netspjall', load: () => import('./solutions/netspjall').then(({ page }) => page) },
  { path: '/lausnir/api-tengingar', namespace: 'solutions', breadcrumbKey: 'solutions:api.breadcrumb', source: 'solutions/api-tengingar', load: () => import('./solutions/api-tengingar').then(({ page }) => page) },
  { path: '/verdskra', namespace: 'services', breadcrumbKey: 'services:pricing.breadcrumb', source: 'company/verdskra', load: () => import('./company/verdskra').then(({ page }) => page) },
  { path: '/thjonustupakkar', namespace: 'services', breadcrumbKey: 'services:servicePackages.breadcrumb', source: 'company/thjonustupakkar', load: () => import('./company/thjonustupakkar').then(({ page }) => page) },
  { path: '/skilmalar', namespace: 'about', breadcrumbKey: 'about:terms.breadcrumb', source: 'legal/skilmalar', load: () => import('./legal/skilmalar').then(({ page }) => page) },
  { path: '/personuvernd', namespace: 'about', breadcrumbKey: 'about:privacy.breadcrumb', source: 'legal/personuvernd', load: () => import('./legal/personuvernd').then(({ page }) => page) },
  { path: '/vafrakokur', namespace: 'cookies', breadcrumbKey: 'cookies:policy.breadcrumb', source: 'legal/vafrakokur', load: () => import('./legal/vafrakokur').then(({ page }) => page) },
];
