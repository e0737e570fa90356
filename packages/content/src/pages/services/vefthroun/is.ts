import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.services.vefthroun,
  card: {
    title: g.services.vefthroun,
    text: 'Sérsmíðuð vefkerfi, tengingar og virkni sem tilbúnar lausnir ráða ekki við.',
  },
  homeCard: {
    title: g.services.vefthroun,
    text: 'Sérlausnir, tengingar og kerfi forrituð með nútímatækni sem vaxa með fyrirtækinu.',
  },
  metaTitle: `${g.services.vefthroun} og forritun`,
  metaDescription:
    'Sérsmíðuð vefkerfi, vefforrit og kerfistengingar með nútímatækni á borð við React, Node.js og PostgreSQL. Hraun forritar lausnir sem vaxa með fyrirtækinu.',
  metaKeywords: 'vefþróun, forritun, vefforrit, sérsmíðaður hugbúnaður, React, Node.js, API, kerfistengingar',
  breadcrumb: g.services.vefthroun,
  hero: {
    title: 'Sérsmíðaðar lausnir á vefnum',
    text:
      'Þegar tilbúnar lausnir duga ekki forritum við vefkerfi, gáttir og tengingar sem passa nákvæmlega við reksturinn þinn.',
  },
  features: {
    title: 'Það sem við forritum',
    items: {
      webApps: {
        title: 'Vefforrit',
        text: 'Gagnvirk kerfi sem keyra í vafranum, allt frá bókunarkerfum til innri verkfæra.',
      },
      integrations: {
        title: 'Kerfistengingar og API',
        text: 'Við tengjum vefinn við bókhald, birgðakerfi, greiðslugáttir og önnur kerfi.',
      },
      portals: {
        title: 'Mínar síður og gáttir',
        text: 'Örugg svæði með innskráningu þar sem viðskiptavinir sjá pantanir, reikninga og gögn.',
      },
      performance: {
        title: 'Afköst og skalanleiki',
        text: 'Kóði sem stendur undir álaginu í dag og vex með fyrirtækinu á morgun.',
      },
      quality: {
        title: 'Prófanir og gæði',
        text: 'Sjálfvirkar prófanir og kóðarýni tryggja að nýjar útgáfur brjóti ekkert sem virkar.',
      },
    },
  },
  tech: {
    title: 'Tæknin sem við notum',
    groups: {
      frontend: 'Framendi',
      backend: 'Bakendi',
      database: 'Gagnagrunnar',
    },
  },
  process: {
    title: 'Svona vinnum við',
    steps: {
      requirements: {
        title: 'Þarfagreining',
        text: 'Við kortleggjum þarfirnar, notendurna og kerfin sem lausnin þarf að tala við.',
      },
      architecture: {
        title: 'Högun kerfisins',
        text: 'Við veljum tæknina og hönnum gagnalíkan og uppbyggingu sem endist.',
      },
      development: {
        title: 'Forritun í sprettum',
        text: 'Við forritum í stuttum sprettum og sýnum þér virkan hugbúnað á tveggja vikna fresti.',
      },
      launch: {
        title: 'Gangsetning og rekstur',
        text: 'Lausnin fer í loftið með vöktun og við sjáum um viðhald og frekari þróun.',
      },
    },
  },
  benefits: {
    title: 'Af hverju sérsmíði?',
    items: {
      fit: {
        title: 'Passar rekstrinum',
        text: 'Hugbúnaðurinn lagar sig að ferlunum þínum, ekki öfugt.',
      },
      ownership: {
        title: 'Þú átt kóðann',
        text: 'Engin leyfisgjöld og engin binding við einn birgja.',
      },
      scalability: {
        title: 'Vex með þér',
        text: 'Nýjum eiginleikum er bætt við eftir því sem þarfirnar breytast.',
      },
      integration: {
        title: 'Talar við önnur kerfi',
        text: 'Gögn flæða sjálfkrafa milli kerfa og handavinnan minnkar.',
      },
      security: {
        title: 'Öryggi frá grunni',
        text: 'Aðgangsstýring, dulkóðun og uppfærslur eru hluti af lausninni frá fyrsta degi.',
      },
      advantage: {
        title: 'Forskot á samkeppnina',
        text: 'Lausn sem keppinautarnir hafa ekki getur skipt sköpum á markaðnum.',
      },
    },
  },
  cta: {
    title: 'Ertu með hugmynd að kerfi?',
    text: 'Lýstu hugmyndinni fyrir okkur og við metum umfang, tíma og kostnað.',
  },
};
