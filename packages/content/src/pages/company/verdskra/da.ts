import type { is } from './is';

export const da: typeof is = {
  nav: 'Priser',
  metaTitle: 'Priser',
  metaDescription:
    'Se Hrauns priser: timepris for standardservice og akutservice, hjemmesidepakker med vedligeholdelse og WordPress Express-løsninger til fast pris.',
  metaKeywords: 'priser, timepris, hvad koster en hjemmeside, hjemmesidepakker, WordPress Express, WooCommerce Express',
  breadcrumb: 'Priser',
  hero: {
    title: 'Klare priser uden skjulte gebyrer',
    text: 'Her finder du vores timepriser, hjemmesidepakker og expressløsninger til fast pris. Har du brug for noget andet? Så giver vi dig et tilbud, der passer til dit projekt.',
  },
  hourly: {
    title: 'Timepriser',
    text: 'Til ændringer, udvidelser og rådgivning betaler du kun for de timer, der bliver brugt på opgaven.',
    serviceDesk: 'Send en anmodning',
    packages: {
      general: {
        name: 'Standardservice',
        description: 'Udvikling, design, indhold og rådgivning inden for åbningstiden.',
        features: {
          hours: 'Hverdage kl. 9.00–17.00',
          changes: 'Ændringer, udvidelser og fejlrettelser',
          advice: 'Rådgivning og oplæring i dit CMS',
          report: 'Specificeret timeopgørelse med hver faktura',
        },
      },
      emergency: {
        name: 'Akutservice',
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
    text: 'En gennemarbejdet hjemmeside til fast pris med vedligeholdelse inkluderet de første måneder.',
    packages: {
      basic: {
        name: 'Basis',
        description: 'Til mindre virksomheder, der vil have en professionel hjemmeside og en god start.',
        features: {
          pages: 'Op til 10 sider',
          responsive: 'Mobilvenligt design',
          cms: 'Brugervenligt CMS',
          seo: 'Grundlæggende søgemaskineoptimering',
          maintenance: '3 måneders vedligeholdelse inkluderet',
        },
      },
      business: {
        name: 'Business',
        description: 'Til virksomheder, der vil mere: flere sider, skræddersyet design og længere vedligeholdelse.',
        features: {
          pages: 'Op til 20 sider',
          design: 'Skræddersyet design ud fra dit brand',
          seo: 'Grundig søgemaskineoptimering',
          integrations: 'Integration med sociale medier og webanalyse',
          maintenance: '6 måneders vedligeholdelse inkluderet',
        },
      },
      enterprise: {
        name: 'Enterprise',
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
    text: 'Færdige WordPress-løsninger til fast pris, når du hurtigt vil i luften.',
    packages: {
      wordpressExpress: {
        name: 'WordPress Express',
        description: 'En professionel WordPress-hjemmeside til fast pris – klar på kort tid.',
        features: {
          pages: '3 sider',
          theme: 'Færdigt tema tilpasset dit brand',
          responsive: 'Mobilvenligt design',
          form: 'Kontaktformular',
          seo: 'Grundlæggende søgemaskineoptimering',
        },
      },
      woocommerceExpress: {
        name: 'WooCommerce Express',
        description: 'En webshop i WooCommerce til fast pris, klar til at modtage ordrer.',
        features: {
          pages: '5 sider',
          theme: 'Færdigt tema tilpasset dit brand',
          payments: 'Betalingsløsning til kortbetaling',
          products: 'Styring af produkter og ordrer',
          seo: 'Grundlæggende søgemaskineoptimering',
        },
      },
    },
  },
  cta: {
    title: 'Usikker på, hvad der passer dig?',
    text: 'Kontakt os, så hjælper vi dig med at vælge – eller få et tilbud, der er skræddersyet til dit projekt.',
  },
};
