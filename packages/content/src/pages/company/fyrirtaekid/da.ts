import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.pages.fyrirtaekid,
  metaTitle: g.pages.fyrirtaekid,
  metaDescription:
    'Hraun er et webbureau, der blev grundlagt i Reykjavík i 2006 og i dag også har kontorer i København og Barcelona. Læs om vores historie, værdier og milepæle.',
  metaKeywords: 'om Hraun, webbureau, historie, værdier, Reykjavík, København, Barcelona',
  breadcrumb: g.pages.fyrirtaekid,
  hero: {
    title: 'Vi bygger hjemmesider, der gør en forskel',
    text: 'Siden 2006 har vi hjulpet virksomheder med at vokse online. I dag arbejder vores team fra Reykjavík, København og Barcelona.',
  },
  history: {
    title: 'Vores historie',
    paragraphs: {
      founding:
        'Hraun blev grundlagt i Reykjavík i 2006 med ét mål: at bygge hjemmesider, der er lige så solide som den lava, Island står på (hraun betyder lava på islandsk). De første år arbejdede vi for islandske virksomheder og institutioner, og fra første dag har vi lagt vægt på grundigt håndværk, klar kommunikation og lange samarbejder med vores kunder.',
      copenhagen:
        'Da flere og flere opgaver kom fra resten af Norden, åbnede vi i 2015 kontor i København. Herfra betjener vi danske og nordiske kunder med det samme team, de samme metoder og de samme krav til kvaliteten.',
      barcelona:
        'I 2020 kom kontoret i Barcelona til. I dag arbejder designere, udviklere og marketingfolk i tre lande side om side på projekter for over 500 kunder, og vi tror stadig på det samme som dengang: En god hjemmeside er en investering, der skal kunne betale sig.',
    },
  },
  values: {
    title: 'Vores værdier',
    items: {
      innovation: {
        title: 'Nytænkning',
        text: 'Vi holder øje med ny teknologi og tager den i brug med omtanke, så vores kunder får løsninger, der holder i mange år.',
      },
      trust: {
        title: 'Tillid',
        text: 'Vi siger tingene, som de er, overholder tidsplaner og budgetter og ser hvert projekt som starten på et langt samarbejde.',
      },
      excellence: {
        title: 'Kvalitet',
        text: 'Vi går op i hver en detalje, fra design og tilgængelighed til hastighed og sikkerhed, og vi tester alt, før det går i luften.',
      },
      technology: {
        title: 'Teknologi',
        text: 'Vi vælger teknologien ud fra projektets behov frem for de seneste trends og bygger på åbne og gennemprøvede løsninger.',
      },
    },
  },
  stats: {
    founded: 'Grundlagt',
    locations: 'Kontorer',
    service: 'Overvågning og service',
    clients: 'Kunder',
  },
  timeline: {
    title: 'Milepæle',
    items: {
      y2006: {
        title: 'Hraun grundlægges i Reykjavík',
        text: 'De første opgaver var hjemmesider for islandske virksomheder og foreninger.',
      },
      y2010: {
        title: 'Hosting med overvågning døgnet rundt',
        text: 'Vi begyndte at hoste og drive vores kunders hjemmesider med overvågning døgnet rundt.',
      },
      y2015: {
        title: 'Kontor i København',
        text: 'Med et nyt kontor i Danmark rykkede vi tættere på vores nordiske kunder.',
      },
      y2020: {
        title: 'Kontor i Barcelona',
        text: 'Vi åbnede kontor i Spanien og begyndte at arbejde for virksomheder i Sydeuropa.',
      },
      y2023: {
        title: 'Kunstig intelligens og 500 kunder',
        text: 'Vi lancerede vores første løsninger med kunstig intelligens og fejrede kunde nummer 500.',
      },
    },
  },
  cta: {
    title: 'Skal vi arbejde sammen?',
    text: 'Fortæl os om dit projekt, så finder vi sammen den bedste vej frem.',
  },
};
