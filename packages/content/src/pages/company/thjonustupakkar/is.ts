import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.pages.thjonustupakkar,
  metaTitle: g.pages.thjonustupakkar,
  metaDescription:
    'Þjónustupakkar Hrauns sameina hýsingu, öryggisuppfærslur, daglega afritun og vöktun allan sólarhringinn í einu mánaðargjaldi. Veldu pakkann sem hentar þér.',
  metaKeywords: 'þjónustupakkar, viðhald vefsíðu, vefumsjón, hýsing, öryggisuppfærslur, afritun',
  breadcrumb: g.pages.thjonustupakkar,
  hero: {
    title: 'Vefurinn í öruggum höndum',
    text: 'Með þjónustupakka sjáum við um hýsingu, uppfærslur, afritun og vöktun svo þú getir einbeitt þér að rekstrinum. Fast mánaðargjald og engin óvænt útgjöld.',
  },
  included: {
    title: 'Innifalið í öllum pökkum',
    text: 'Sama trausta grunnþjónustan fylgir öllum pökkunum.',
    items: {
      hosting: {
        title: 'Hýsing og SSL-skilríki',
        text: 'Hraðvirk hýsing á öruggum netþjónum með SSL-skilríki sem endurnýjast sjálfkrafa.',
      },
      updates: {
        title: 'Öryggisuppfærslur',
        text: 'Við uppfærum vefumsjónarkerfi, viðbætur og þemu reglulega og prófum vefinn á eftir.',
      },
      backups: {
        title: 'Dagleg afritun',
        text: 'Vefurinn og gagnagrunnurinn eru afritaðir daglega og afritin geymd á aðskildum stað.',
      },
      monitoring: {
        title: 'Vöktun allan sólarhringinn',
        text: 'Við fylgjumst með uppitíma og hraða vefsins og bregðumst strax við ef eitthvað fer úrskeiðis.',
      },
    },
  },
  plans: {
    title: 'Veldu þjónustupakka',
    text: 'Fast mánaðargjald og þú getur alltaf fært þig upp um pakka eftir því sem vefurinn vex.',
    packages: {
      basic: {
        name: g.carePlans.basic,
        description: 'Fyrir minni vefi sem þurfa öruggan rekstur og reglulegt viðhald.',
        features: {
          storage: '10 GB geymslupláss',
          response: 'Svar innan 24 klst.',
          updates: 'Mánaðarlegar uppfærslur',
          report: 'Mánaðarleg stöðuskýrsla',
        },
      },
      business: {
        name: g.carePlans.business,
        description: 'Fyrir fyrirtæki sem uppfæra vefinn reglulega og vilja skjót viðbrögð.',
        features: {
          storage: '50 GB geymslupláss',
          response: 'Svar innan 4 klst.',
          content: '2 klst. efnisumsjón á mánuði',
          updates: 'Vikulegar uppfærslur',
          speed: 'Hraðamælingar og tillögur að úrbótum',
        },
      },
      enterprise: {
        name: g.carePlans.enterprise,
        description: 'Fyrir umfangsmikla vefi og netverslanir þar sem hver mínúta skiptir máli.',
        features: {
          storage: '100 GB geymslupláss',
          response: 'Svar innan 1 klst.',
          content: '5 klst. efnisumsjón á mánuði',
          development: '3 klst. sérforritun á mánuði',
          contact: 'Fastur tengiliður',
        },
      },
    },
  },
  cta: {
    title: 'Viltu ræða hvaða pakki hentar?',
    text: 'Við förum yfir vefinn með þér og mælum með þjónustu sem passar, án skuldbindingar.',
  },
};
