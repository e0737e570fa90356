import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.kassakerfi,
  menuText: 'Afgreiðsla og birgðir tengdar netversluninni',
  card: {
    title: g.solutions.kassakerfi,
    text: 'Afgreiðsla, birgðahald og netverslun í einu samtengdu kerfi.',
  },
  metaTitle: g.solutions.kassakerfi,
  metaDescription:
    'Kassakerfi sem tengir verslunina, netverslunina og birgðirnar saman. Hraðari afgreiðsla, sala í rauntíma og einfalt uppgjör í lok hvers dags.',
  metaKeywords: 'kassakerfi, afgreiðslukerfi, posi, birgðakerfi, sölukerfi, kassakerfi fyrir verslanir, kassakerfi fyrir veitingastaði, tenging við netverslun',
  breadcrumb: g.solutions.kassakerfi,
  hero: {
    title: `${g.solutions.kassakerfi} sem heldur utan um alla söluna`,
    text: 'Eitt kerfi fyrir búðina og netverslunina. Afgreiddu hraðar, haltu birgðunum réttum og fylgstu með sölunni í rauntíma, hvar sem þú ert.',
  },
  features: {
    title: 'Allt sem afgreiðslan þarf',
    text: 'Sex eiginleikar sem einfalda afgreiðsluna og daglegan rekstur.',
    items: {
      checkout: {
        title: 'Hröð afgreiðsla',
        text: 'Einfalt viðmót á spjaldtölvu eða snertiskjá sem nýtt starfsfólk lærir á örfáum mínútum.',
      },
      payments: {
        title: 'Allar greiðsluleiðir',
        text: 'Tekur við kortum, snertilausum greiðslum, símagreiðslum og gjafabréfum.',
      },
      inventory: {
        title: 'Birgðahald í rauntíma',
        text: 'Birgðastaðan uppfærist við hverja sölu, bæði í búðinni og á netinu.',
      },
      webshop: {
        title: 'Tenging við netverslun',
        text: 'Vörur, verð og birgðir samstillast sjálfkrafa við WooCommerce eða Shopify.',
      },
      reports: {
        title: 'Skýrslur og uppgjör',
        text: 'Dagsuppgjör og söluskýrslur með einum smelli og tenging við bókhaldskerfið.',
      },
      locations: {
        title: 'Starfsfólk og útibú',
        text: 'Aðgangsstýring fyrir starfsfólk og yfirsýn yfir öll útibú í einu kerfi.',
      },
    },
  },
  benefits: {
    title: 'Af hverju samtengt kassakerfi?',
    items: {
      time: {
        title: 'Meiri tími fyrir viðskiptavinina',
        text: 'Minni handavinna við talningu, skráningu og uppgjör gefur starfsfólkinu meiri tíma til að sinna viðskiptavinum.',
      },
      overview: {
        title: 'Ein heildarmynd',
        text: 'Sala í búðinni og á vefnum birtist á sama stað, svo ákvarðanir byggist á réttum tölum.',
      },
      loyalty: {
        title: 'Tryggari viðskiptavinir',
        text: 'Vildarkerfi, inneignir og kaupsaga gera þér kleift að veita persónulegri þjónustu.',
      },
      growth: {
        title: 'Vex með rekstrinum',
        text: 'Bættu við kössum, útibúum og tengingum eftir því sem fyrirtækið stækkar.',
      },
    },
  },
  cta: {
    title: 'Finnum kassakerfi sem hentar þér',
    text: 'Segðu okkur frá versluninni eða veitingastaðnum og við sendum þér tilboð í kassakerfi sem tengist öllu hinu.',
  },
};
