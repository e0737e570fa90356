import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  metaTitle: 'Þjónustan okkar',
  metaDescription:
    'Vefsíðugerð, vefhönnun, forritun, ráðgjöf, markaðssetning, leitarvélabestun, greiningar og viðhald. Hraun sér um vefinn þinn frá hugmynd til daglegs reksturs.',
  metaKeywords:
    'vefsíðugerð, vefhönnun, vefþróun, ráðgjöf, markaðssetning, leitarvélabestun, greiningar, viðhald vefja',
  breadcrumb: g.pages.services,
  hero: {
    title: `${g.pages.services} sem nær yfir allan vefinn`,
    text:
      'Frá fyrstu skissu til daglegs reksturs sér Hraun um allt sem vefurinn þinn þarf: hönnun, forritun, markaðssetningu, greiningar og viðhald.',
  },
  links: {
    title: 'Hvað getum við gert fyrir þig?',
    text: 'Veldu þjónustu til að sjá hvernig við vinnum og hvað er innifalið.',
  },
  cta: {
    title: 'Ertu með verkefni í huga?',
    text: 'Segðu okkur frá markmiðunum og við setjum saman tilboð sem hentar þínum þörfum og fjárhag.',
  },
};
