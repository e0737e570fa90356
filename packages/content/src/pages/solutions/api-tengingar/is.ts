import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.apiTengingar,
  menuText: 'Vefurinn tengdur bókhaldi, greiðslum og birgðum',
  card: {
    title: g.solutions.apiTengingar,
    text: 'Við tengjum vefinn við bókhald, greiðslugáttir, birgðakerfi og aðrar lausnir.',
  },
  homeCard: {
    title: g.solutions.apiTengingar,
    text: 'Við tengjum vefinn við bókhald, birgðakerfi, greiðslulausnir og önnur kerfi sem þú notar nú þegar.',
  },
  metaTitle: `${g.solutions.apiTengingar}\u00a0– kerfin þín tala saman`,
  metaDescription:
    'API-tengingar frá Hrauni tengja vefinn við greiðslugáttir, bókhald, bókunarkerfi, CRM og flutningsaðila. Minni handavinna, færri villur og gögn á réttum stað.',
  metaKeywords: 'API-tengingar, samþætting kerfa, REST, GraphQL, greiðslugátt, bókhaldstenging, CRM, vefþjónustur, sjálfvirkni',
  breadcrumb: g.solutions.apiTengingar,
  hero: {
    title: `${g.solutions.apiTengingar} sem láta kerfin tala saman`,
    text: 'Pantanir, reikningar, bókanir og upplýsingar um viðskiptavini á aldrei að þurfa að slá inn tvisvar. Við tengjum vefinn við kerfin sem reksturinn byggir á, svo gögnin flæði sjálfkrafa og örugglega á milli.',
  },
  features: {
    title: 'Tengingar fyrir allan reksturinn',
    text: 'Við smíðum tengingar við algengustu kerfin, höldum þeim við og sérsmíðum þær sem vantar.',
    payments: {
      title: 'Greiðslugáttir',
      text: 'Örugg tenging við greiðslugáttir og kortafyrirtæki svo viðskiptavinir geti greitt beint á vefnum.',
    },
    accounting: {
      title: 'Bókhaldskerfi',
      text: 'Pantanir og reikningar skila sér sjálfkrafa í bókhaldið, án handavinnu og tvískráningar.',
    },
    booking: {
      title: 'Bókunarkerfi',
      text: 'Lausir tímar, bókanir og staðfestingar samstillast á milli vefsins og bókunarkerfisins í rauntíma.',
    },
    crm: {
      title: 'CRM-kerfi',
      text: 'Fyrirspurnir og skráningar af vefnum fara beint í CRM-kerfið svo söluteymið geti fylgt þeim eftir strax.',
    },
    shipping: {
      title: 'Flutningur og birgðir',
      text: 'Tengingar við flutningsaðila og birgðakerfi halda utan um sendingar, rakningu og lagerstöðu.',
    },
    custom: {
      title: 'Sérsniðin REST- og GraphQL-API',
      text: 'Við hönnum og smíðum ný API og tengjum við hvaða kerfi sem er, vel skjalfest og örugg.',
    },
  },
  process: {
    title: 'Svona vinnum við',
    text: 'Skýrt ferli frá fyrstu greiningu þar til tengingin er komin í rekstur.',
    analysis: {
      title: 'Greining',
      text: 'Við kortleggjum kerfin, gagnaflæðið og þarfir rekstrarins með þér.',
    },
    design: {
      title: 'Hönnun tengingar',
      text: 'Við skilgreinum hvaða gögn flæða hvert, hvenær og hvernig, með öryggi og villumeðhöndlun að leiðarljósi.',
    },
    build: {
      title: 'Smíði og prófanir',
      text: 'Tengingin er forrituð og prófuð ítarlega í prófunarumhverfi áður en hún snertir raungögn.',
    },
    launch: {
      title: 'Gangsetning og vöktun',
      text: 'Við tökum tenginguna í notkun, vöktum hana og bregðumst við ef eitthvað breytist hjá þriðja aðila.',
    },
  },
  cta: {
    title: 'Hvaða kerfi viltu tengja?',
    text: 'Segðu okkur frá kerfunum þínum og við sendum þér tilboð í tengingu sem sparar tíma frá fyrsta degi.',
  },
};
