import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.tolvupostur,
  menuText: 'Fagleg netföng á þínu eigin léni',
  card: {
    title: g.solutions.tolvupostur,
    text: 'Fagleg netföng á þínu eigin léni með öflugri vörn gegn ruslpósti.',
  },
  metaTitle: `${g.solutions.tolvupostur} fyrir fyrirtæki\u00a0– faglegur póstur á eigin léni`,
  metaDescription:
    'Faglegur tölvupóstur frá Hrauni á léni fyrirtækisins: öflug ruslpóstsvörn, samstilling á öllum tækjum og sameiginleg dagatöl. Pakkar frá 990 kr. á mánuði.',
  metaKeywords: 'tölvupóstur, fyrirtækjapóstur, netfang á léni, pósthólf, ruslpóstsvörn, vefpóstur, dagatal, póstþjónn',
  breadcrumb: g.solutions.tolvupostur,
  hero: {
    title: `${g.solutions.tolvupostur} sem virkar alltaf`,
    text: 'Faglegur og öruggur tölvupóstur á léni fyrirtækisins. Við setjum pósthólfin upp, flytjum gamla póstinn og tryggjum að skilaboðin berist, hvar sem þú ert.',
  },
  features: {
    title: 'Póstþjónusta fyrir nútímafyrirtæki',
    text: 'Allt sem teymið þitt þarf til að eiga örugg og fagleg samskipti.',
    domain: {
      title: 'Netfang á eigin léni',
      text: 'Netföng eins og nafn@fyrirtaeki.is byggja upp traust og styrkja vörumerkið í hverjum pósti.',
    },
    spam: {
      title: 'Ruslpósts- og vírusvörn',
      text: 'Öflug síun stöðvar ruslpóst, vefveiðar og spilliforrit áður en þau berast í innhólfið.',
    },
    sync: {
      title: 'Samstilling á öllum tækjum',
      text: 'Pósturinn er eins í síma, spjaldtölvu og tölvu, hvort sem þú notar Outlook, Apple Mail eða vefpóst.',
    },
    calendar: {
      title: 'Dagatöl og tengiliðir',
      text: 'Sameiginleg dagatöl og tengiliðalistar auðvelda teyminu að skipuleggja fundi og verkefni.',
    },
    migration: {
      title: 'Þægilegur flutningur',
      text: 'Við flytjum eldri póst, möppur og tengiliði yfir án þess að neitt glatist.',
    },
    support: {
      title: 'Aðstoð þegar á þarf að halda',
      text: 'Starfsfólk okkar aðstoðar við uppsetningu á tækjum og svarar spurningum fljótt og vel.',
    },
  },
  packages: {
    title: 'Póstpakkar',
    text: 'Veldu pakka eftir geymsluþörf. Verð eru á mánuði.',
    basic: {
      name: g.tiers.basic,
      description: 'Fyrir einyrkja og lítil fyrirtæki.',
      features: {
        storage: '10 GB geymslupláss',
        domain: 'Netfang á eigin léni',
        spam: 'Ruslpósts- og vírusvörn',
        webmail: 'Vefpóstur og aðgangur í síma',
      },
    },
    business: {
      name: g.tiers.business,
      description: 'Fyrir teymi sem vinna saman alla daga.',
      features: {
        storage: '50 GB geymslupláss',
        domain: 'Netfang á eigin léni',
        spam: 'Ruslpósts- og vírusvörn',
        webmail: 'Vefpóstur og aðgangur í síma',
        calendar: 'Sameiginleg dagatöl og tengiliðir',
      },
    },
    enterprise: {
      name: g.tiers.enterprise,
      description: 'Fyrir fyrirtæki með mikið póstmagn og ríkar kröfur.',
      features: {
        storage: '100 GB geymslupláss',
        domain: 'Netfang á eigin léni',
        spam: 'Ruslpósts- og vírusvörn',
        webmail: 'Vefpóstur og aðgangur í síma',
        calendar: 'Sameiginleg dagatöl og tengiliðir',
        archive: 'Afritun og langtímageymsla pósts',
      },
    },
  },
  cta: {
    title: 'Fáðu faglegan tölvupóst fyrir teymið',
    text: 'Segðu okkur hve mörg pósthólf þú þarft og við sendum þér tilboð um hæl.',
  },
};
