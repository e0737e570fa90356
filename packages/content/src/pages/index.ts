import type { PageContent } from './types';
import { page as solutionsOverview } from './solutions/overview';
import { page as gervigreind } from './solutions/gervigreind';
import { page as bokunarkerfi } from './solutions/bokunarkerfi';
import { page as askriftarkerfi } from './solutions/askriftarkerfi';
import { page as netverslun } from './solutions/netverslun';
import { page as kassakerfi } from './solutions/kassakerfi';
import { page as wordpress } from './solutions/wordpress';
import { page as wordpressExpress } from './solutions/wordpress-express';
import { page as vefhysing } from './solutions/vefhysing';
import { page as tolvupostur } from './solutions/tolvupostur';
import { page as vefumsjon } from './solutions/vefumsjon';
import { page as netspjall } from './solutions/netspjall';
import { page as apiTengingar } from './solutions/api-tengingar';
import { page as servicesOverview } from './services/overview';
import { page as vefsidugerd } from './services/vefsidugerd';
import { page as vefhonnun } from './services/vefhonnun';
import { page as vefthroun } from './services/vefthroun';
import { page as radgjof } from './services/radgjof';
import { page as markadssetning } from './services/markadssetning';
import { page as leitarvelabestun } from './services/leitarvelabestun';
import { page as greiningar } from './services/greiningar';
import { page as vidhald } from './services/vidhald';
import { page as fyrirtaekid } from './company/fyrirtaekid';
import { page as verdskra } from './company/verdskra';
import { page as thjonustupakkar } from './company/thjonustupakkar';
import { page as skilmalar } from './legal/skilmalar';
import { page as personuvernd } from './legal/personuvernd';
import { page as vafrakokur } from './legal/vafrakokur';

export { homePage } from './home';
export type * from './types';

/**
 * Every page the site draws from content alone (one template renders them all). Home, the form pages and
 * the portfolio have their own templates and are not listed here.
 */
export const pages: readonly PageContent[] = [
  fyrirtaekid,
  servicesOverview,
  vefsidugerd,
  vefhonnun,
  vefthroun,
  radgjof,
  markadssetning,
  leitarvelabestun,
  greiningar,
  vidhald,
  solutionsOverview,
  askriftarkerfi,
  bokunarkerfi,
  netverslun,
  gervigreind,
  kassakerfi,
  wordpress,
  wordpressExpress,
  vefhysing,
  tolvupostur,
  vefumsjon,
  netspjall,
  apiTengingar,
  verdskra,
  thjonustupakkar,
  skilmalar,
  personuvernd,
  vafrakokur,
];

/** The content page at a path, if there is one. */
export function pageAt(path: string): PageContent | undefined {
  return pages.find((page) => page.path === path);
}
