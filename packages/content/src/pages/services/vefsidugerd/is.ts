import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.services.vefsidugerd,
  card: {
    title: g.services.vefsidugerd,
    text: 'Hraðir, öruggir og snjallsímavænir vefir, smíðaðir frá grunni eða á traustu vefumsjónarkerfi.',
  },
  homeCard: {
    title: g.services.vefsidugerd,
    text: 'Hraðir, öruggir og snjallsímavænir vefir sem skila árangri og auðvelt er að uppfæra.',
  },
  metaTitle: g.services.vefsidugerd,
  metaDescription:
    'Vefsíðugerð fyrir fyrirtæki: snjallsímavænir, hraðir og öruggir vefir, bestaðir fyrir leitarvélar og sniðnir að þínum þörfum. Fáðu tilboð frá Hrauni í dag.',
  metaKeywords: 'vefsíðugerð, heimasíða, vefsíður fyrir fyrirtæki, WordPress, headless vefumsjón, snjallsímavænn vefur',
  breadcrumb: g.services.vefsidugerd,
  hero: {
    title: `${g.services.vefsidugerd} sem skilar árangri`,
    text:
      'Við smíðum hraða, örugga og notendavæna vefi sem líta vel út í öllum tækjum og hjálpa fyrirtækinu þínu að vaxa.',
  },
  features: {
    title: 'Allt sem góður vefur þarf',
    items: {
      responsive: {
        title: 'Snjallsímavænn',
        text: 'Vefurinn lagar sig að öllum skjástærðum, frá síma til stórra tölvuskjáa.',
      },
      seo: {
        title: 'Bestaður fyrir leitarvélar',
        text: 'Hreinn kóði, rökrétt uppbygging og lýsigögn sem hjálpa Google að finna þig.',
      },
      fast: {
        title: 'Hraður',
        text: 'Bestaðar myndir, skyndiminni og léttur kóði tryggja að síðurnar hlaðist á augabragði.',
      },
      secure: {
        title: 'Öruggur',
        text: 'SSL-skilríki, reglulegar uppfærslur og afritun vernda vefinn og gögn viðskiptavina.',
      },
      custom: {
        title: 'Sérsniðinn',
        text: 'Engin sniðmát sem eiga að passa öllum: vefurinn er hannaður utan um þitt vörumerki og þína starfsemi.',
      },
      support: {
        title: 'Þjónusta og stuðningur',
        text: 'Við erum til staðar eftir opnun með aðstoð, uppfærslur og nýja virkni þegar á þarf að halda.',
      },
    },
  },
  platforms: {
    title: 'Rétta tæknin fyrir verkefnið',
    text: 'Við veljum tækni eftir þörfum, ekki vana. Þetta eru þær þrjár leiðir sem við förum oftast.',
    items: {
      open: {
        title: 'Opnar lausnir',
        text: 'Traust og útbreidd vefumsjónarkerfi sem auðvelt er að uppfæra og stækka.',
        bullets: {
          wordpress: 'WordPress með sérsniðnu þema',
          woocommerce: 'Netverslanir með WooCommerce',
          plugins: 'Viðbætur valdar með öryggi í huga',
        },
      },
      headless: {
        title: 'Headless vefumsjón',
        text: 'Efnið er aðskilið frá framendanum, sem gefur hámarkshraða og frelsi til að birta það hvar sem er.',
        bullets: {
          cms: 'Efnisstjórnun í Sanity, Contentful eða Strapi',
          frontend: 'Framendi í Next.js eða Astro',
          channels: 'Sama efnið á vef, í öppum og á skjám',
        },
      },
      databases: {
        title: 'Gagnagrunnar',
        text: 'Öruggir og skalanlegir gagnagrunnar fyrir vefi sem geyma og vinna úr gögnum.',
        bullets: {
          relational: 'Venslagagnagrunnar: PostgreSQL og MySQL',
          document: 'Skjalagagnagrunnar: MongoDB',
          backups: 'Sjálfvirk afritun og dulkóðun',
        },
      },
    },
  },
  cta: {
    title: 'Byrjum á nýja vefnum þínum',
    text: 'Segðu okkur frá fyrirtækinu og markmiðunum og við gerum þér tilboð án skuldbindingar.',
  },
};
