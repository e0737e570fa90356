export const is = {
  metaTitle: 'Vefstofa fyrir fyrirtæki',
  metaDescription:
    'Við hönnum og smíðum hraða, örugga og aðgengilega vefi, netverslanir og sérlausnir sem skila fyrirtækjum raunverulegum árangri. Fáðu tilboð í dag.',
  metaKeywords: 'vefstofa, vefsíðugerð, vefhönnun, netverslun, vefhýsing, leitarvélabestun, Reykjavík',
  breadcrumb: 'Forsíða',
  hero: {
    title: 'Vefstofa fyrir Ísland, Danmörku og Spán',
    text: 'Hraun hannar, smíðar og rekur vefi, netverslanir og sérlausnir fyrir fyrirtæki. Við sjáum um tæknina svo þú getir einbeitt þér að rekstrinum.',
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
    title: 'Nokkur þeirra fyrirtækja sem við vinnum með',
  },
  services: {
    title: 'Þjónustan okkar',
    text: 'Allt sem vefurinn þinn þarf, frá fyrstu hugmynd til daglegs reksturs.',
  },
  solutions: {
    title: 'Kerfi sem létta reksturinn',
    text: 'Bókanir, netverslun, hýsing og gervigreind: við setjum kerfin upp, tengjum þau við það sem fyrir er og lögum þau að rekstrinum.',
  },
  cta: {
    title: 'Viltu taka næsta skref?',
    text: 'Segðu okkur frá verkefninu. Við svörum innan sólarhrings og sendum þér tilboð innan tveggja virkra daga frá fyrsta samtali.',
    button: 'Fá tilboð',
  },
};
