import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.vefhysing,
  menuText: 'Hröð og örugg hýsing með afritun og vöktun',
  card: {
    title: g.solutions.vefhysing,
    text: 'Hröð og örugg hýsing með afritun, SSL-skilríki og vöktun allan sólarhringinn.',
  },
  homeCard: {
    title: g.solutions.vefhysing,
    text: 'Hraðvirk og örugg hýsing með daglegri afritun, SSL-skilríkjum og 99,9% uppitíma.',
  },
  metaTitle: `${g.solutions.vefhysing}\u00a0– hröð og örugg hýsing fyrir vefinn þinn`,
  metaDescription:
    'Hröð og örugg vefhýsing frá Hrauni með 99,9% uppitíma, SSL-skilríki, daglegri afritun og pósthólfum. Pakkar frá 4.990 kr. á mánuði án vsk. Pantaðu á netinu.',
  metaKeywords: 'vefhýsing, hýsing, WordPress-hýsing, SSL, afritun, pósthólf, lén, netþjónn, uppitími',
  breadcrumb: g.solutions.vefhysing,
  hero: {
    title: `${g.solutions.vefhysing} sem þú getur treyst`,
    text: 'Hröð, örugg og áreiðanleg hýsing fyrir vefi og netverslanir. Við sjáum um netþjónana, öryggið og afritin svo þú getir einbeitt þér að rekstrinum.',
  },
  features: {
    title: 'Allt sem vefurinn þarf',
    text: 'Öllum hýsingarpökkum fylgir traustur grunnur og persónuleg þjónusta.',
    speed: {
      title: 'Hraðir netþjónar',
      text: 'Nútímalegir netþjónar með SSD-diskum og skyndiminni sem láta vefinn þinn hlaðast á augabragði.',
    },
    uptime: {
      title: '99,9% uppitími',
      text: 'Við vöktum netþjónana allan sólarhringinn svo vefurinn þinn sé alltaf aðgengilegur.',
    },
    security: {
      title: 'Öryggi í fyrirrúmi',
      text: 'Ókeypis SSL-skilríki, eldveggur og reglulegar öryggisuppfærslur verja vefinn og gögn viðskiptavina.',
    },
    backups: {
      title: 'Dagleg afritun',
      text: 'Vefurinn er afritaður daglega og við endurheimtum eldri útgáfu fljótt ef eitthvað fer úrskeiðis.',
    },
    email: {
      title: 'Tölvupóstur á eigin léni',
      text: 'Pósthólf á léni fyrirtækisins fylgja öllum pökkum, með ruslpóstsvörn og vefpósti.',
    },
    support: {
      title: 'Persónuleg aðstoð',
      text: 'Sérfræðingar okkar svara fljótt og aðstoða þig við að flytja vefinn til okkar.',
    },
  },
  packages: {
    title: 'Hýsingarpakkar',
    text: 'Veldu pakkann sem hentar í dag. Þú getur alltaf stækkað við þig þegar vefurinn vex.',
    basic: {
      features: {
        mailboxes: '2 pósthólf',
      },
    },
    business: {
      features: {
        mailboxes: '5 pósthólf',
      },
    },
    enterprise: {
      features: {
        mailboxes: '10 pósthólf',
      },
    },
  },
  cta: {
    title: 'Færðu vefinn í trausta hýsingu',
    text: 'Pantaðu hýsingu í dag. Við setjum allt upp og aðstoðum við að flytja núverandi vef ef þess þarf.',
  },
};
