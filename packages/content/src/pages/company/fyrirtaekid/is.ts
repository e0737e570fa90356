import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.pages.fyrirtaekid,
  metaTitle: g.pages.fyrirtaekid,
  metaDescription:
    'Hraun er vefstofa sem var stofnuð í Reykjavík árið 2006 og rekur nú einnig skrifstofur í Kaupmannahöfn og Barcelona. Kynntu þér sögu okkar, gildi og áfanga.',
  metaKeywords: 'um Hraun, vefstofa, saga, gildi, Reykjavík, Kaupmannahöfn, Barcelona',
  breadcrumb: g.pages.fyrirtaekid,
  hero: {
    title: 'Við smíðum vefi sem skipta máli',
    text: 'Frá árinu 2006 höfum við hjálpað fyrirtækjum að vaxa á netinu. Í dag starfar teymið okkar í Reykjavík, Kaupmannahöfn og Barcelona.',
  },
  history: {
    title: 'Sagan okkar',
    paragraphs: {
      founding:
        'Hraun var stofnað í Reykjavík árið 2006 með eitt markmið: að smíða vefi sem eru jafn traustir og hraunið sem landið hvílir á. Fyrstu árin unnum við fyrir íslensk fyrirtæki og stofnanir og lögðum frá upphafi áherslu á vönduð vinnubrögð, skýr samskipti og langtímasamband við viðskiptavini.',
      copenhagen:
        'Eftir því sem fleiri verkefni komu frá Norðurlöndunum opnuðum við skrifstofu í Kaupmannahöfn árið 2015. Þaðan þjónum við dönskum og norrænum viðskiptavinum með sama teymi, sömu aðferðum og sömu gæðakröfum.',
      barcelona:
        'Árið 2020 bættist skrifstofa í Barcelona í hópinn. Í dag vinna hönnuðir, forritarar og markaðsfólk í þremur löndum saman að verkefnum fyrir yfir 500 viðskiptavini, og við trúum enn því sama og í upphafi: góður vefur er fjárfesting sem á að borga sig.',
    },
  },
  values: {
    title: 'Gildin okkar',
    items: {
      innovation: {
        title: 'Nýsköpun',
        text: 'Við fylgjumst vel með nýrri tækni og prófum hana af skynsemi, svo viðskiptavinir okkar fái lausnir sem standast tímans tönn.',
      },
      trust: {
        title: 'Traust',
        text: 'Við segjum hlutina eins og þeir eru, stöndum við tímaáætlanir og verð og lítum á hvert verkefni sem upphaf að löngu samstarfi.',
      },
      excellence: {
        title: 'Fagmennska',
        text: 'Við leggjum metnað í hvert smáatriði, frá hönnun og aðgengi til hraða og öryggis, og prófum allt áður en það fer í loftið.',
      },
      technology: {
        title: 'Tækni',
        text: 'Við veljum tæknina út frá þörfum hvers verkefnis en ekki tískustraumum og byggjum á opnum og traustum lausnum.',
      },
    },
  },
  stats: {
    founded: 'Stofnað',
    locations: 'Starfsstöðvar',
    service: 'Vöktun og þjónusta',
    clients: 'Viðskiptavinir',
  },
  timeline: {
    title: 'Áfangar',
    items: {
      y2006: {
        title: 'Hraun stofnað í Reykjavík',
        text: 'Fyrstu verkefnin voru vefir fyrir íslensk fyrirtæki og félagasamtök.',
      },
      y2010: {
        title: 'Hýsing og vöktun allan sólarhringinn',
        text: 'Við hófum að hýsa og reka vefi viðskiptavina okkar með vöktun allan sólarhringinn.',
      },
      y2015: {
        title: 'Skrifstofa í Kaupmannahöfn',
        text: 'Með nýrri skrifstofu í Danmörku færðum við þjónustuna nær norrænum viðskiptavinum.',
      },
      y2020: {
        title: 'Skrifstofa í Barcelona',
        text: 'Teymið fékk liðsauka á Spáni og við fórum að vinna fyrir fyrirtæki í Suður-Evrópu.',
      },
      y2023: {
        title: 'Gervigreind og 500 viðskiptavinir',
        text: 'Við kynntum fyrstu gervigreindarlausnirnar okkar og fögnuðum fimm hundraðasta viðskiptavininum.',
      },
    },
  },
  cta: {
    title: 'Viltu vinna með okkur?',
    text: 'Segðu okkur frá verkefninu þínu og saman finnum við bestu leiðina áfram.',
  },
};
