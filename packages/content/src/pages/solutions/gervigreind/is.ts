import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.gervigreind,
  menuText: 'Spjallmenni, sjálfvirkni og gagnagreining',
  card: {
    title: g.solutions.gervigreind,
    text: 'Spjallmenni, sjálfvirkni og gagnagreining sem spara tíma og bæta þjónustuna.',
  },
  homeCard: {
    title: g.solutions.gervigreind,
    text: 'Spjallmenni, sjálfvirkni og snjallar greiningar sem spara tíma og bæta þjónustu við viðskiptavini.',
  },
  metaTitle: 'Gervigreindarlausnir',
  metaDescription:
    'Gervigreind fyrir fyrirtæki: spjallmenni, sjálfvirkni, gagnagreining og efnisgerð. Við finnum tækifærin, smíðum lausnina og tengjum hana við kerfin þín.',
  metaKeywords: 'gervigreind, AI, spjallmenni, sjálfvirkni, gagnagreining, mállíkön, snjallleit, AI-ráðgjöf, innleiðing gervigreindar',
  breadcrumb: g.solutions.gervigreind,
  hero: {
    title: `${g.solutions.gervigreind} sem vinnur fyrir þig`,
    text: 'Við hjálpum fyrirtækjum að nýta gervigreind á hagnýtan hátt: svara viðskiptavinum hraðar, sjálfvirknivæða endurtekin verk og fá meira út úr gögnunum.',
  },
  solutions: {
    title: 'Hvernig gervigreind nýtist þér',
    text: 'Sex leiðir til að láta gervigreind skila raunverulegum árangri í rekstrinum.',
    items: {
      chatbots: {
        title: 'Spjallmenni og sýndaraðstoð',
        text: 'Spjallmenni sem svarar algengum spurningum á vefnum allan sólarhringinn, á íslensku og öðrum tungumálum.',
      },
      automation: {
        title: 'Sjálfvirkni ferla',
        text: 'Gervigreindin tekur við endurteknum verkum eins og flokkun erinda, skráningu gagna og úrvinnslu skjala.',
      },
      analytics: {
        title: 'Gagnagreining og spár',
        text: 'Greindu mynstur í sölu- og rekstrargögnum og sjáðu eftirspurnina fyrir áður en hún kemur fram.',
      },
      content: {
        title: 'Efnisgerð',
        text: 'Skrifaðu vörulýsingar, fréttabréf og færslur á samfélagsmiðla hraðar, í þínum stíl og tón.',
      },
      search: {
        title: 'Snjallleit',
        text: 'Leit sem skilur hvað notandinn á við og finnur réttu vörurnar, skjölin og svörin í þínum gögnum.',
      },
      integration: {
        title: 'Samþætting við kerfin þín',
        text: 'Við tengjum gervigreindina við vefinn, CRM-kerfið, bókhaldið og aðrar lausnir sem þú notar nú þegar.',
      },
    },
  },
  offers: {
    title: 'Leiðir sem henta þínum rekstri',
    text: 'Þrjár leiðir til að byrja, hvort sem þú vilt stíga fyrstu skrefin eða innleiða gervigreind í allan reksturinn.',
    items: {
      assistant: {
        title: 'Spjallmenni fyrir vefinn',
        text: 'Þjálfað á þínu efni og svarar viðskiptavinum strax, hvenær sem er.',
        features: {
          training: 'Þjálfað á vefnum, skjölunum og algengum spurningum',
          languages: 'Svarar á íslensku, ensku og fleiri tungumálum',
          availability: 'Opið allan sólarhringinn, alla daga ársins',
          handover: 'Vísar flóknari málum áfram til starfsfólks',
          leads: 'Safnar fyrirspurnum og tengiliðaupplýsingum',
          design: 'Útlit lagað að vörumerkinu þínu',
          reports: 'Mánaðarleg skýrsla um spurningar og svör',
        },
      },
      automation: {
        title: 'Sjálfvirkni og verkferlar',
        text: 'Við greinum verkferlana og látum gervigreind taka við tímafrekum, endurteknum verkum.',
        features: {
          mapping: 'Greining á verkferlum og tækifærum til umbóta',
          email: 'Sjálfvirk flokkun og svörun tölvupósts',
          documents: 'Lestur og úrvinnsla reikninga og skjala',
          dataEntry: 'Sjálfvirk skráning gagna í kerfin þín',
          integrations: 'Tengingar við CRM, bókhald og önnur kerfi',
          monitoring: 'Vöktun og tilkynningar ef eitthvað fer úrskeiðis',
          training: 'Kennsla og þjálfun starfsfólks',
        },
      },
      custom: {
        title: 'Sérsniðin gervigreindarlausn',
        text: 'Fyrir fyrirtæki sem vilja lausn smíðaða utan um eigin gögn og þarfir, frá hugmynd til reksturs.',
        features: {
          workshop: 'Vinnustofa um tækifæri og forgangsröðun',
          roadmap: 'Stefna og áætlun um innleiðingu',
          data: 'Undirbúningur og hreinsun gagna',
          models: 'Val á mállíkani og aðlögun að þínum gögnum',
          privacy: 'Öryggi og persónuvernd í samræmi við GDPR',
          integration: 'Samþætting við núverandi kerfi',
          operation: 'Rekstur, vöktun og stöðugar umbætur',
        },
      },
    },
  },
  cta: {
    title: 'Hvar getur gervigreind hjálpað þér?',
    text: 'Segðu okkur frá rekstrinum og við förum yfir hvar gervigreind getur sparað tíma og aukið tekjur. Tilboðið er þér að kostnaðarlausu.',
  },
};
