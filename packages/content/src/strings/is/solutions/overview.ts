export const strings = {
  metaTitle: 'Lausnir',
  metaDescription:
    'Tilbúnar og sérsniðnar lausnir fyrir fyrirtæki: gervigreind, bókunar- og áskriftarkerfi, netverslanir, kassakerfi, WordPress, vefhýsing og tölvupóstur.',
  metaKeywords:
    'lausnir, gervigreind, bókunarkerfi, áskriftarkerfi, netverslun, kassakerfi, WordPress, vefhýsing, tölvupóstur, vefumsjón, netspjall, API-tengingar',
  breadcrumb: 'Lausnir',
  hero: {
    title: 'Lausnir sem vaxa með fyrirtækinu',
    text: 'Frá bókunarkerfum og netverslunum til gervigreindar og vefhýsingar: við setjum upp, tengjum og rekum lausnirnar sem reksturinn þarf, svo þú getir einbeitt þér að viðskiptavinunum.',
  },
  solutions: {
    title: 'Allar lausnir á einum stað',
    text: 'Veldu lausn til að kynna þér hana nánar. Allar lausnirnar má laga að þínum þörfum og tengja við kerfin sem þú notar nú þegar.',
    items: {
      ai: {
        title: 'Gervigreind',
        text: 'Spjallmenni, sjálfvirkni og gagnagreining sem spara tíma og bæta þjónustuna.',
      },
      booking: {
        title: 'Bókunarkerfi',
        text: 'Viðskiptavinir bóka tíma og greiða á netinu, hvenær sólarhringsins sem er.',
      },
      subscription: {
        title: 'Áskriftarkerfi',
        text: 'Endurteknar greiðslur, sveigjanlegar áskriftarleiðir og sjálfsafgreiðsla fyrir viðskiptavini.',
      },
      webshop: {
        title: 'Netverslun',
        text: 'Vefverslanir á WooCommerce eða Shopify sem selja vel í öllum tækjum.',
      },
      pos: {
        title: 'Kassakerfi',
        text: 'Afgreiðsla, birgðahald og netverslun í einu samtengdu kerfi.',
      },
      wordpress: {
        title: 'WordPress',
        text: 'Sveigjanlegir WordPress-vefir sem auðvelt er að uppfæra og stækka.',
      },
      wordpressExpress: {
        title: 'WordPress Express',
        text: 'Fljótleg og hagkvæm leið að faglegum vef byggðum á tilbúnu þema.',
      },
      hosting: {
        title: 'Vefhýsing',
        text: 'Hröð og örugg hýsing með afritun, SSL-skilríki og vöktun allan sólarhringinn.',
      },
      email: {
        title: 'Tölvupóstur',
        text: 'Fagleg netföng á þínu eigin léni með öflugri vörn gegn ruslpósti.',
      },
      siteManagement: {
        title: 'Vefumsjón',
        text: 'Við sjáum um uppfærslur, öryggi og efni vefsins svo hann sé alltaf í toppstandi.',
      },
      chat: {
        title: 'Netspjall með gervigreind',
        text: 'Svaraðu viðskiptavinum strax, með starfsfólki eða gervigreindarþjóni sem vaktar spjallið allan sólarhringinn.',
      },
      api: {
        title: 'API-tengingar',
        text: 'Við tengjum vefinn við bókhald, greiðslugáttir, birgðakerfi og aðrar lausnir.',
      },
    },
  },
  express: {
    title: 'Einföld byrjun með WordPress Express',
    text: 'Þarftu vef fljótt? WordPress Express er hagkvæm leið fyrir minni fyrirtæki sem vilja faglegan vef án langs undirbúnings.',
    name: 'WordPress Express',
    description: 'Faglegur vefur byggður á tilbúnu þema, settur upp og tilbúinn til notkunar á skömmum tíma.',
    features: {
      pages: '10-15 síður',
      theme: 'Tilbúið þema',
      responsive: 'Aðlagast öllum skjástærðum',
      editor: 'Einfalt að uppfæra efnið',
    },
  },
  cta: {
    title: 'Finnum réttu lausnina saman',
    text: 'Segðu okkur frá rekstrinum og markmiðunum. Við mælum með lausn sem hentar og sendum þér tilboð að kostnaðarlausu.',
  },
};
