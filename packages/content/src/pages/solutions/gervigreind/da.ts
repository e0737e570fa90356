import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.gervigreind,
  menuText: 'Chatbots, automatisering og dataanalyse',
  card: {
    title: g.solutions.gervigreind,
    text: 'Chatbots, automatisering og dataanalyse, der sparer tid og løfter kundeservicen.',
  },
  homeCard: {
    title: g.solutions.gervigreind,
    text: 'Chatbots, automatisering og intelligente analyser, der sparer tid og løfter kundeservicen.',
  },
  metaTitle: `${g.solutions.gervigreind} (AI) til virksomheder`,
  metaDescription:
    'AI til virksomheder: chatbots, automatisering, dataanalyse og indholdsproduktion. Vi finder mulighederne, bygger løsningen og kobler den på dine systemer.',
  metaKeywords: 'kunstig intelligens, AI, chatbot, automatisering, dataanalyse, sprogmodeller, intelligent søgning, AI-rådgivning, implementering af AI',
  breadcrumb: g.solutions.gervigreind,
  hero: {
    title: `${g.solutions.gervigreind}, der arbejder for dig`,
    text: 'Vi hjælper virksomheder med at bruge AI i praksis: svare kunderne hurtigere, automatisere gentagne opgaver og få mere ud af deres data.',
  },
  solutions: {
    title: 'Sådan kan AI hjælpe din virksomhed',
    text: 'Seks måder at få kunstig intelligens til at skabe reelle resultater i hverdagen.',
    items: {
      chatbots: {
        title: 'Chatbots og virtuelle assistenter',
        text: 'En chatbot, der besvarer de mest almindelige spørgsmål på din hjemmeside døgnet rundt\u00a0– på dansk og mange andre sprog.',
      },
      automation: {
        title: 'Automatisering af processer',
        text: 'AI overtager gentagne opgaver som sortering af henvendelser, indtastning af data og behandling af dokumenter.',
      },
      analytics: {
        title: 'Dataanalyse og prognoser',
        text: 'Find mønstre i dine salgs- og driftsdata, og se efterspørgslen komme, før den rammer.',
      },
      content: {
        title: 'Indholdsproduktion',
        text: 'Skriv produkttekster, nyhedsbreve og opslag til sociale medier hurtigere\u00a0– i din egen stil og tone.',
      },
      search: {
        title: 'Intelligent søgning',
        text: 'Søgning, der forstår, hvad brugeren mener, og finder de rigtige produkter, dokumenter og svar i dine data.',
      },
      integration: {
        title: 'Integration med dine systemer',
        text: 'Vi kobler AI sammen med din hjemmeside, dit CRM, dit regnskab og de andre værktøjer, du allerede bruger.',
      },
    },
  },
  offers: {
    title: 'Løsninger, der passer til din virksomhed',
    text: 'Tre måder at komme i gang på\u00a0– uanset om du tager de første skridt eller vil bruge AI i hele virksomheden.',
    items: {
      assistant: {
        title: 'AI-assistent til din hjemmeside',
        text: 'En chatbot, der er trænet på dit indhold og svarer dine kunder med det samme, uanset tidspunktet.',
        features: {
          training: 'Trænet på din hjemmeside, dine dokumenter og ofte stillede spørgsmål',
          languages: 'Svarer på dansk, engelsk og andre sprog',
          availability: 'Åben døgnet rundt, alle årets dage',
          handover: 'Sender komplekse sager videre til dine medarbejdere',
          leads: 'Indsamler henvendelser og kontaktoplysninger',
          design: 'Udseende tilpasset dit brand',
          reports: 'Månedlig rapport over spørgsmål og svar',
        },
      },
      automation: {
        title: 'Automatisering og arbejdsgange',
        text: 'Vi kortlægger dine arbejdsgange og lader AI overtage de tidskrævende, gentagne opgaver.',
        features: {
          mapping: 'Gennemgang af arbejdsgange og forbedringsmuligheder',
          email: 'Automatisk sortering og besvarelse af e-mails',
          documents: 'Aflæsning og behandling af fakturaer og dokumenter',
          dataEntry: 'Automatisk registrering af data i dine systemer',
          integrations: 'Integration med CRM, regnskab og andre systemer',
          monitoring: 'Overvågning og advarsler, hvis noget går galt',
          training: 'Undervisning og oplæring af medarbejdere',
        },
      },
      custom: {
        title: 'Skræddersyet AI-løsning',
        text: 'Til virksomheder, der vil have en løsning bygget op omkring egne data og behov\u00a0– fra idé til drift.',
        features: {
          workshop: 'Workshop om muligheder og prioriteringer',
          roadmap: 'Strategi og køreplan for implementeringen',
          data: 'Klargøring og oprydning i data',
          models: 'Valg af sprogmodel og tilpasning til dine data',
          privacy: 'Sikkerhed og databeskyttelse i overensstemmelse med GDPR',
          integration: 'Integration med dine eksisterende systemer',
          operation: 'Drift, overvågning og løbende forbedringer',
        },
      },
    },
  },
  cta: {
    title: 'Hvor kan AI hjælpe dig?',
    text: 'Fortæl os om din virksomhed, så viser vi dig, hvor AI kan spare tid og øge omsætningen. Tilbuddet er helt uforpligtende.',
  },
};
