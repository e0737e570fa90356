import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.services.markadssetning,
  card: {
    title: g.services.markadssetning,
    text: 'Sociale medier, annoncering og indhold, der rammer de rette kunder på det rette tidspunkt.',
  },
  homeCard: {
    title: g.services.markadssetning,
    text: 'Digital markedsføring på sociale medier og søgemaskiner med målbare resultater.',
  },
  metaTitle: 'Digital markedsføring',
  metaDescription:
    'Online markedsføring til virksomheder: sociale medier, annoncering, indhold og e-mail. Månedlige pakker fra Hraun, der giver målbare resultater for dit brand.',
  metaKeywords: 'digital markedsføring, sociale medier, online annoncering, content marketing, e-mailmarketing',
  breadcrumb: g.services.markadssetning,
  hero: {
    title: `${g.services.markadssetning}, der rammer de rette kunder`,
    text: 'Vi planlægger, producerer og måler din online markedsføring, så hver krone gør gavn.',
  },
  features: {
    title: 'Al din markedsføring samlet ét sted',
    items: {
      social: {
        title: 'Sociale medier',
        text: 'Indhold og community management på Facebook, Instagram og LinkedIn, der opbygger en loyal følgerskare.',
      },
      ads: {
        title: 'Online annoncering',
        text: 'Målrettede annoncer på Google og sociale medier med tydelig måling af afkastet.',
      },
      content: {
        title: 'Indholdsproduktion',
        text: 'Artikler, billeder og video, der fanger opmærksomheden og fortæller dit brands historie.',
      },
      email: {
        title: 'E-mailmarketing',
        text: 'Nyhedsbreve og automatiserede mails, der holder kunderne engagerede.',
      },
      strategy: {
        title: 'Marketingstrategi',
        text: 'En klar plan for målgrupper, budskaber og kanaler, før der bruges en krone.',
      },
      reporting: {
        title: 'Måling og rapportering',
        text: 'En månedlig rapport, der viser, hvad der virkede, og hvad der kan gøres bedre.',
      },
    },
  },
  packages: {
    title: 'Marketingpakker',
    text: 'Vælg den pakke, der passer til dine ambitioner. Alle priser er pr. måned.',
    items: {
      basic: {
        name: g.tiers.basic,
        description: 'Et solidt fundament for virksomheder, der vil være synlige på sociale medier.',
        features: {
          posts: '8 opslag om måneden',
          channels: 'To sociale medier',
          calendar: 'Månedlig indholdsplan',
          report: 'Månedlig rapport',
        },
      },
      pro: {
        name: g.tiers.pro,
        description: 'Til virksomheder, der vil vokse hurtigt med indhold og annoncering.',
        features: {
          posts: '15 opslag om måneden',
          channels: 'Tre sociale medier',
          ads: 'Styring af annoncer på Google og sociale medier',
          newsletter: 'Ét nyhedsbrev om måneden',
          report: 'Månedlig rapport og statusmøde',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'En komplet marketingafdeling efter behov til større virksomheder.',
        features: {
          posts: 'Ubegrænset antal opslag',
          channels: 'Alle de store sociale medier',
          campaigns: 'Kampagner på tværs af alle kanaler',
          video: 'Videoproduktion til sociale medier',
          manager: 'Fast kontaktperson og ugentlige møder',
        },
      },
    },
  },
  cta: {
    title: 'Lad os gøre dig synlig',
    text: 'Fortæl os om din målgruppe og dine mål, så anbefaler vi den rette tilgang.',
  },
};
