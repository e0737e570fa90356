import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.askriftarkerfi,
  menuText: 'Faste betalinger og selvbetjening for kunderne',
  card: {
    title: g.solutions.askriftarkerfi,
    text: 'Tilbagevendende betalinger, fleksible abonnementer og selvbetjening for dine kunder.',
  },
  metaTitle: g.solutions.askriftarkerfi,
  metaDescription:
    'Abonnementssystem til din hjemmeside: automatiske, tilbagevendende betalinger, fleksible abonnementer, kundeportal og et klart overblik over din omsætning.',
  metaKeywords: 'abonnementssystem, abonnement, tilbagevendende betalinger, abonnementsbetaling, abonnementstyper, kundeportal, kortbetaling, abonnementsomsætning',
  breadcrumb: g.solutions.askriftarkerfi,
  hero: {
    title: 'Et abonnementssystem, der giver faste indtægter',
    text: 'Sælg produkter, ydelser eller indhold som abonnement. Vi sætter et system op, der trækker betalingen automatisk, holder styr på dine kunder og giver dig et klart billede af omsætningen.',
  },
  features: {
    title: 'Alt, hvad en abonnementsforretning har brug for',
    text: 'Fem byggesten, der gør abonnementet enkelt\u00a0– både for dig og for dine kunder.',
    items: {
      billing: {
        title: 'Automatiske, tilbagevendende betalinger',
        text: 'Betalingen trækkes automatisk på kortet hver måned eller én gang om året, og mislykkede betalinger forsøges igen.',
      },
      plans: {
        title: 'Fleksible abonnementer',
        text: 'Tilbyd forskellige abonnementstyper, prøveperioder og rabatkoder, der passer til forskellige kundegrupper.',
      },
      portal: {
        title: 'Kundeportal med selvbetjening',
        text: 'Kunderne opdaterer selv deres kortoplysninger, skifter abonnement eller sætter det på pause\u00a0– uden at skulle kontakte dig.',
      },
      invoices: {
        title: 'Fakturaer og kvitteringer',
        text: 'Fakturaer og kvitteringer sendes automatisk og bogføres direkte i dit regnskabssystem.',
      },
      analytics: {
        title: 'Overblik over omsætningen',
        text: 'Følg den månedlige, tilbagevendende omsætning, antallet af abonnenter og frafaldet på ét dashboard.',
      },
    },
  },
  cta: {
    title: 'Kom i gang med dine abonnementer',
    text: 'Fortæl os, hvad du vil sælge som abonnement, så sammensætter vi en løsning og et tilbud, der passer til din forretning.',
  },
};
