import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.services.greiningar,
  card: {
    title: g.services.greiningar,
    text: 'Overskuelige dashboards og rapporter, der viser, hvad der virker, og hvor mulighederne er.',
  },
  metaTitle: `${g.services.greiningar}\u00a0– fra data til beslutninger`,
  metaDescription:
    'Analyse, der gør data til beslutninger: opsætning af målinger, dashboards, rapporter og rådgivning. Vi viser, hvad der virker, og hvad der kan gøres bedre.',
  metaKeywords: 'webanalyse, Google Analytics, dashboards, dataanalyse, rapportering, konverteringssporing',
  breadcrumb: g.services.greiningar,
  hero: {
    title: 'Træf beslutninger på baggrund af data',
    text:
      'Vi sætter målinger op, fortolker tallene og fortæller dig i et klart sprog, hvad de betyder for din forretning.',
  },
  features: {
    title: 'Det måler vi',
    items: {
      tracking: {
        title: 'Opsætning af målinger',
        text:
          'Google Analytics 4 og Tag Manager sat korrekt op fra starten og i overensstemmelse med reglerne om databeskyttelse.',
      },
      dashboards: {
        title: 'Dashboards i realtid',
        text: 'Dine vigtigste nøgletal samlet ét sted og opdateret automatisk.',
      },
      conversions: {
        title: 'Konverteringssporing',
        text: 'Se, hvilke kanaler og kampagner der skaber salg, henvendelser og tilmeldinger.',
      },
      behavior: {
        title: 'Brugeradfærd',
        text: 'Heatmaps og tragtanalyser viser, hvor de besøgende bliver hængende, og hvor de falder fra.',
      },
      reports: {
        title: 'Faste rapporter',
        text: 'Klare rapporter med anbefalinger, ikke bare tal.',
      },
      testing: {
        title: 'A/B-test',
        text: 'Vi tester forskellige versioner af dine sider og lader data bestemme.',
      },
    },
  },
  process: {
    title: 'Fra data til handling',
    steps: {
      collection: {
        title: 'Dataindsamling',
        text: 'Vi sætter målingerne op og sikrer, at data er korrekte og pålidelige.',
      },
      analysis: {
        title: 'Analyse',
        text: 'Vi dykker ned i tallene og finder mønstre, flaskehalse og muligheder.',
      },
      reporting: {
        title: 'Rapportering',
        text: 'Resultaterne præsenteres klart med prioriterede anbefalinger.',
      },
      followUp: {
        title: 'Opfølgning',
        text: 'Vi følger op på ændringerne og måler, om de giver de forventede resultater.',
      },
    },
  },
  cta: {
    title: 'Vil du forstå dine data bedre?',
    text: 'Kontakt os, så gennemgår vi tallene sammen, eller få et tilbud på opsætning og analyse.',
  },
};
