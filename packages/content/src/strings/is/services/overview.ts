export const strings = {
  metaTitle: 'Þjónustan okkar',
  metaDescription:
    'Vefsíðugerð, vefhönnun, forritun, ráðgjöf, markaðssetning, leitarvélabestun, greiningar og viðhald. Hraun sér um vefinn þinn frá hugmynd til daglegs reksturs.',
  metaKeywords:
    'vefsíðugerð, vefhönnun, vefþróun, ráðgjöf, markaðssetning, leitarvélabestun, greiningar, viðhald vefja',
  breadcrumb: 'Þjónusta',
  hero: {
    title: 'Þjónusta sem nær yfir allan vefinn',
    text:
      'Frá fyrstu skissu til daglegs reksturs sér Hraun um allt sem vefurinn þinn þarf: hönnun, forritun, markaðssetningu, greiningar og viðhald.',
  },
  links: {
    title: 'Hvað getum við gert fyrir þig?',
    text: 'Veldu þjónustu til að sjá hvernig við vinnum og hvað er innifalið.',
    items: {
      webDevelopment: {
        title: 'Vefsíðugerð',
        text: 'Hraðir, öruggir og snjallsímavænir vefir, smíðaðir frá grunni eða á traustu vefumsjónarkerfi.',
      },
      webDesign: {
        title: 'Vefhönnun',
        text: 'Notendavæn og falleg hönnun sem endurspeglar vörumerkið og leiðir gesti að næsta skrefi.',
      },
      programming: {
        title: 'Vefþróun',
        text: 'Sérsmíðuð vefkerfi, tengingar og virkni sem tilbúnar lausnir ráða ekki við.',
      },
      consulting: {
        title: 'Ráðgjöf',
        text: 'Óháð ráðgjöf um stafræna stefnu, tæknival og forgangsröðun verkefna.',
      },
      marketing: {
        title: 'Markaðssetning',
        text: 'Samfélagsmiðlar, auglýsingar og efni sem ná til réttra viðskiptavina á réttum tíma.',
      },
      seo: {
        title: 'Leitarvélabestun',
        text: 'Betri staða á Google með tæknilegri bestun, vönduðu efni og traustum tenglum.',
      },
      analytics: {
        title: 'Greiningar',
        text: 'Skýr mælaborð og skýrslur sem sýna hvað virkar og hvar tækifærin liggja.',
      },
      maintenance: {
        title: 'Viðhald og öryggi',
        text: 'Uppfærslur, afritun og vöktun allan sólarhringinn svo vefurinn sé alltaf öruggur og í lagi.',
      },
    },
  },
  cta: {
    title: 'Ertu með verkefni í huga?',
    text: 'Segðu okkur frá markmiðunum og við setjum saman tilboð sem hentar þínum þörfum og fjárhag.',
  },
};
