import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.services.radgjof,
  card: {
    title: g.services.radgjof,
    text: 'Uafhængig rådgivning om digital strategi, teknologivalg og prioriteringer.',
  },
  metaTitle: 'Digital rådgivning',
  metaDescription:
    'Digital rådgivning til virksomheder: strategi, teknologi, e-handel og processer. Hraun analyserer situationen, sætter mål og følger planen til dørs med dig.',
  metaKeywords:
    'digital rådgivning, digital strategi, teknologirådgivning, digital transformation, e-handel, projektledelse',
  breadcrumb: g.services.radgjof,
  hero: {
    title: `${g.services.radgjof}, der gør strategi til resultater`,
    text:
      'Vi hjælper ledelsen med at træffe de rigtige beslutninger om hjemmeside, teknologi og digital udvikling, baseret på data og erfaring.',
  },
  features: {
    title: 'Her kan vi hjælpe',
    items: {
      strategy: {
        title: 'Digital strategi',
        text: 'En klar vision og prioritering for din hjemmeside og dine digitale kanaler.',
      },
      technology: {
        title: 'Valg af teknologi',
        text: 'Uafhængig vurdering af platforme og værktøjer, så du investerer i den rigtige teknologi.',
      },
      ecommerce: {
        title: 'E-handel',
        text: 'Rådgivning om webshopplatforme, betalingsløsninger og veje til mere salg online.',
      },
      ux: {
        title: 'Brugeroplevelse',
        text:
          'En gennemgang af din hjemmeside, der viser, hvor de besøgende går i stå, og hvordan flowet kan forbedres.',
      },
      automation: {
        title: 'Automatisering og processer',
        text: 'Vi finder gentagne opgaver, som automatisering og bedre integrationer kan tage ud af dine hænder.',
      },
      projects: {
        title: 'Projektledelse',
        text: 'Vi leder digitale projekter, koordinerer leverandører og holder styr på tid og budget.',
      },
    },
  },
  process: {
    title: 'Vores rådgivningsproces',
    steps: {
      analysis: {
        title: 'Situationsanalyse',
        text: 'Vi gennemgår din nuværende situation: systemer, data og konkurrenter.',
      },
      goals: {
        title: 'Målsætning',
        text: 'Sammen sætter vi målbare mål, der understøtter virksomhedens strategi.',
      },
      plan: {
        title: 'Handlingsplan',
        text: 'En klar plan med prioriteter, ansvarlige, tidsplan og prisoverslag.',
      },
      implementation: {
        title: 'Implementering og opfølgning',
        text: 'Vi følger planen til dørs, måler resultaterne og justerer undervejs.',
      },
    },
  },
  cta: {
    title: 'Book et møde med en rådgiver',
    text: 'Det første møde er uforpligtende. Vi ser på, hvor du står, og foreslår de næste skridt.',
  },
};
