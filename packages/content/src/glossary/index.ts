/**
 * The glossary: the one name of each service, solution, package, care plan, page and recurring term in each
 * language. Menus, headings, cards, breadcrumbs, titles, forms and the footer take their names from here (the
 * page folders' language files and the shared strings import `glossaryIn(lng)`), so a name is written once. A page
 * folder's own name is its `name.ts`; the registry collects them into `pages.generated.ts`.
 * `rejected` lists, per language, the variants the site does not use; `test/glossary.test.ts` fails when any
 * page or shared string uses one.
 */
import type { Locale } from '../locale';
import { pageNames, services, solutions } from './pages.generated';
import type { Term } from './term';

export type { Term } from './term';

/** Pages that are not in a folder of their own: the sections' names and the app's own pages. */
const pages = {
  ...pageNames,
  services: { is: 'Þjónusta', en: 'Services', es: 'Servicios', da: 'Ydelser' },
  solutions: { is: 'Lausnir', en: 'Solutions', es: 'Soluciones', da: 'Løsninger' },
  serviceDesk: { is: 'Þjónustuborð', en: 'Service desk', es: 'Soporte técnico', da: 'Servicedesk' },
} as const satisfies Record<string, Term>;

/** Package tiers of the hosting, e-mail, chat, website, marketing and SEO packages. */
const tiers = {
  basic: { is: 'Grunnpakki', en: 'Basic', es: 'Básico', da: 'Basis' },
  business: { is: 'Fyrirtækjapakki', en: 'Business', es: 'Empresa', da: 'Business' },
  pro: { is: 'Vaxtarpakki', en: 'Pro', es: 'Profesional', da: 'Pro' },
  enterprise: { is: 'Stórfyrirtækjapakki', en: 'Enterprise', es: 'Corporativo', da: 'Enterprise' },
} as const satisfies Record<string, Term>;

/** The three care plans, the same on /thjonustupakkar and /lausnir/vefumsjon (spec section 9: care plans). */
const carePlans = {
  basic: { is: 'Grunnþjónusta', en: 'Basic', es: 'Básico', da: 'Basis' },
  business: { is: 'Fyrirtækjaþjónusta', en: 'Business', es: 'Empresa', da: 'Business' },
  enterprise: { is: 'Heildarþjónusta', en: 'Enterprise', es: 'Corporativo', da: 'Enterprise' },
} as const satisfies Record<string, Term>;

/** Fixed-price products. */
const products = {
  wordpressExpress: { is: 'WordPress Express', en: 'WordPress Express', es: 'WordPress Express', da: 'WordPress Express' },
  woocommerceExpress: { is: 'WooCommerce Express', en: 'WooCommerce Express', es: 'WooCommerce Express', da: 'WooCommerce Express' },
  standardService: { is: 'Almenn þjónusta', en: 'Standard service', es: 'Servicio estándar', da: 'Standardservice' },
  emergencyService: { is: 'Neyðarþjónusta', en: 'Emergency service', es: 'Servicio urgente', da: 'Akutservice' },
} as const satisfies Record<string, Term>;

/** Recurring words, in lower case as they stand inside a sentence. */
const terms = {
  carePlan: { is: 'þjónustupakki', en: 'care plan', es: 'plan de mantenimiento', da: 'servicepakke' },
  carePlans: { is: 'þjónustupakkar', en: 'care plans', es: 'planes de mantenimiento', da: 'servicepakker' },
  email: { is: 'tölvupóstur', en: 'email', es: 'correo electrónico', da: 'e-mail' },
  quote: { is: 'tilboð', en: 'quote', es: 'presupuesto', da: 'tilbud' },
  serviceDesk: { is: 'þjónustuborð', en: 'service desk', es: 'soporte técnico', da: 'servicedesk' },
  vat: { is: 'virðisaukaskattur', en: 'VAT', es: 'IVA', da: 'moms' },
  chatbot: { is: 'spjallmenni', en: 'chatbot', es: 'chatbot', da: 'chatbot' },
  onlineStore: { is: 'netverslun', en: 'online store', es: 'tienda online', da: 'webshop' },
  openingHours: { is: 'opnunartími', en: 'business hours', es: 'horario', da: 'åbningstid' },
} as const satisfies Record<string, Term>;

