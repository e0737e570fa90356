import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.services.markadssetning,
  card: {
    title: g.services.markadssetning,
    text: 'Samfélagsmiðlar, auglýsingar og efni sem ná til réttra viðskiptavina á réttum tíma.',
  },
  homeCard: {
    title: g.services.markadssetning,
    text: 'Stafræn markaðssetning á samfélagsmiðlum og í leitarvélum sem skilar mælanlegum árangri.',
  },
  metaTitle: g.services.markadssetning,
  metaDescription:
    'Markaðssetning á netinu fyrir fyrirtæki: samfélagsmiðlar, auglýsingar, efnisgerð og markpóstur. Mánaðarlegir pakkar frá Hrauni sem skila mælanlegum árangri.',
  metaKeywords: 'markaðssetning, stafræn markaðssetning, samfélagsmiðlar, auglýsingar á netinu, efnisgerð, markpóstur',
  breadcrumb: g.services.markadssetning,
  hero: {
    title: `${g.services.markadssetning} sem nær til réttra viðskiptavina`,
    text: 'Við skipuleggjum, framleiðum og mælum markaðsstarfið á netinu svo hver króna skili sér.',
  },
  features: {
    title: 'Allt markaðsstarfið á einum stað',
    items: {
      social: {
        title: 'Samfélagsmiðlar',
        text: 'Efni og umsjón á Facebook, Instagram og LinkedIn sem byggja upp tryggan hóp fylgjenda.',
      },
      ads: {
        title: 'Auglýsingar á netinu',
        text: 'Markvissar auglýsingar á Google og samfélagsmiðlum með skýrri mælingu á arðsemi.',
      },
      content: {
        title: 'Efnisgerð',
        text: 'Greinar, myndir og myndbönd sem vekja athygli og segja sögu vörumerkisins.',
      },
      email: {
        title: 'Markpóstur',
        text: 'Fréttabréf og sjálfvirkar póstsendingar sem halda viðskiptavinum við efnið.',
      },
      strategy: {
        title: 'Markaðsstefna',
        text: 'Skýr áætlun um markhópa, skilaboð og miðla áður en krónu er eytt.',
      },
      reporting: {
        title: 'Mælingar og skýrslur',
        text: 'Mánaðarleg skýrsla sem sýnir hvað skilaði árangri og hvað má gera betur.',
      },
    },
  },
  packages: {
    title: 'Markaðspakkar',
    text: 'Veldu pakkann sem hentar umfanginu. Öll verð eru á mánuði.',
    items: {
      basic: {
        name: g.tiers.basic,
        description: 'Traustur grunnur fyrir fyrirtæki sem vilja vera virk á samfélagsmiðlum.',
        features: {
          posts: '8 færslur á mánuði',
          channels: 'Tveir samfélagsmiðlar',
          calendar: 'Mánaðarleg efnisáætlun',
          report: 'Mánaðarleg skýrsla',
        },
      },
      pro: {
        name: g.tiers.pro,
        description: 'Fyrir fyrirtæki sem vilja vaxa hratt með efni og auglýsingum.',
        features: {
          posts: '15 færslur á mánuði',
          channels: 'Þrír samfélagsmiðlar',
          ads: 'Umsjón með auglýsingum á Google og samfélagsmiðlum',
          newsletter: 'Eitt fréttabréf á mánuði',
          report: 'Mánaðarleg skýrsla og stöðufundur',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'Heil markaðsdeild til taks fyrir stærri fyrirtæki.',
        features: {
          posts: 'Ótakmarkaður fjöldi færslna',
          channels: 'Allir helstu samfélagsmiðlar',
          campaigns: 'Auglýsingaherferðir í öllum miðlum',
          video: 'Myndbandagerð fyrir samfélagsmiðla',
          manager: 'Fastur tengiliður og vikulegir fundir',
        },
      },
    },
  },
  cta: {
    title: 'Vekjum athygli á þér',
    text: 'Segðu okkur frá markhópnum og markmiðunum og við mælum með réttu leiðinni.',
  },
};
