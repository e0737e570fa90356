import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.wordpressExpress,
  menuText: 'En professionel hjemmeside, hurtigt og til en god pris',
  card: {
    title: g.solutions.wordpressExpress,
    text: 'En hurtig og prisvenlig vej til en professionel hjemmeside bygget på et færdigt tema.',
  },
  homeCard: {
    title: g.solutions.wordpressExpress,
    text: 'En professionel WordPress-hjemmeside til fast pris, klar på kort tid.',
  },
  metaTitle: `${g.solutions.wordpressExpress}\u00a0– din hjemmeside online på få dage`,
  metaDescription:
    'WordPress Express fra Hraun: en professionel WordPress-hjemmeside eller WooCommerce-webshop til fast pris, klar på få dage. Vælg en pakke og bestil online.',
  metaKeywords: 'WordPress Express, WooCommerce Express, WordPress-hjemmeside, billig hjemmeside, webshop, fast pris, webudvikling',
  breadcrumb: g.solutions.wordpressExpress,
  hero: {
    title: `${g.solutions.wordpressExpress}: ny hjemmeside på få dage`,
    text: 'En professionel WordPress-hjemmeside eller WooCommerce-webshop til fast pris. Du vælger pakken, sender os dit indhold, og vi klarer resten\u00a0– hurtigt og uden overraskelser på regningen.',
  },
  packages: {
    title: 'Vælg din Express-pakke',
    text: 'To pakker til fast pris, ekskl. moms og betalt én gang. Vi designer og skriver de sider, du går i luften med, og du tilføjer flere, når det passer dig, op til det antal, pakken rummer i alt.',
    wordpressExpress: {
      features: {
      },
    },
    woocommerceExpress: {
      features: {
      },
    },
  },
  benefits: {
    title: 'Hvorfor WordPress Express?',
    fast: {
      title: 'Hurtig levering',
      text: 'Vi arbejder efter en velafprøvet proces, så din hjemmeside er online på dage\u00a0– ikke måneder.',
    },
    fixedPrice: {
      title: 'Fast pris',
      text: 'Du kender prisen fra start. Ingen skjulte poster og ingen overraskende fakturaer.',
    },
    quality: {
      title: 'Professionelt håndværk',
      text: 'Det samme team, der bygger vores større løsninger, bygger din Express-side\u00a0– med fokus på hastighed, sikkerhed og flot design.',
    },
    control: {
      title: 'Du har styringen',
      text: 'WordPress er nemt at bruge: Du opdaterer selv tekster, billeder og produkter og kan udbygge siden, når behovet opstår.',
    },
  },
  cta: {
    title: 'Få din hjemmeside online',
    text: 'Vælg en pakke, udfyld bestillingen, så kontakter vi dig hurtigst muligt for at sætte projektet i gang.',
  },
};
