import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.services.radgjof,
  card: {
    title: g.services.radgjof,
    text: 'Óháð ráðgjöf um stafræna stefnu, tæknival og forgangsröðun verkefna.',
  },
  metaTitle: g.services.radgjof,
  metaDescription:
    'Stafræn ráðgjöf fyrir fyrirtæki: stefna, tæknival, netverslun og ferlar. Hraun greinir stöðuna, setur markmið og fylgir aðgerðaáætluninni eftir með þér.',
  metaKeywords: 'ráðgjöf, stafræn stefna, tækniráðgjöf, stafræn umbreyting, netverslun, verkefnastjórnun',
  breadcrumb: g.services.radgjof,
  hero: {
    title: `${g.services.radgjof} sem breytir stefnu í árangur`,
    text:
      'Við hjálpum stjórnendum að taka réttar ákvarðanir um vefinn, tæknina og stafræna þróun, byggðar á gögnum og reynslu.',
  },
  features: {
    title: 'Hvar getum við aðstoðað?',
    items: {
      strategy: {
        title: 'Stafræn stefna',
        text: 'Skýr framtíðarsýn og forgangsröðun fyrir vefinn og stafrænar rásir.',
      },
      technology: {
        title: 'Tæknival',
        text: 'Óháð mat á kerfum og lausnum svo þú fjárfestir í réttri tækni.',
      },
      ecommerce: {
        title: 'Netverslun',
        text: 'Ráðgjöf um val á verslunarkerfi, greiðsluleiðir og leiðir til að auka sölu á netinu.',
      },
      ux: {
        title: 'Notendaupplifun',
        text: 'Úttekt á vefnum sem sýnir hvar gestir reka sig á og hvernig má bæta flæðið.',
      },
      automation: {
        title: 'Sjálfvirkni og ferlar',
        text: 'Við finnum endurtekin verk sem sjálfvirkni og betri tengingar geta létt af starfsfólkinu.',
      },
      projects: {
        title: 'Verkefnastjórnun',
        text: 'Við stýrum stafrænum verkefnum, höldum utan um birgja og gætum að tíma og kostnaði.',
      },
    },
  },
  process: {
    title: 'Ráðgjafarferlið',
    steps: {
      analysis: {
        title: 'Stöðugreining',
        text: 'Við förum yfir núverandi stöðu: kerfi, gögn og samkeppni.',
      },
      goals: {
        title: 'Markmiðasetning',
        text: 'Saman setjum við mælanleg markmið sem styðja við stefnu fyrirtækisins.',
      },
      plan: {
        title: 'Aðgerðaáætlun',
        text: 'Skýr áætlun með forgangsröðun, ábyrgðaraðilum, tímalínu og kostnaðarmati.',
      },
      implementation: {
        title: 'Innleiðing og eftirfylgni',
        text: 'Við fylgjum áætluninni eftir, mælum árangurinn og aðlögum eftir þörfum.',
      },
    },
  },
  cta: {
    title: 'Bókaðu fund með ráðgjafa',
    text: 'Fyrsti fundurinn er án skuldbindingar. Við förum yfir stöðuna og bendum á næstu skref.',
  },
};
