import { carePlanTexts } from '../../../carePlans';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.solutions.vefumsjon,
  menuText: 'Við sjáum um uppfærslur, öryggi og efni',
  card: {
    title: g.solutions.vefumsjon,
    text: 'Við sjáum um uppfærslur, öryggi og efni vefsins svo hann sé alltaf í toppstandi.',
  },
  metaTitle: `${g.solutions.vefumsjon}\u00a0– viðhald, öryggi og umsjón með vefnum`,
  metaDescription:
    'Vefumsjón frá Hrauni: uppfærslur, öryggisvöktun, afritun og efnisumsjón í föstum mánaðarpökkum. Við sjáum um vefinn svo þú getir sinnt rekstrinum áhyggjulaus.',
  metaKeywords: 'vefumsjón, viðhald vefsíðu, WordPress-viðhald, öryggisuppfærslur, afritun, vöktun, efnisumsjón, þjónustusamningur',
  breadcrumb: g.solutions.vefumsjon,
  hero: {
    title: `${g.solutions.vefumsjon}: við hugsum um vefinn þinn`,
    text: 'Vefur þarf reglulegt viðhald til að haldast hraður, öruggur og uppfærður. Með þjónustupakka frá okkur er vefurinn í traustum höndum og þú færð aðstoð þegar á þarf að halda.',
  },
  features: {
    title: 'Innifalið í vefumsjón',
    text: 'Við vinnum fyrirbyggjandi svo smávægileg vandamál verði aldrei að stórum.',
    updates: {
      title: 'Reglulegar uppfærslur',
      text: 'Vefumsjónarkerfi, viðbætur og þemu eru uppfærð reglulega og prófuð áður en breytingar fara í loftið.',
    },
    security: {
      title: 'Öryggisvöktun',
      text: 'Við fylgjumst með spilliforritum og innbrotstilraunum á vefnum og bregðumst strax við ef eitthvað kemur upp.',
    },
    backups: {
      title: 'Afritun og endurheimt',
      text: 'Regluleg afrit eru geymd utan netþjónsins svo hægt sé að endurheimta vefinn fljótt.',
    },
    monitoring: {
      title: 'Uppitímavöktun',
      text: 'Sjálfvirk vöktun lætur okkur vita um leið og vefurinn liggur niðri, oft áður en þú tekur eftir því.',
    },
    reports: {
      title: 'Mánaðarlegar skýrslur',
      text: 'Þú færð yfirlit yfir uppfærslur, uppitíma og það sem var gert á vefnum í mánuðinum.',
    },
    content: {
      title: 'Efnisumsjón',
      text: 'Við setjum inn fréttir, myndir og nýjar síður fyrir þig svo vefurinn sé alltaf ferskur.',
    },
  },
  packages: {
    title: 'Þjónustupakkar',
    text: 'Veldu þjónustustig sem hentar vefnum þínum. Verð eru á mánuði án vsk.',
    ...carePlanTexts('is'),
  },
  specialist: {
    title: 'Sérfræðiþjónusta',
    text: 'Auk þjónustupakkanna bjóðum við afmörkuð verkefni sem sérfræðingar okkar vinna eftir þörfum.',
    securityAudit: {
      title: 'Öryggisúttekt',
      text: 'Ítarleg yfirferð á öryggi vefsins, veikleikum og aðgangsstýringum, með skýrum tillögum að úrbótum.',
    },
    performance: {
      title: 'Hraðabestun',
      text: 'Við greinum hvað hægir á vefnum og bætum hleðslutíma, sem skilar sér í betri upplifun og sterkari stöðu í leitarniðurstöðum.',
    },
    migration: {
      title: 'Flutningur og endurnýjun',
      text: 'Við flytjum vefinn á milli netþjóna eða kerfa og endurnýjum úrelta hluta hans án þess að rekstur raskist.',
    },
  },
  cta: {
    title: 'Viltu vita hvað hentar vefnum þínum?',
    text: 'Hafðu samband og við förum yfir stöðu vefsins með þér, eða fáðu tilboð í þjónustupakka strax.',
  },
};
