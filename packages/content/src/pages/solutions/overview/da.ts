import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  metaTitle: g.pages.solutions,
  metaDescription:
    'Færdige og skræddersyede løsninger til virksomheder: AI, booking- og abonnementssystemer, webshops, kassesystemer, WordPress, webhosting og firmamail.',
  metaKeywords:
    'løsninger, kunstig intelligens, bookingsystem, abonnementssystem, webshop, kassesystem, WordPress, webhosting, firmamail, webdrift, AI-chat, API-integrationer',
  breadcrumb: g.pages.solutions,
  hero: {
    title: `${g.pages.solutions}, der vokser med din virksomhed`,
    text: 'Fra bookingsystemer og webshops til kunstig intelligens og webhosting: Vi opsætter, integrerer og driver de løsninger, din virksomhed har brug for, så du kan koncentrere dig om dine kunder.',
  },
  solutions: {
    title: 'Alle løsninger samlet ét sted',
    text: 'Vælg en løsning, og læs mere. Alle løsninger kan tilpasses dine behov og kobles sammen med de systemer, du allerede bruger.',
  },
  express: {
    title: 'Kom nemt i gang med WordPress Express',
    text: 'Skal du hurtigt have en hjemmeside? WordPress Express er et prisvenligt valg for mindre virksomheder, der vil have en professionel hjemmeside uden lang opstart.',
    name: g.products.wordpressExpress,
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
