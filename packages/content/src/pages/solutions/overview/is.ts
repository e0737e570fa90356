import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  metaTitle: g.pages.solutions,
  metaDescription:
    'Tilbúnar og sérsniðnar lausnir fyrir fyrirtæki: gervigreind, bókunar- og áskriftarkerfi, netverslanir, kassakerfi, WordPress, vefhýsing og tölvupóstur.',
  metaKeywords:
    'lausnir, gervigreind, bókunarkerfi, áskriftarkerfi, netverslun, kassakerfi, WordPress, vefhýsing, tölvupóstur, vefumsjón, netspjall, API-tengingar',
  breadcrumb: g.pages.solutions,
  hero: {
    title: `${g.pages.solutions} sem vaxa með fyrirtækinu`,
    text: 'Frá bókunarkerfum og netverslunum til gervigreindar og vefhýsingar: við setjum upp, tengjum og rekum lausnirnar sem reksturinn þarf, svo þú getir einbeitt þér að viðskiptavinunum.',
  },
  solutions: {
    title: 'Allar lausnir á einum stað',
    text: 'Veldu lausn til að kynna þér hana nánar. Allar lausnirnar má laga að þínum þörfum og tengja við kerfin sem þú notar nú þegar.',
  },
  express: {
    title: 'Viltu smíða vefinn sjálfur?',
    text: 'WordPress Express-grunnurinn er sérstakt tilboð fyrir þá sem vilja skrifa efnið og setja vefinn saman sjálfir. Við setjum upp WordPress með tilbúnu þema og þú tekur við. Viltu frekar að við hönnum og skrifum síðurnar? Þá henta Express-pakkarnir betur.',
    name: `${g.products.wordpressExpress}-grunnur`,
    description: 'Uppsetning á WordPress með tilbúnu þema. Þú skrifar efnið og raðar síðunum saman sjálfur.',
    features: {
      pages: 'Rúmar 10-15 síður',
      theme: 'Tilbúið þema',
      responsive: 'Aðlagast öllum skjástærðum',
      editor: 'Þú setur efnið inn sjálfur',
    },
  },
  cta: {
    title: 'Finnum réttu lausnina saman',
    text: 'Segðu okkur frá rekstrinum og markmiðunum. Við mælum með lausn sem hentar og sendum þér tilboð að kostnaðarlausu.',
  },
};