export const glossary = { services, solutions, pages, tiers, carePlans, products, terms } as const;

type Glossary = typeof glossary;
/** The glossary in one language: `glossaryIn('en').solutions.netverslun` is 'Online store'. */
export type GlossaryIn = { readonly [G in keyof Glossary]: { readonly [K in keyof Glossary[G]]: string } };

export function glossaryIn(locale: Locale): GlossaryIn {
  return Object.fromEntries(
    Object.entries(glossary).map(([group, entries]) => [
      group,
      Object.fromEntries(Object.entries(entries).map(([id, term]) => [id, (term as Term)[locale]])),
    ]),
  ) as unknown as GlossaryIn;
}

/**
 * The service and solution options of the quote and service-desk forms, by their form value, named from the
 * glossary: the same mapping in every language, written once.
 */
export function formTopics(locale: Locale) {
  const g = glossaryIn(locale);
  return {
    services: {
      webDevelopment: g.services.vefsidugerd,
      webDesign: g.services.vefhonnun,
      development: g.services.vefthroun,
      consulting: g.services.radgjof,
      marketing: g.services.markadssetning,
      seo: g.services.leitarvelabestun,
      analytics: g.services.greiningar,
      maintenance: g.services.vidhald,
    },
    solutions: {
      ai: g.solutions.gervigreind,
      booking: g.solutions.bokunarkerfi,
      subscription: g.solutions.askriftarkerfi,
      ecommerce: g.solutions.netverslun,
      pos: g.solutions.kassakerfi,
      wordpress: g.solutions.wordpress,
      wordpressExpress: g.solutions.wordpressExpress,
      hosting: g.solutions.vefhysing,
      email: g.solutions.tolvupostur,
      maintenance: g.solutions.vefumsjon,
      chat: g.solutions.netspjall,
    },
  };
}

/**
 * Variants each language does not use, as case-insensitive patterns matched on whole words. English is en-US:
 * the British spellings are rejected too. The test runs them over every string of every page and the shared
 * strings.
 */
