import type { strings as source } from '../../is/solutions/overview';

export const strings: typeof source = {
  metaTitle: 'Løsninger',
  metaDescription:
    'Færdige og skræddersyede løsninger til virksomheder: AI, booking- og abonnementssystemer, webshops, kassesystemer, WordPress, webhosting og firmamail.',
  metaKeywords:
    'løsninger, kunstig intelligens, bookingsystem, abonnementssystem, webshop, kassesystem, WordPress, webhosting, firmamail, webdrift, AI-chat, API-integrationer',
  breadcrumb: 'Løsninger',
  hero: {
    title: 'Løsninger, der vokser med din virksomhed',
    text: 'Fra bookingsystemer og webshops til kunstig intelligens og webhosting: Vi sætter op, forbinder og driver de løsninger, din virksomhed har brug for, så du kan koncentrere dig om dine kunder.',
  },
  solutions: {
    title: 'Alle løsninger samlet ét sted',
    text: 'Vælg en løsning, og læs mere. Alle løsninger kan tilpasses dine behov og kobles sammen med de systemer, du allerede bruger.',
    items: {
      ai: {
        title: 'Kunstig intelligens',
        text: 'Chatbots, automatisering og dataanalyse, der sparer tid og løfter kundeservicen.',
      },
      booking: {
        title: 'Bookingsystem',
        text: 'Dine kunder booker og betaler online – når det passer dem, døgnet rundt.',
      },
      subscription: {
        title: 'Abonnementssystem',
        text: 'Tilbagevendende betalinger, fleksible abonnementer og selvbetjening for dine kunder.',
      },
      webshop: {
        title: 'Webshop',
        text: 'Webshops på WooCommerce eller Shopify, der sælger godt på alle enheder.',
      },
      pos: {
        title: 'Kassesystem',
        text: 'Ekspedition, lager og webshop samlet i ét sammenhængende system.',
      },
      wordpress: {
        title: 'WordPress',
        text: 'Fleksible WordPress-hjemmesider, som du nemt selv kan opdatere.',
      },
      wordpressExpress: {
        title: 'WordPress Express',
        text: 'En hurtig og prisvenlig vej til en professionel hjemmeside bygget på et færdigt tema.',
      },
      hosting: {
        title: 'Webhosting',
        text: 'Hurtig og sikker hosting med backup, SSL-certifikater og overvågning døgnet rundt.',
      },
      email: {
        title: 'Firmamail',
        text: 'Professionelle e-mailadresser på dit eget domæne med effektiv spambeskyttelse.',
      },
      siteManagement: {
        title: 'Webdrift',
        text: 'Vi tager os af opdateringer, sikkerhed og indhold, så din hjemmeside altid er i topform.',
      },
      chat: {
        title: 'AI-chat',
        text: 'Svar dine kunder med det samme – med dit team eller en AI-assistent, der passer chatten døgnet rundt.',
      },
      api: {
        title: 'API-integrationer',
        text: 'Vi kobler din hjemmeside sammen med regnskab, betalingsløsninger, lager og andre systemer.',
      },
    },
  },
  express: {
    title: 'Kom nemt i gang med WordPress Express',
    text: 'Skal du hurtigt have en hjemmeside? WordPress Express er et prisvenligt valg for mindre virksomheder, der vil have et professionelt site uden lang opstart.',
    name: 'WordPress Express',
    description: 'En professionel hjemmeside bygget på et færdigt tema – sat op og klar til brug på kort tid.',
    features: {
      pages: '10-15 sider',
      theme: 'Færdigt tema',
      responsive: 'Tilpasser sig alle skærmstørrelser',
      editor: 'Nemt selv at opdatere indholdet',
    },
  },
  cta: {
    title: 'Lad os finde den rette løsning sammen',
    text: 'Fortæl os om din virksomhed og dine mål. Vi anbefaler en løsning, der passer, og sender dig et uforpligtende tilbud.',
  },
};
