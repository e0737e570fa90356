import { carePlanTexts } from '../../../carePlans';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('is');

export const is = {
  nav: g.pages.thjonustupakkar,
  metaTitle: g.pages.thjonustupakkar,
  metaDescription:
    'Þjónustupakkar Hrauns sameina hýsingu, öryggisuppfærslur, daglega afritun og vöktun allan sólarhringinn í einu mánaðargjaldi. Veldu pakkann sem hentar þér.',
  metaKeywords: 'þjónustupakkar, viðhald vefsíðu, vefumsjón, hýsing, öryggisuppfærslur, afritun',
  breadcrumb: g.pages.thjonustupakkar,
  hero: {
    title: 'Vefurinn í öruggum höndum',
    text: 'Með þjónustupakka sjáum við um hýsingu, uppfærslur, afritun og vöktun svo þú getir einbeitt þér að rekstrinum. Fast mánaðargjald og engin óvænt útgjöld.',
  },
  included: {
    title: 'Innifalið í öllum pökkum',
    text: 'Sama trausta grunnþjónustan fylgir öllum pökkunum.',
    items: {
      hosting: {
        title: 'Hýsing og SSL-skilríki',
        text: 'Hraðvirk hýsing á öruggum netþjónum með SSL-skilríki sem endurnýjast sjálfkrafa.',
      },
      updates: {
        title: 'Öryggisuppfærslur',
        text: 'Við uppfærum vefumsjónarkerfi, viðbætur og þemu reglulega og prófum vefinn á eftir.',
      },
      backups: {
        title: 'Dagleg afritun',
        text: 'Vefurinn og gagnagrunnurinn eru afritaðir daglega og afritin geymd á aðskildum stað.',
      },
      monitoring: {
        title: 'Vöktun allan sólarhringinn',
        text: 'Við fylgjumst með uppitíma og hraða vefsins og bregðumst strax við ef eitthvað fer úrskeiðis.',
      },
    },
  },
  plans: {
    title: 'Veldu þjónustupakka',
    text: 'Fast mánaðargjald og þú getur alltaf fært þig upp um pakka eftir því sem vefurinn vex.',
    packages: carePlanTexts('is'),
  },
  cta: {
    title: 'Viltu ræða hvaða pakki hentar?',
    text: 'Við förum yfir vefinn með þér og mælum með þjónustu sem passar, án skuldbindingar.',
  },
};
