import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.wordpressExpress,
  menuText: 'Faglegur vefur, fljótt og á hagstæðu verði',
  card: {
    title: g.solutions.wordpressExpress,
    text: 'Fljótleg og hagkvæm leið að faglegum vef byggðum á tilbúnu þema.',
  },
  homeCard: {
    title: g.solutions.wordpressExpress,
    text: 'Faglegur WordPress-vefur á föstu verði, tilbúinn á skömmum tíma.',
  },
  metaTitle: `${g.solutions.wordpressExpress}\u00a0– vefur í loftið á nokkrum dögum`,
  metaDescription:
    'WordPress Express frá Hrauni: faglegur WordPress-vefur eða WooCommerce-netverslun á föstu verði, tilbúin á nokkrum dögum. Veldu pakka og pantaðu á netinu.',
  metaKeywords: 'WordPress Express, WooCommerce Express, WordPress-vefur, ódýr vefsíða, netverslun, fast verð, vefsíðugerð',
  breadcrumb: g.solutions.wordpressExpress,
  hero: {
    title: `${g.solutions.wordpressExpress}: nýr vefur á nokkrum dögum`,
    text: 'Fagmannlegur WordPress-vefur eða WooCommerce-netverslun á föstu verði. Þú velur pakka, sendir okkur efnið og við sjáum um afganginn, hratt og án óvæntra útgjalda.',
  },
  packages: {
    title: 'Veldu Express-pakka',
    text: 'Tveir pakkar á föstu verði, án vsk. og greiddir einu sinni. Við hönnum og skrifum síðurnar sem vefurinn opnar með og þú bætir fleirum við þegar þér hentar, upp að þeim fjölda sem pakkinn rúmar alls.',
    wordpressExpress: {
      features: {
      },
    },
    woocommerceExpress: {
      features: {
      },
    },
  },
  benefits: {
    title: 'Af hverju WordPress Express?',
    fast: {
      title: 'Fljót afhending',
      text: 'Við vinnum eftir þrautreyndu ferli, svo vefurinn þinn er kominn í loftið á nokkrum dögum en ekki mánuðum.',
    },
    fixedPrice: {
      title: 'Fast verð',
      text: 'Verðið liggur fyrir frá upphafi. Engir faldir liðir og engir reikningar sem koma á óvart.',
    },
    quality: {
      title: 'Fagleg vinnubrögð',
      text: 'Sama teymið og smíðar stærri vefina okkar sér um Express-vefinn þinn, með áherslu á hraða, öryggi og gott útlit.',
    },
    control: {
      title: 'Þú hefur stjórnina',
      text: 'WordPress er einfalt í notkun: þú uppfærir texta, myndir og vörur án aðstoðar frá okkur og getur stækkað vefinn þegar þörf krefur.',
    },
  },
  cta: {
    title: 'Komdu vefnum í loftið',
    text: 'Veldu pakka, fylltu út pöntunarformið og við höfum samband eins fljótt og auðið er til að hefja verkefnið.',
  },
};
