import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.askriftarkerfi,
  menuText: 'Reglulegar greiðslur og sjálfsafgreiðsla',
  card: {
    title: g.solutions.askriftarkerfi,
    text: 'Endurteknar greiðslur, sveigjanlegar áskriftarleiðir og sjálfsafgreiðsla fyrir viðskiptavini.',
  },
  metaTitle: g.solutions.askriftarkerfi,
  metaDescription:
    'Áskriftarkerfi fyrir vefinn: sjálfvirkar endurteknar greiðslur, sveigjanlegar áskriftarleiðir, mínar síður fyrir viðskiptavini og skýr yfirsýn yfir tekjur.',
  metaKeywords: 'áskriftarkerfi, áskrift, endurteknar greiðslur, mánaðargjöld, áskriftarleiðir, mínar síður, kortagreiðslur, áskriftartekjur',
  breadcrumb: g.solutions.askriftarkerfi,
  hero: {
    title: `${g.solutions.askriftarkerfi} sem tryggir fastar tekjur`,
    text: 'Seldu vörur, þjónustu eða efni í áskrift. Við setjum upp kerfi sem innheimtir sjálfkrafa, heldur utan um viðskiptavinina og gefur þér skýra mynd af tekjunum.',
  },
  features: {
    title: 'Allt sem áskriftarrekstur þarf',
    text: 'Fimm grunnstoðir sem gera áskriftina einfalda, bæði fyrir þig og viðskiptavinina.',
    items: {
      billing: {
        title: 'Sjálfvirkar endurteknar greiðslur',
        text: 'Kort eru skuldfærð sjálfkrafa í hverjum mánuði eða einu sinni á ári og ef greiðsla mistekst er sjálfkrafa reynt aftur.',
      },
      plans: {
        title: 'Sveigjanlegar áskriftarleiðir',
        text: 'Bjóddu ólíkar leiðir, prufutímabil og afsláttarkóða sem henta mismunandi hópum viðskiptavina.',
      },
      portal: {
        title: 'Mínar síður fyrir viðskiptavini',
        text: 'Viðskiptavinir uppfæra kortaupplýsingar, skipta um áskriftarleið eða gera hlé á áskrift án þess að hafa samband.',
      },
      invoices: {
        title: 'Reikningar og kvittanir',
        text: 'Reikningar og kvittanir eru send sjálfkrafa og færð beint í bókhaldskerfið.',
      },
      analytics: {
        title: 'Yfirsýn yfir tekjurnar',
        text: 'Fylgstu með mánaðarlegum tekjum, fjölda áskrifenda og brottfalli á einu mælaborði.',
      },
    },
  },
  cta: {
    title: 'Komdu áskriftinni af stað',
    text: 'Segðu okkur hvað þú vilt selja í áskrift og við setjum saman lausn og tilboð sem passa rekstrinum.',
  },
};
