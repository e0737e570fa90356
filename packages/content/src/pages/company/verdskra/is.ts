import { glossaryIn } from '../../../glossary';
import { strings as order } from '../../../strings/is/solutions/order';
import { openingTimes } from '../../../hours';

const g = glossaryIn('is');

export const is = {
  nav: g.pages.verdskra,
  metaTitle: g.pages.verdskra,
  metaDescription:
    'Verðskrá Hrauns: tímagjald fyrir almenna þjónustu og neyðarþjónustu, vefpakkar með viðhaldi og WordPress Express-hraðlausnir á föstu verði. Engin falin gjöld.',
  metaKeywords: 'verðskrá, tímagjald, verð á vefsíðu, vefpakkar, WordPress Express, WooCommerce Express',
  breadcrumb: g.pages.verdskra,
  hero: {
    title: 'Skýr verð, engin falin gjöld',
    text: 'Hér finnur þú tímagjald, vefpakka og hraðlausnir á föstu verði. Þarftu eitthvað annað? Við gerum þér tilboð sem hentar verkefninu.',
  },
  hourly: {
    title: 'Tímagjald',
    text: 'Fyrir stök verk utan samninga, svo sem breytingar, viðbætur og ráðgjöf. Þú greiðir aðeins fyrir unna tíma. Verð eru án vsk.',
    serviceDesk: 'Senda beiðni',
    packages: {
      general: {
        name: g.products.standardService,
        description: 'Stök verk á opnunartíma: forritun, hönnun, efnisvinna og ráðgjöf.',
        features: {
          hours: `Virka daga kl. ${openingTimes('is')}`,
          changes: 'Breytingar, viðbætur og villuleit',
          advice: 'Ráðgjöf og kennsla á vefumsjónarkerfið',
          report: 'Sundurliðuð tímaskýrsla með hverjum reikningi',
        },
      },
      emergency: {
        name: g.products.emergencyService,
        description: 'Aðstoð utan opnunartíma þegar mikið liggur við, til dæmis ef vefurinn liggur niðri.',
        features: {
          hours: 'Kvöld, nætur og helgar',
          surcharge: '50% álag á almennt tímagjald',
          phone: 'Neyðarsími utan opnunartíma',
          critical: 'Forgangur fyrir villur sem stöðva rekstur',
        },
      },
    },
  },
  websites: {
    title: 'Vefpakkar',
    text: 'Vandaður vefur á föstu verði með viðhaldi inniföldu fyrstu mánuðina. Ólíkt öðrum liðum verðskrárinnar eru vefpakkarnir með 24% vsk., svo uppgefið verð er heildarverðið.',
    packages: {
      basic: {
        name: g.tiers.basic,
        description: 'Fyrir minni fyrirtæki sem vilja faglegan vef og komast vel af stað.',
        features: {
          pages: 'Allt að 10 síður',
          responsive: 'Snjallsímavæn hönnun',
          cms: 'Einfalt vefumsjónarkerfi',
          seo: 'Grunnstillingar fyrir leitarvélar',
          maintenance: '3 mánaða viðhald innifalið',
        },
      },
      business: {
        name: g.tiers.business,
        description: 'Fyrir fyrirtæki sem vilja meira: fleiri síður, sérsniðna hönnun og lengra viðhald.',
        features: {
          pages: 'Allt að 20 síður',
          design: 'Sérsniðin hönnun í anda vörumerkisins',
          seo: 'Ítarleg leitarvélabestun',
          integrations: 'Tengingar við samfélagsmiðla og vefgreiningu',
          maintenance: '6 mánaða viðhald innifalið',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'Fyrir stærri vefi og flóknari kerfi. Verðið ræðst af umfangi verkefnisins.',
        features: {
          pages: 'Ótakmarkaður fjöldi síðna',
          custom: 'Sérforritun og kerfistengingar',
          languages: 'Fjöltyngdur vefur',
          priority: 'Forgangsþjónusta og fastur tengiliður',
          maintenance: '12 mánaða viðhald innifalið',
        },
      },
    },
  },
  express: {
    title: 'Hraðlausnir',
    text: 'Tilbúnar WordPress-lausnir á föstu verði fyrir þá sem vilja komast hratt í loftið. Við hönnum og skrifum síðurnar sem vefurinn opnar með. Verð eru án vsk. og greidd einu sinni.',
    packages: {
      wordpressExpress: {
        name: g.products.wordpressExpress,
        description: order.packages.wordpressExpress.description,
        // The Express pages' own list, word for word (review 36, 6a).
        features: order.packages.wordpressExpress.features,
      },
      woocommerceExpress: {
        name: g.products.woocommerceExpress,
        description: order.packages.woocommerceExpress.description,
        features: order.packages.woocommerceExpress.features,
      },
    },
  },
  cta: {
    title: 'Veistu ekki hvað hentar?',
    text: 'Fáðu tilboð sem er sniðið að þínu verkefni, eða hafðu samband og við hjálpum þér að velja.',
  },
};
