export const home = {
  metaTitle: 'Vefstofa fyrir fyrirtæki',
  metaDescription:
    'Við hönnum og smíðum hraða, örugga og aðgengilega vefi, vefverslanir og sérlausnir sem skila árangri. Fáðu tilboð í dag.',
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
    support: 'Þjónusta',
  },
  cta: {
    title: 'Tilbúin í næsta skref?',
    text: 'Segðu okkur frá verkefninu og við sendum þér tilboð innan tveggja virkra daga.',
    button: 'Fá tilboð',
  },
};
