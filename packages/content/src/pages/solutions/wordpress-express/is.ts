export const is = {
  nav: 'WordPress Express',
  card: {
    title: 'WordPress Express',
    text: 'Fljótleg og hagkvæm leið að faglegum vef byggðum á tilbúnu þema.',
  },
  homeCard: {
    title: 'WordPress Express',
    text: 'Fagleg WordPress-síða á föstu verði, tilbúin á skömmum tíma.',
  },
  metaTitle: 'WordPress Express – vefur í loftið á nokkrum dögum',
  metaDescription:
    'WordPress Express frá Hraun: faglegur WordPress-vefur eða WooCommerce-netverslun á föstu verði, tilbúin á nokkrum dögum. Veldu pakka og pantaðu á netinu.',
  metaKeywords: 'WordPress Express, WooCommerce Express, WordPress vefur, ódýr vefsíða, netverslun, fast verð, vefsíðugerð',
  breadcrumb: 'WordPress Express',
  hero: {
    title: 'WordPress Express: nýr vefur á nokkrum dögum',
    text: 'Fagmannlegur WordPress-vefur eða WooCommerce-netverslun á föstu verði. Þú velur pakka, sendir okkur efnið og við sjáum um afganginn, hratt og án óvæntra útgjalda.',
  },
  packages: {
    title: 'Veldu þinn Express-pakka',
    text: 'Tveir skýrir pakkar á föstu verði. Verð eru án vsk. og greidd einu sinni.',
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
      text: 'Sama teymi og smíðar stærri vefi okkar sér um Express-vefinn þinn, með áherslu á hraða, öryggi og gott útlit.',
    },
    control: {
      title: 'Þú hefur stjórnina',
      text: 'WordPress er einfalt í notkun: þú uppfærir texta, myndir og vörur án okkar aðstoðar og getur stækkað vefinn þegar þörf krefur.',
    },
  },
  cta: {
    title: 'Komdu vefnum í loftið',
    text: 'Veldu pakka, fylltu út pöntunina og við höfum samband eins fljótt og auðið er til að hefja verkefnið.',
  },
};
