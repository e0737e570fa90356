import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { strings as order } from '../../../strings/da/solutions/order';
import { openingTimes } from '../../../hours';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.pages.verdskra,
  metaTitle: g.pages.verdskra,
  metaDescription:
    'Se Hrauns priser: timepris for standardservice og akutservice, hjemmesidepakker med vedligeholdelse og WordPress Express-løsninger til fast pris.',
  metaKeywords: 'priser, timepris, hvad koster en hjemmeside, hjemmesidepakker, WordPress Express, WooCommerce Express',
  breadcrumb: g.pages.verdskra,
  hero: {
    title: 'Klare priser uden skjulte gebyrer',
    text: 'Her finder du vores timepriser, hjemmesidepakker og expressløsninger til fast pris. Har du brug for noget andet? Så giver vi dig et tilbud, der passer til dit projekt.',
  },
  hourly: {
    title: 'Timepriser',
    text: 'Til enkeltopgaver uden for en aftale, fx ændringer, udvidelser og rådgivning. Du betaler kun for de timer, der bliver brugt. Priserne er ekskl. moms.',
    serviceDesk: 'Send en henvendelse',
    packages: {
      general: {
        name: g.products.standardService,
        description: 'Enkeltopgaver inden for åbningstiden: udvikling, design, indhold og rådgivning.',
        features: {
          hours: `Hverdage kl. ${openingTimes('da')} (islandsk tid)`,
          changes: 'Ændringer, udvidelser og fejlrettelser',
          advice: 'Rådgivning og oplæring i dit CMS',
          report: 'Specificeret timeopgørelse med hver faktura',
        },
      },
      emergency: {
        name: g.products.emergencyService,
        description: 'Hjælp uden for åbningstiden, når det virkelig gælder, fx hvis din hjemmeside er nede.',
        features: {
          hours: 'Aftener, nætter og weekender',
          surcharge: '50 % tillæg til timeprisen for standardservice',
          phone: 'Akuttelefon uden for åbningstiden',
          critical: 'Prioritet til fejl, der lammer din forretning',
        },
      },
    },
  },
  websites: {
    title: 'Hjemmesidepakker',
    text: 'En gennemarbejdet hjemmeside til fast pris med vedligeholdelse inkluderet de første måneder. Modsat resten af prislisten er hjemmesidepakkerne inkl. 24 % moms, så prisen, du ser, er den samlede pris.',
    packages: {
      basic: {
        name: g.tiers.basic,
        description: 'Til mindre virksomheder, der vil have en professionel hjemmeside og en god start.',
        features: {
          pages: 'Op til 10 sider',
          responsive: 'Mobilvenligt design',
          cms: 'Brugervenligt CMS',
          seo: 'Grundlæggende SEO-opsætning',
          maintenance: '3 måneders vedligeholdelse inkluderet',
        },
      },
      business: {
        name: g.tiers.business,
        description: 'Til virksomheder, der vil mere: flere sider, skræddersyet design og længere vedligeholdelse.',
        features: {
          pages: 'Op til 20 sider',
          design: 'Skræddersyet design ud fra dit brand',
          seo: 'Udvidet SEO-opsætning',
          integrations: 'Integration med sociale medier og webanalyse',
          maintenance: '6 måneders vedligeholdelse inkluderet',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'Til større hjemmesider og mere komplekse systemer. Prisen afhænger af projektets omfang.',
        features: {
          pages: 'Ubegrænset antal sider',
          custom: 'Specialudvikling og systemintegrationer',
          languages: 'Flersproget hjemmeside',
          priority: 'Prioriteret support og fast kontaktperson',
          maintenance: '12 måneders vedligeholdelse inkluderet',
        },
      },
    },
  },
  express: {
    title: 'Expressløsninger',
    text: 'Færdige WordPress-løsninger til fast pris, når du hurtigt vil i luften. Vi designer og skriver de sider, din hjemmeside går i luften med. Priserne er ekskl. moms og betales én gang.',
    packages: {
      wordpressExpress: {
        name: g.products.wordpressExpress,
        description: order.packages.wordpressExpress.description,
        // The Express pages' own list, word for word (review 36, 6a).
        features: order.packages.wordpressExpress.features,
      },
      woocommerceExpress: {
        name: g.products.woocommerceExpress,
        description: order.packages.woocommerceExpress.description,
        features: order.packages.woocommerceExpress.features,
      },
    },
  },
  cta: {
    title: 'Usikker på, hvad der passer dig?',
    text: 'Få et tilbud, der er skræddersyet til dit projekt\u00a0– eller kontakt os, så hjælper vi dig med at vælge.',
  },
};
