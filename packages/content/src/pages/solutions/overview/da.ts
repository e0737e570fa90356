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
    title: 'Vil du hellere bygge hjemmesiden selv?',
    text: 'WordPress Express Gør det selv er et særskilt tilbud til dig, der hellere selv vil skrive indholdet og sætte hjemmesiden sammen. Vi installerer WordPress med et færdigt tema, og så tager du over. Vil du hellere have, at vi designer og skriver siderne for dig? Så passer Express-pakkerne bedre.',
    name: `${g.products.wordpressExpress} Gør det selv`,
    description: 'WordPress installeret med et færdigt tema. Du skriver selv indholdet og sætter siderne op.',
    features: {
      pages: 'Plads til 10-15 sider',
      theme: 'Færdigt tema',
      responsive: 'Tilpasser sig alle skærmstørrelser',
      editor: 'Du lægger selv indholdet ind',
    },
  },
  cta: {
    title: 'Lad os finde den rette løsning sammen',
    text: 'Fortæl os om din virksomhed og dine mål. Vi anbefaler en løsning, der passer, og sender dig et uforpligtende tilbud.',
  },
};