export const rejected: Readonly<Record<Locale, readonly { pattern: string; use: string }[]>> = {
  is: [
    { pattern: 'beiðnar', use: 'beiðni (eignarfall)' },
    { pattern: 'vefbúð', use: 'netverslun' },
    { pattern: 'netpóstur', use: 'tölvupóstur' },
    { pattern: 'leitarvélarbestun', use: 'leitarvélabestun' },
    { pattern: 'gervigreindarspjall', use: 'netspjall með gervigreind' },
    // One word for an online store: the glossary's (and the route's) netverslun.
    { pattern: 'vefversl\\p{L}*', use: 'netverslun' },
    { pattern: 'snjallvæn\\p{L}*', use: 'snjallsímavæn-' },
    { pattern: 'gervigreindarþjón\\p{L}*', use: 'spjallmenni' },
    { pattern: 'samskiptaform\\p{L}*', use: 'fyrirspurnaform' },
    { pattern: 'kostnaðarramm\\p{L}*', use: 'fjárhagsrammi' },
    { pattern: 'Google Business Profile', use: 'Google-fyrirtækjaprófíll' },
    // A name before a common noun is joined to it with a hyphen.
    { pattern: '(?:WordPress|WooCommerce|Shopify|Express|API|CRM) (?:hýs|teng|vef|viðhald|netversl|hraðlausn|kerf)\\p{L}*', use: 'a hyphen: WordPress-hýsing, API-tengingar' },
    // Calques of English.
    { pattern: 'mjúk\\p{L}* yfirfærsl\\p{L}*|mannleg\\p{L}* snerting\\p{L}*', use: 'starfsfólk tekur við' },
    { pattern: 'að réttu skrefi', use: 'að næsta skrefi' },
    { pattern: 'fór í loftið með', use: 'opnaði' },
    { pattern: 'stofur', use: 'hárgreiðslu- og snyrtistofur' },
    // The site speaks to one reader (þú), never to a group.
    { pattern: 'ykkar|ykkur|þið', use: 'þú, þín' },
    // A wish is in the subjunctive: 'vildum netverslun sem endurspeglaði vörurnar'.
    { pattern: 'vildum(?:\\s+\\p{L}+){1,3}\\s+sem\\s+endurspeglar', use: 'endurspeglaði' },
  ],
  en: [
    { pattern: 'search engine optimi[sz]ation', use: 'SEO' },
    { pattern: 'e-mails?', use: 'email' },
    { pattern: 'web ?shops?', use: 'online store' },
    { pattern: 'online shops?', use: 'online store' },
    { pattern: 'e-?shops?', use: 'online store' },
    { pattern: 'live chat', use: 'chat' },
    { pattern: 'chat with AI', use: 'AI-powered chat' },
    { pattern: 'artificial intelligence', use: 'AI' },
    { pattern: 'site management', use: 'website management' },
    { pattern: 'service packages?', use: 'care plan' },
    { pattern: 'enquir(y|ies|e|es|ed)', use: 'inquiry' },
    { pattern: 'excl\\. VAT', use: 'excluding 24% Icelandic VAT' },
    { pattern: 'incl\\. VAT', use: 'including 24% Icelandic VAT' },
    { pattern: 'VSK|vsk', use: 'VAT' },
    { pattern: '\\d{1,2}\\s?(a\\.m\\.|p\\.m\\.)', use: 'times from Intl (9:00 AM)' },
    // A priced tier is a plan in US English ("Choose a plan", "Selected plan"); package lockers and pickup are parcels.
    { pattern: 'packages?(?!\\s+(?:pickup|lockers?))', use: 'plan' },
    { pattern: 'offers that fit', use: 'options that fit' },
    { pattern: '\\+\\d+(?:[.,]\\d+)?\\s?% more', use: '40% more (no plus sign before "more")' },
    // British vocabulary (the native review of the en-US site)
    { pattern: 'shops?', use: 'store' },
    { pattern: 'cash(?:ing)?[- ]ups?', use: 'end-of-day closing' },
    { pattern: 'tills?', use: 'register' },
    { pattern: 'loyalty schemes?', use: 'loyalty program' },
    { pattern: 'sole traders?', use: 'freelancers' },
    { pattern: 'the other way round', use: 'the other way around' },
    { pattern: 'run-up', use: 'lead time' },
    { pattern: '(?:the )?staff have', use: 'staff has, the team has' },
    { pattern: 'parcels?', use: 'package' },
    { pattern: 'company profiles?', use: 'brochure sites' },
    { pattern: 'grew into', use: 'expanded into' },
    { pattern: 'Greenwich Mean Time', use: 'Iceland time' },
    // British spellings (the site is en-US)
    { pattern: '\\w+isations?', use: '-ization' },
    { pattern: '(optimi|organi|reali|recogni|speciali|customi|prioriti|personali|minimi|maximi|summari|authori|categori|standardi|utili|modernis|apologi|emphasi|centrali)s(e|es|ed|ing)', use: '-ize' },
    { pattern: 'analys(e|ed|ing)|paralys(e|ed|ing)', use: 'analyze' },
    { pattern: '\\w*(colour|favour|behaviour|labour|honour|neighbour|flavour|humour|rumour|harbour)\\w*', use: '-or' },
    { pattern: '\\w*(centre|metre|litre|theatre|fibre)s?', use: '-er' },
    { pattern: 'licence', use: 'license' },
    { pattern: 'defence|offence', use: '-ense' },
    { pattern: 'catalogue|dialogue|programme', use: 'catalog, dialog, program' },
    { pattern: '(cancel|travel|label|model|fuel|signal|total)l(ed|ing)', use: 'US single l (canceled, traveling)' },
    { pattern: 'whilst|amongst|learnt|spelt|fulfil|enrol|practise|judgement|cheque|tyre|grey|aluminium|storey', use: 'US form' },
  ],
  es: [
    { pattern: 'e-mails?', use: 'correo electrónico' },
    { pattern: 'tienda (web|virtual|en línea)', use: 'tienda online' },
    { pattern: 'mantenimiento web:', use: 'gestión web' },
    { pattern: 'VSK|vsk', use: 'IVA' },
    { pattern: 'optimización para motores de búsqueda', use: 'posicionamiento SEO' },
    // The native review of the Spanish site
    { pattern: 'IVA islandés \\(24 %\\) no incluido', use: '(IVA islandés del 24 % no incluido)' },
    { pattern: 'pide presupuesto', use: 'Pedir presupuesto (one wording of the call to action)' },
    { pattern: 'antes de escribir', use: 'antes de que escribamos' },
    { pattern: 'sin licencias', use: 'sin costes de licencia' },
    { pattern: 'tostador(?:es)?', use: 'tostadero' },
    { pattern: '\\+\\d+(?:[.,]\\d+)?\\s?% más', use: '+40 % (no "más" after a plus sign)' },
  ],
  da: [
    { pattern: 'web-?butik\\w*', use: 'webshop' },
    { pattern: 'netbutik\\w*', use: 'webshop' },
    { pattern: 'online ?butik\\w*', use: 'webshop' },
    { pattern: 'e-?post', use: 'e-mail' },
    { pattern: 'VSK|vsk', use: 'moms' },
    { pattern: 'SEO-optimering', use: 'søgemaskineoptimering' },
    { pattern: 'kunstig intelligens-chat', use: 'AI-chat' },
    { pattern: 'websites?|site', use: 'hjemmeside' },
    { pattern: 'mobile first', use: 'til mobilen først' },
    { pattern: 'glidende overlevering', use: 'problemfri overlevering' },
    { pattern: 'live', use: 'sætte i drift, tage i brug' },
    { pattern: 'det indeholdt projektet', use: 'Projektet omfattede' },
    // A heading is a sentence, not a fragment with a relative clause.
    { pattern: 'Spanien, der stoler på', use: 'Spanien stoler på' },
    // One name per feature: CMS training and basic SEO setup.
    { pattern: 'introduktion til CMS\\S*', use: 'Oplæring i CMS’et' },
    { pattern: 'søgemaskineopsætning|(?:grundlæggende|grundig) søgemaskineoptimering', use: 'Grundlæggende SEO-opsætning' },
  ],
};

/**
 * Words that may stand in Icelandic on an English, Spanish or Danish page: names and addresses (the company,
 * its offices and streets, the Icelandic authorities and court a legal page names) and the spec's Icelandic
 * page slugs. Anything else with þ, ð or æ, or an Icelandic word of `icelandicWords`, is a left-over.
 */
export const icelandicNames: readonly string[] = [
  'Hraun', 'Hrauni', 'Hrauns', 'Reykjavík', 'Reykjavíkur', 'Borgartún', 'Héraðsdómur', 'Persónuvernd',
  'Vesterbrogade', 'København', 'Carrer', 'Pallars', 'Íslandsbanki', 'Brimnes', 'Þingholt', 'Ísafjörður',
];

/** Common Icelandic words that must not be left on a page in another language. */
export const icelandicWords: readonly string[] = [
  'eða', 'fyrir', 'frá', 'vsk', 'klst', 'samband', 'tilboð', 'Panta', 'Velja', 'pakka', 'Hleður', 'Úps', 'Síðan',
  'fannst', 'ekki', 'lausnir', 'mánuði', 'Lokað', 'Forsíða',
];
