import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.services.vefhonnun,
  card: {
    title: g.services.vefhonnun,
    text: 'Et klart og indbydende design, der afspejler dit brand og fører de besøgende videre.',
  },
  homeCard: {
    title: g.services.vefhonnun,
    text: 'Brugercentreret design, der afspejler dit brand og guider den besøgende videre til næste skridt.',
  },
  metaTitle: g.services.vefhonnun,
  metaDescription:
    'Webdesign, der forener flot udseende med en klar brugeroplevelse. Hraun designer tilgængelige hjemmesider, der afspejler dit brand og skaffer dig nye kunder.',
  metaKeywords: 'webdesign, brugeroplevelse, UX, UI-design, tilgængelighed, brand, prototyper',
  breadcrumb: g.services.vefhonnun,
  hero: {
    title: 'Design, dine besøgende husker',
    text:
      'Vi designer hjemmesider, hvor udseende og brugervenlighed går hånd i hånd, med udgangspunkt i brugernes behov og et stærkt brand.',
  },
  features: {
    title: 'Det får du med vores webdesign',
    items: {
      ux: {
        title: 'Brugeroplevelse (UX)',
        text: 'Klar navigation og et logisk flow, der fører de besøgende direkte hen til det, de leder efter.',
      },
      ui: {
        title: 'Interfacedesign (UI)',
        text: 'Gennemarbejdet layout, typografi og farver, der danner en stærk og sammenhængende helhed.',
      },
      responsive: {
        title: 'Designet til alle skærme',
        text: 'Vi designer til mobilen først og sikrer, at din hjemmeside tager sig godt ud på alle enheder.',
      },
      brand: {
        title: 'Brandidentitet',
        text: 'Designet bygger på din visuelle identitet, så hjemmesiden kan genkendes ved første øjekast.',
      },
      accessibility: {
        title: 'Tilgængelig for alle',
        text: 'Vi følger WCAG-retningslinjerne, så alle kan bruge din hjemmeside, også dem, der bruger skærmlæser.',
      },
      prototypes: {
        title: 'Prototyper og test',
        text: 'Klik dig gennem en interaktiv prototype, og se din hjemmeside, før der skrives en linje kode.',
      },
    },
  },
  process: {
    title: 'Vores designproces',
    text: 'Fire klare trin fra første idé til færdigt design.',
    steps: {
      discovery: {
        title: 'Afdækning',
        text: 'Vi lærer din virksomhed, målgruppe og konkurrenter at kende og sætter klare mål.',
      },
      wireframes: {
        title: 'Struktur og wireframes',
        text: 'Vi skitserer sidernes struktur og brugerflowet, før det visuelle design tager form.',
      },
      design: {
        title: 'Visuelt design',
        text: 'Farver, typografi og billeder får liv i en interaktiv prototype, som du kan afprøve.',
      },
      handover: {
        title: 'Overlevering',
        text:
          'Det godkendte design går videre til udvikling sammen med et designsystem, der sikrer ensartethed fremover.',
      },
    },
    imageAlt: 'Illustration af de fire trin i vores designproces',
  },
  cta: {
    title: 'Lad os give din hjemmeside et nyt udtryk',
    text: 'Skriv til os om dit projekt, så sender vi dig et tilbud på designet.',
  },
};
