import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.services.greiningar,
  card: {
    title: g.services.greiningar,
    text: 'Skýr mælaborð og skýrslur sem sýna hvað virkar og hvar tækifærin liggja.',
  },
  metaTitle: g.services.greiningar,
  metaDescription:
    'Vefgreiningar sem breyta gögnum í ákvarðanir: uppsetning mælinga, mælaborð, skýrslur og ráðgjöf. Hraun sýnir hvað virkar á vefnum og hvar tækifærin liggja.',
  metaKeywords: 'greiningar, vefgreiningar, Google Analytics, mælaborð, gagnagreining, skýrslur, viðskiptagreind',
  breadcrumb: g.services.greiningar,
  hero: {
    title: 'Taktu ákvarðanir byggðar á gögnum',
    text: 'Við setjum upp mælingar, túlkum tölurnar og segjum þér á mannamáli hvað þær þýða fyrir reksturinn.',
  },
  features: {
    title: 'Hvað mælum við?',
    items: {
      tracking: {
        title: 'Uppsetning mælinga',
        text: 'Google Analytics 4 og Tag Manager rétt uppsett frá byrjun og í samræmi við persónuverndarreglur.',
      },
      dashboards: {
        title: 'Mælaborð í rauntíma',
        text: 'Helstu lykiltölur á einum stað, uppfærðar sjálfkrafa.',
      },
      conversions: {
        title: 'Mælingar á árangri',
        text: 'Sjáðu hvaða rásir og herferðir skila sölu, fyrirspurnum og skráningum.',
      },
      behavior: {
        title: 'Hegðun notenda',
        text: 'Hitakort og ferlagreiningar sýna hvar gestir staldra við og hvar þeir hverfa á braut.',
      },
      reports: {
        title: 'Reglulegar skýrslur',
        text: 'Skýrar skýrslur með tillögum að úrbótum, ekki bara tölum.',
      },
      testing: {
        title: 'A/B-prófanir',
        text: 'Við prófum ólíkar útgáfur síðna og látum gögnin ráða för.',
      },
    },
  },
  process: {
    title: 'Frá gögnum til aðgerða',
    steps: {
      collection: {
        title: 'Gagnasöfnun',
        text: 'Við setjum upp mælingar og tryggjum að gögnin séu rétt og áreiðanleg.',
      },
      analysis: {
        title: 'Greining',
        text: 'Við rýnum í tölurnar og finnum mynstur, flöskuhálsa og tækifæri.',
      },
      reporting: {
        title: 'Skýrslugerð',
        text: 'Niðurstöðurnar eru settar fram á skýran hátt með forgangsröðuðum tillögum.',
      },
      followUp: {
        title: 'Eftirfylgni',
        text: 'Við fylgjum breytingum eftir og mælum hvort þær skili tilætluðum árangri.',
      },
    },
  },
  cta: {
    title: 'Viltu skilja gögnin betur?',
    text: 'Hafðu samband og við förum yfir tölurnar með þér, eða fáðu tilboð í uppsetningu og greiningu.',
  },
};
