import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.apiTengingar,
  menuText: 'Din hjemmeside koblet til regnskab og betaling',
  card: {
    title: g.solutions.apiTengingar,
    text: 'Vi kobler din hjemmeside sammen med regnskab, betalingsløsninger, lager og andre systemer.',
  },
  homeCard: {
    title: g.solutions.apiTengingar,
    text: 'Vi forbinder din hjemmeside med regnskab, lager, betaling og de andre systemer, du allerede bruger.',
  },
  metaTitle: `${g.solutions.apiTengingar}\u00a0– få dine systemer til at spille sammen`,
  metaDescription:
    'API-integrationer fra Hraun forbinder din hjemmeside med betalingsløsninger, regnskab, booking, CRM og fragtfirmaer. Mindre manuelt arbejde og færre fejl.',
  metaKeywords: 'API-integration, systemintegration, REST, GraphQL, betalingsløsning, regnskabsintegration, CRM, webservices, automatisering',
  breadcrumb: g.solutions.apiTengingar,
  hero: {
    title: `${g.solutions.apiTengingar}, der får dine systemer til at tale sammen`,
    text: 'Ordrer, fakturaer, bookinger og kundedata skal aldrig tastes ind to gange. Vi forbinder din hjemmeside med de systemer, din forretning kører på, så data flyder automatisk og sikkert imellem dem.',
  },
  features: {
    title: 'Integrationer på tværs af forretningen',
    text: 'Vi bygger og vedligeholder integrationer til de mest udbredte systemer og specialudvikler dem, der mangler.',
    payments: {
      title: 'Betalingsløsninger',
      text: 'Sikker integration med betalingsgateways og kortindløsere, så kunderne kan betale direkte på din hjemmeside.',
    },
    accounting: {
      title: 'Regnskabssystemer',
      text: 'Ordrer og fakturaer lander automatisk i regnskabet\u00a0– uden manuelt arbejde eller dobbeltregistrering.',
    },
    booking: {
      title: 'Bookingsystemer',
      text: 'Ledige tider, bookinger og bekræftelser synkroniseres i realtid mellem hjemmesiden og bookingsystemet.',
    },
    crm: {
      title: 'CRM-systemer',
      text: 'Henvendelser og tilmeldinger fra hjemmesiden går direkte ind i dit CRM, så salgsteamet kan følge op med det samme.',
    },
    shipping: {
      title: 'Fragt og lager',
      text: 'Integrationer med fragtfirmaer og lagersystemer holder styr på forsendelser, sporing og lagerbeholdning.',
    },
    custom: {
      title: 'Skræddersyede REST- og GraphQL-API’er',
      text: 'Vi designer og udvikler nye API’er og forbinder til ethvert system\u00a0– sikkert og veldokumenteret.',
    },
  },
  process: {
    title: 'Sådan arbejder vi',
    text: 'En klar proces fra den første analyse, til integrationen er i drift.',
    analysis: {
      title: 'Analyse',
      text: 'Sammen med dig kortlægger vi systemerne, dataflowet og forretningens behov.',
    },
    design: {
      title: 'Design af integrationen',
      text: 'Vi fastlægger, hvilke data der skal hvorhen, hvornår og hvordan\u00a0– med sikkerhed og fejlhåndtering tænkt ind fra start.',
    },
    build: {
      title: 'Udvikling og test',
      text: 'Integrationen udvikles og testes grundigt i et testmiljø, før den rører rigtige data.',
    },
    launch: {
      title: 'Idriftsættelse og overvågning',
      text: 'Vi sætter integrationen i drift, overvåger den og reagerer, hvis noget ændrer sig hos tredjepart.',
    },
  },
  cta: {
    title: 'Hvilke systemer vil du forbinde?',
    text: 'Fortæl os om dine systemer, så sender vi dig et tilbud på en integration, der sparer tid fra første dag.',
  },
};
