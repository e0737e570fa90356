export const home = {
  metaTitle: 'Vefstofa fyrir fyrirtæki',
  metaDescription:
    'Við hönnum og smíðum hraða, örugga og aðgengilega vefi, vefverslanir og sérlausnir sem skila fyrirtækjum raunverulegum árangri. Fáðu tilboð í dag.',
  metaKeywords: 'vefstofa, vefsíðugerð, vefhönnun, vefverslun, vefhýsing, leitarvélabestun, Reykjavík',
  breadcrumb: 'Forsíða',
  hero: {
    title: 'Vefir sem vinna fyrir fyrirtækið þitt',
    text: 'Hraun hannar, smíðar og rekur vefi, vefverslanir og sérlausnir fyrir fyrirtæki. Við sjáum um tæknina svo þú getir einbeitt þér að rekstrinum.',
    primary: 'Fá tilboð',
    secondary: 'Skoða þjónustu',
  },
  stats: {
    clients: 'Ánægðir viðskiptavinir',
    projects: 'Verkefni',
    uptime: 'Uppitími',
    /** The uptime figure, written the way the language writes a percentage. */
    uptimeValue: '99,9%',
    support: 'Þjónusta',
  },
  logos: {
    title: 'Fyrirtæki á Íslandi, í Danmörku og á Spáni treysta Hrauni',
  },
  services: {
    title: 'Þjónustan okkar',
    text: 'Allt sem vefurinn þinn þarf, frá fyrstu hugmynd til daglegs reksturs.',
    items: {
      webDevelopment: {
        title: 'Vefsíðugerð',
        text: 'Hraðir, öruggir og snjallvænir vefir sem eru smíðaðir til að skila árangri og auðvelt er að uppfæra.',
      },
      webDesign: {
        title: 'Vefhönnun',
        text: 'Notendamiðuð hönnun sem endurspeglar vörumerkið þitt og leiðir gesti að réttu skrefi.',
      },
      programming: {
        title: 'Vefþróun',
        text: 'Sérlausnir, tengingar og kerfi forrituð með nútímatækni sem vaxa með fyrirtækinu.',
      },
      marketing: {
        title: 'Markaðssetning',
        text: 'Stafræn markaðssetning á samfélagsmiðlum og í leitarvélum sem skilar mælanlegum árangri.',
      },
      seo: {
        title: 'Leitarvélabestun',
        text: 'Við aukum sýnileika þinn á Google með tæknilegri bestun, efnisvinnu og reglulegri eftirfylgni.',
      },
      maintenance: {
        title: 'Viðhald og öryggi',
        text: 'Uppfærslur, afritun og vöktun sem halda vefnum þínum öruggum og í toppstandi.',
      },
    },
  },
  solutions: {
    title: 'Lausnir sem virka',
    text: 'Tilbúnar og sérsniðnar lausnir sem spara tíma og auka tekjur.',
    items: {
      ecommerce: {
        title: 'Netverslun',
        text: 'Vefverslanir í WooCommerce eða Shopify með greiðslugáttum, birgðastýringu og tengingu við bókhald.',
      },
      booking: {
        title: 'Bókunarkerfi',
        text: 'Netbókanir allan sólarhringinn fyrir hótel, bílaleigur, stofur og veitingastaði, með sjálfvirkum áminningum.',
      },
      ai: {
        title: 'Gervigreind',
        text: 'Spjallmenni, sjálfvirkni og snjallar greiningar sem spara tíma og bæta þjónustu við viðskiptavini.',
      },
      wordpressExpress: {
        title: 'WordPress Express',
        text: 'Fagleg WordPress-síða á föstu verði, tilbúin á skömmum tíma.',
      },
      hosting: {
        title: 'Vefhýsing',
        text: 'Hraðvirk og örugg hýsing með daglegri afritun, SSL-skilríkjum og 99,9% uppitíma.',
      },
      api: {
        title: 'API-tengingar',
        text: 'Við tengjum vefinn við bókhald, birgðakerfi, greiðslulausnir og önnur kerfi sem þú notar nú þegar.',
      },
    },
  },
  cta: {
    title: 'Tilbúin í næsta skref?',
    text: 'Segðu okkur frá verkefninu og við sendum þér tilboð innan tveggja virkra daga.',
    button: 'Fá tilboð',
  },
};
