import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.netspjall,
  menuText: 'Svar med det samme fra dit team eller en AI-assistent',
  card: {
    title: g.solutions.netspjall,
    text: 'Svar dine kunder med det samme\u00a0– med dit team eller en AI-assistent, der passer chatten døgnet rundt.',
  },
  metaTitle: `${g.solutions.netspjall}\u00a0– svar dine kunder med det samme`,
  metaDescription:
    'AI-chat fra Hraun: Svar dine besøgende døgnet rundt, få flere henvendelser og aflast dine medarbejdere. Fra 14.950 ISK pr. måned ekskl. moms.',
  metaKeywords: 'AI-chat, livechat, chatbot, kunstig intelligens, AI-chatbot, kundeservice, chat på hjemmesiden, chatmedarbejdere, support',
  breadcrumb: g.solutions.netspjall,
  hero: {
    title: g.solutions.netspjall,
    text: 'Svar på de besøgendes spørgsmål i det øjeblik, de opstår. En AI-chatbot klarer de mest almindelige spørgsmål døgnet rundt, og dit team tager over, når der er brug for det.',
  },
  features: {
    title: 'Smartere chat på din hjemmeside',
    text: 'Alt, hvad du skal bruge for at give hurtig og personlig service online.',
    liveChat: {
      title: 'Livechat',
      text: 'Et chatvindue i din hjemmesides design, hvor de besøgende får fat i dit team med ét klik.',
    },
    aiBot: {
      title: 'AI-chatbot',
      text: 'Chatbotten lærer af indholdet på din hjemmeside og de oftest stillede spørgsmål og svarer naturligt\u00a0– både dag og nat.',
    },
    handover: {
      title: 'Problemfri overlevering til teamet',
      text: 'Kræver et spørgsmål et menneske, sendes samtalen videre til en medarbejder med hele chathistorikken.',
    },
    languages: {
      title: 'Mange sprog',
      text: 'Chatten forstår og svarer på dansk, engelsk og mange andre sprog, så alle besøgende får hjælp.',
    },
    integrations: {
      title: 'Kobles til dine systemer',
      text: 'Forbind chatten med dit CRM, dit bookingsystem eller din webshop, så svarene bygger på de rigtige oplysninger.',
    },
    insights: {
      title: 'Indsigt i samtalerne',
      text: 'Se, hvad kunderne oftest spørger om, og brug indsigten til at forbedre både hjemmeside og service.',
    },
  },
  packages: {
    title: 'Chatpakker',
    text: 'Vælg pakke efter teamets størrelse. Priserne er pr. måned ekskl. moms.',
    basic: {
      name: g.tiers.basic,
      description: 'Livechat til mindre virksomheder.',
      features: {
        agents: '1 medarbejder',
        widget: 'Chatvindue i din hjemmesides design',
        history: 'Chathistorik og notifikationer',
        devices: 'Svar fra mobil eller computer',
      },
    },
    business: {
      name: g.tiers.business,
      description: 'Livechat og AI, der arbejder sammen.',
      features: {
        agents: '3 medarbejdere',
        aiBot: 'AI-chatbot',
        widget: 'Chatvindue i din hjemmesides design',
        history: 'Chathistorik og notifikationer',
        reports: 'Rapporter om samtaler',
      },
    },
    enterprise: {
      name: g.tiers.enterprise,
      description: 'Til store kundeserviceteams og mange samtaler.',
      features: {
        agents: 'Ubegrænset antal medarbejdere',
        aiBot: 'AI-chatbot',
        training: 'Chatbot trænet på dine egne data',
        integrations: 'Integration med CRM og andre systemer',
        priority: 'Prioriteret support',
      },
    },
  },
  benefits: {
    title: 'Det får du ud af chat',
    availability: {
      title: 'Åbent døgnet rundt',
      text: 'De besøgende får svar med det samme\u00a0– også om aftenen og i weekenden, når kontoret er lukket.',
    },
    sales: {
      title: 'Flere forretningsmuligheder',
      text: 'Hurtige svar på det rigtige tidspunkt gør flere besøg til henvendelser og salg.',
    },
    savings: {
      title: 'Mindre pres på medarbejderne',
      text: 'AI’en tager de gentagne spørgsmål, så teamet kan koncentrere sig om de mere komplekse sager.',
    },
    satisfaction: {
      title: 'Mere tilfredse kunder',
      text: 'Ingen skal vente i telefonen eller på et svar på mail. Servicen bliver hurtigere og mere personlig.',
    },
  },
  cta: {
    title: 'Føj chat til din hjemmeside',
    text: 'Vi sætter chatten op, træner chatbotten på dit indhold og sætter den i drift. Få et tilbud i dag.',
  },
};
