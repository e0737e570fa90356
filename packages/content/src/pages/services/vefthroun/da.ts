import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.services.vefthroun,
  card: {
    title: g.services.vefthroun,
    text: 'Skræddersyede webapplikationer, integrationer og funktioner, som standardløsninger ikke kan klare.',
  },
  homeCard: {
    title: g.services.vefthroun,
    text: 'Skræddersyede løsninger, integrationer og systemer bygget med moderne teknologi, der vokser med din virksomhed.',
  },
  metaTitle: g.services.vefthroun,
  metaDescription:
    'Skræddersyede webapplikationer, portaler og integrationer med moderne teknologi som React, Node.js og PostgreSQL. Hraun udvikler software, der vokser med dig.',
  metaKeywords: 'webprogrammering, webapplikationer, skræddersyet software, React, Node.js, API, integrationer',
  breadcrumb: g.services.vefthroun,
  hero: {
    title: 'Skræddersyet software til nettet',
    text:
      'Når standardløsninger ikke slår til, udvikler vi webapplikationer, portaler og integrationer, der passer præcist til din forretning.',
  },
  features: {
    title: 'Det udvikler vi',
    items: {
      webApps: {
        title: 'Webapplikationer',
        text: 'Interaktive systemer, der kører i browseren, fra bookingværktøjer til interne dashboards.',
      },
      integrations: {
        title: 'API’er og integrationer',
        text: 'Vi forbinder din hjemmeside med regnskab, lager, betalingsløsninger og andre systemer.',
      },
      portals: {
        title: 'Kundeportaler',
        text: 'Sikre loginområder, hvor kunderne kan se ordrer, fakturaer og data.',
      },
      performance: {
        title: 'Ydeevne og skalerbarhed',
        text: 'Kode, der kan klare belastningen i dag og vokse med din virksomhed i morgen.',
      },
      quality: {
        title: 'Test og kvalitet',
        text: 'Automatiske test og kodegennemgang sikrer, at nye versioner aldrig ødelægger det, der allerede virker.',
      },
    },
  },
  tech: {
    title: 'Teknologier, vi bruger',
    groups: {
      frontend: 'Frontend',
      backend: 'Backend',
      database: 'Databaser',
    },
  },
  process: {
    title: 'Sådan arbejder vi',
    steps: {
      requirements: {
        title: 'Kravafklaring',
        text: 'Vi kortlægger behov, brugere og de systemer, løsningen skal tale sammen med.',
      },
      architecture: {
        title: 'Arkitektur',
        text: 'Vi vælger teknologien og designer en datamodel og en arkitektur, der holder.',
      },
      development: {
        title: 'Udvikling i sprints',
        text: 'Vi udvikler i korte sprints og viser dig fungerende software hver anden uge.',
      },
      launch: {
        title: 'Lancering og drift',
        text: 'Løsningen går i luften med overvågning, og vi står for vedligeholdelse og videreudvikling.',
      },
    },
  },
  benefits: {
    title: 'Hvorfor skræddersyet udvikling?',
    items: {
      fit: {
        title: 'Passer til din måde at arbejde på',
        text: 'Softwaren tilpasser sig dine processer, ikke omvendt.',
      },
      ownership: {
        title: 'Du ejer koden',
        text: 'Ingen licensgebyrer og ingen binding til én leverandør.',
      },
      scalability: {
        title: 'Vokser med dig',
        text: 'Nye funktioner tilføjes, efterhånden som dine behov ændrer sig.',
      },
      integration: {
        title: 'Spiller sammen med dine systemer',
        text: 'Data flyder automatisk mellem systemerne, og det manuelle arbejde bliver mindre.',
      },
      security: {
        title: 'Sikkerhed fra start',
        text: 'Adgangsstyring, kryptering og opdateringer er bygget ind fra dag ét.',
      },
      advantage: {
        title: 'Et forspring på markedet',
        text: 'En løsning, som dine konkurrenter ikke har, kan gøre hele forskellen.',
      },
    },
  },
  cta: {
    title: 'Har du en idé til et system?',
    text: 'Beskriv din idé, så vurderer vi omfang, tidsplan og pris.',
  },
};
