import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.kassakerfi,
  menuText: 'Kasse og lager koblet til din webshop',
  card: {
    title: g.solutions.kassakerfi,
    text: 'Ekspedition, lager og webshop samlet i ét sammenhængende system.',
  },
  metaTitle: g.solutions.kassakerfi,
  metaDescription:
    'Et kassesystem, der forbinder din butik, webshop og dit lager. Hurtigere ekspedition, salgstal i realtid og en nem kasseafstemning ved dagens afslutning.',
  metaKeywords: 'kassesystem, POS-system, kasseapparat, betalingsterminal, lagerstyring, kassesystem til butikker, kassesystem til restauranter, integration med webshop',
  breadcrumb: g.solutions.kassakerfi,
  hero: {
    title: 'Et kassesystem, der holder styr på hele salget',
    text: 'Ét system til både butikken og webshoppen. Ekspedér hurtigere, hold lageret opdateret, og følg salget i realtid\u00a0– uanset hvor du er.',
  },
  features: {
    title: 'Alt, hvad kassen har brug for',
    text: 'Seks funktioner, der gør ekspeditionen og den daglige drift enklere.',
    items: {
      checkout: {
        title: 'Hurtig ekspedition',
        text: 'En enkel brugerflade på tablet eller touchskærm, som nye medarbejdere lærer på få minutter.',
      },
      payments: {
        title: 'Alle betalingsformer',
        text: 'Tager imod kort, kontaktløs betaling, MobilePay og gavekort.',
      },
      inventory: {
        title: 'Lagerstyring i realtid',
        text: 'Lagerbeholdningen opdateres ved hvert salg\u00a0– både i butikken og online.',
      },
      webshop: {
        title: 'Integration med webshop',
        text: 'Produkter, priser og lager synkroniseres automatisk med WooCommerce eller Shopify.',
      },
      reports: {
        title: 'Rapporter og kasseafstemning',
        text: 'Dagsopgørelser og salgsrapporter med ét klik og direkte forbindelse til dit regnskabssystem.',
      },
      locations: {
        title: 'Medarbejdere og afdelinger',
        text: 'Adgangsstyring for medarbejdere og overblik over alle afdelinger i ét system.',
      },
    },
  },
  benefits: {
    title: 'Hvorfor et sammenhængende kassesystem?',
    items: {
      time: {
        title: 'Mere tid til kunderne',
        text: 'Mindre manuel optælling, indtastning og afstemning giver medarbejderne mere tid til at tage sig af kunderne.',
      },
      overview: {
        title: 'Ét samlet overblik',
        text: 'Salget i butikken og på nettet samles ét sted, så dine beslutninger bygger på de rigtige tal.',
      },
      loyalty: {
        title: 'Mere loyale kunder',
        text: 'Kundeklubber, tilgodebeviser og købshistorik gør det muligt at give en mere personlig service.',
      },
      growth: {
        title: 'Vokser med din forretning',
        text: 'Tilføj flere kasser, afdelinger og integrationer, efterhånden som virksomheden vokser.',
      },
    },
  },
  cta: {
    title: 'Lad os finde det rette kassesystem',
    text: 'Fortæl os om din butik eller restaurant, så sender vi dig et tilbud på et kassesystem, der spiller sammen med resten.',
  },
};
