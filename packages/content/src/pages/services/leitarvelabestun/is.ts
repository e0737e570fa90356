import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.services.leitarvelabestun,
  card: {
    title: g.services.leitarvelabestun,
    text: 'Betri staða á Google með tæknilegri bestun, vönduðu efni og traustum tenglum.',
  },
  homeCard: {
    title: g.services.leitarvelabestun,
    text: 'Við aukum sýnileika þinn á Google með tæknilegri bestun, efnisvinnu og reglulegri eftirfylgni.',
  },
  metaTitle: `${g.services.leitarvelabestun} (SEO)`,
  metaDescription:
    'Leitarvélabestun sem kemur vefnum ofar á Google: tæknileg úttekt, leitarorðagreining, efnisgerð og tenglauppbygging. Mánaðarlegir SEO-pakkar frá Hrauni.',
  metaKeywords: 'leitarvélabestun, SEO, Google, leitarorð, tæknileg leitarvélabestun, efnisgerð, staðbundin leit',
  breadcrumb: g.services.leitarvelabestun,
  hero: {
    title: 'Fleiri finna þig á Google',
    text: 'Við bætum stöðu vefsins í leitarniðurstöðum með tæknilegri bestun, vönduðu efni og markvissri eftirfylgni.',
  },
  features: {
    title: 'Svona komum við þér ofar',
    items: {
      audit: {
        title: 'Tæknileg úttekt',
        text: 'Við finnum og lögum villur sem hindra leitarvélar í að lesa vefinn.',
      },
      keywords: {
        title: 'Leitarorðagreining',
        text: 'Við finnum orðin sem viðskiptavinir þínir nota í raun þegar þeir leita.',
      },
      content: {
        title: 'Efnisgerð',
        text: 'Greinar og síðutextar sem svara spurningum notenda og raðast ofar.',
      },
      onPage: {
        title: 'Bestun síðna',
        text: 'Titlar, lýsingar, fyrirsagnir og innri tenglar fínstillt fyrir hverja síðu.',
      },
      local: {
        title: 'Staðbundin leit',
        text: 'Sýnileiki á Google Maps og í leit í nágrenninu með Google-fyrirtækjaprófíl.',
      },
      links: {
        title: 'Tenglauppbygging',
        text: 'Traustir tenglar frá viðeigandi vefjum sem auka trúverðugleika vefsins.',
      },
    },
  },
  packages: {
    title: 'SEO-pakkar',
    text: 'Leitarvélabestun er langhlaup. Veldu mánaðarlegan pakka sem hentar markmiðunum.',
    items: {
      basic: {
        name: g.tiers.basic,
        description: 'Fyrir lítil fyrirtæki sem vilja traustan grunn og sýnileika í leit.',
        features: {
          hours: 'Efnisvinnsla í 3 klst. á mánuði',
          audit: 'Tæknileg úttekt og lagfæringar',
          keywords: 'Vöktun 10 leitarorða',
          report: 'Mánaðarleg skýrsla',
        },
      },
      pro: {
        name: g.tiers.pro,
        description: 'Fyrir fyrirtæki sem vilja taka fram úr samkeppninni í leit.',
        features: {
          hours: 'Efnisvinnsla í 8 klst. á mánuði',
          keywords: 'Vöktun 30 leitarorða',
          links: 'Tenglauppbygging',
          local: 'Bestun fyrir staðbundna leit',
          report: 'Mánaðarleg skýrsla og stöðufundur',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'Fyrir stærri vefi og verslanir þar sem hvert sæti á Google skiptir máli.',
        features: {
          hours: 'Efnisvinnsla í 20 klst. á mánuði',
          keywords: 'Ótakmörkuð vöktun leitarorða',
          links: 'Markviss tenglauppbygging',
          international: 'Bestun fyrir fleiri tungumál og markaði',
          manager: 'Fastur tengiliður og vikulegir fundir',
        },
      },
    },
  },
  cta: {
    title: 'Hvar stendur vefurinn þinn í leit?',
    text: 'Fáðu tilboð og við byrjum á að sýna þér hvar tækifærin liggja.',
  },
};
