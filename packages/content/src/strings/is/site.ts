export const site = {
  name: 'Hraun',
  title: 'Hraun vefstofa',
  tagline: 'Vefir, kerfi og markaðssetning fyrir fyrirtæki',
  description:
    'Hraun er vefstofa sem hannar, smíðar og rekur vefi, netverslanir og sérlausnir fyrir fyrirtæki á Íslandi, í Danmörku og á Spáni.',
  keywords: 'vefsíðugerð, vefhönnun, vefþróun, netverslun, WordPress, leitarvélabestun, vefhýsing',
  skipToContent: 'Fara beint í efni',
  languageLabel: 'Tungumál',
  copyright: '© {{year}} Hraun ehf. Öll réttindi áskilin.',
  scrollToTop: 'Aftur efst á síðu',
  breadcrumbLabel: 'Brauðmolaslóð',
  footer: {
    about: 'Hraun hannar, smíðar og rekur vefi, netverslanir og sérlausnir fyrir fyrirtæki á Íslandi, í Danmörku og á Spáni.',
    contactTitle: 'Hafðu samband',
    phone: 'Sími',
    email: 'Netfang',
    companyTitle: 'Fyrirtækið',
    social: 'Samfélagsmiðlar',
    legal: 'Lagalegar upplýsingar',
  },
};
