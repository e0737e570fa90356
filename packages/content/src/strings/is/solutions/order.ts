import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const strings = {
  wordpressExpress: {
    metaTitle: 'Panta WordPress Express',
    metaDescription:
      'Pantaðu WordPress Express eða WooCommerce Express frá Hrauni. Veldu pakka, fylltu út formið og við höfum samband til að hefja verkefnið eins fljótt og auðið er.',
    metaKeywords: 'panta vefsíðu, WordPress Express, WooCommerce Express, panta netverslun, WordPress-vefur, fast verð',
    breadcrumb: 'Panta',
    title: 'Panta WordPress Express',
    intro: 'Veldu pakka og fylltu út formið. Verð eru án vsk. Við hönnum og skrifum síðurnar sem vefurinn opnar með og pakkinn rúmar fleiri sem þú bætir við síðar. Við höfum samband innan sólarhrings til að fara yfir næstu skref.',
  },
  hosting: {
    metaTitle: 'Panta vefhýsingu',
    metaDescription:
      'Pantaðu hraða og örugga vefhýsingu frá Hrauni. Veldu hýsingarpakka, fylltu út formið og við setjum hýsinguna upp og aðstoðum við flutning vefsins ef þarf.',
    metaKeywords: 'panta vefhýsingu, vefhýsing, hýsingarpakki, WordPress-hýsing, pósthólf, SSL',
    breadcrumb: 'Panta',
    title: 'Panta vefhýsingu',
    intro: 'Veldu hýsingarpakka og fylltu út formið. Við setjum hýsinguna upp, höfum samband við þig og aðstoðum við að flytja núverandi vef ef þess þarf.',
  },
  packages: {
    wordpressExpress: {
      name: g.products.wordpressExpress,
      description: 'Snyrtilegur og hraðvirkur kynningarvefur fyrir fyrirtæki sem vilja komast fljótt á netið.',
      features: {
        pages: '3 síður hannaðar og skrifaðar fyrir opnun, allt að 5 alls',
        theme: 'Tilbúið þema aðlagað að vörumerkinu',
        responsive: 'Snjallsímavæn hönnun',
        contactForm: 'Fyrirspurnaform',
        seo: 'Grunnstillingar fyrir leitarvélar',
        training: 'Kennsla á vefumsjónarkerfið',
      },
    },
    woocommerceExpress: {
      name: g.products.woocommerceExpress,
      description: 'Fullbúin netverslun á WordPress fyrir þá sem vilja byrja að selja strax.',
      features: {
        pages: '5 síður hannaðar og skrifaðar fyrir opnun, allt að 10 alls',
        shop: 'Netverslun með WooCommerce',
        payments: 'Tenging við greiðslugátt',
        products: 'Uppsetning vöruflokka og fyrstu varanna',
        responsive: 'Snjallsímavæn hönnun',
        training: 'Kennsla á netverslunina',
      },
    },
    hostingBasic: {
      name: g.tiers.basic,
      description: 'Fyrir minni vefi og kynningarsíður.',
      features: {
        disk: '10 GB diskpláss',
        traffic: '100 GB gagnaflutningur',
        mailboxes: '5 pósthólf',
        ssl: 'Ókeypis SSL-skilríki',
        backups: 'Dagleg afritun',
      },
    },
    hostingBusiness: {
      name: g.tiers.business,
      description: 'Fyrir fyrirtækjavefi og netverslanir í vexti.',
      features: {
        disk: '50 GB diskpláss',
        traffic: '500 GB gagnaflutningur',
        mailboxes: '20 pósthólf',
        ssl: 'Ókeypis SSL-skilríki',
        backups: 'Dagleg afritun',
        staging: 'Prófunarumhverfi fyrir breytingar',
      },
    },
    hostingEnterprise: {
      name: g.tiers.enterprise,
      description: 'Fyrir umfangsmikla vefi með mikla umferð.',
      features: {
        disk: 'Ótakmarkað diskpláss',
        traffic: 'Ótakmarkaður gagnaflutningur',
        mailboxes: 'Ótakmörkuð pósthólf',
        ssl: 'Ókeypis SSL-skilríki',
        backups: 'Dagleg afritun',
        priority: 'Forgangsþjónusta',
      },
    },
  },
};
