import type { ProjectId } from './types';

/**
 * Which service and solution pages each sample project is work of, by the pages' paths (the same in every
 * language, as the project ids are). A service or solution page lists these projects and no others: the online-store
 * page shows stores. Written from what each project's text says was done (its platform, what was built, what the
 * agency runs for it now); a page no project belongs to shows none. Kept apart from the sample text so a page
 * reading it does not load the projects' words.
 */
export const projectPages: Readonly<Record<ProjectId, readonly string[]>> = {
  // A WooCommerce store with subscriptions, designed anew, on a care plan (updates, backups, monitoring).
  'fjallalind-vefverslun': ['/lausnir/netverslun', '/lausnir/askriftarkerfi', '/thjonusta/vefhonnun', '/lausnir/vefumsjon', '/thjonusta/vidhald'],
  // A corporate site on WordPress in four languages, a new design, SEO per language.
  'brimnes-vefur': ['/thjonusta/vefsidugerd', '/thjonusta/vefhonnun', '/lausnir/wordpress', '/thjonusta/leitarvelabestun'],
  // A booking system built from scratch, connected to accounting and resellers through an API.
  'nordurfell-bokunarkerfi': ['/lausnir/bokunarkerfi', '/thjonusta/vefthroun', '/lausnir/api-tengingar'],
  // An AI chatbot for guests and a booking engine on a new website.
  'casa-brisa-gervigreind': ['/lausnir/gervigreind', '/lausnir/netspjall', '/lausnir/bokunarkerfi', '/thjonusta/vefsidugerd'],
  // WordPress Express: a ready-made WordPress theme, three pages, live in twelve days.
  'lindarbakari-wordpress-express': ['/lausnir/wordpress-express', '/lausnir/wordpress', '/thjonusta/vefsidugerd'],
  // A Shopify store launched with a social media and e-mail campaign.
  'havnegaard-vefverslun': ['/lausnir/netverslun', '/thjonusta/markadssetning'],
  // A subscription system built on top of an existing store, payments collected automatically.
  'norrebro-kaffe-askrift': ['/lausnir/askriftarkerfi', '/thjonusta/vefthroun'],
  // One store for consumers and a wholesale portal with its own prices and invoices.
  'olivera-vefverslun': ['/lausnir/netverslun', '/thjonusta/vefthroun'],
};
