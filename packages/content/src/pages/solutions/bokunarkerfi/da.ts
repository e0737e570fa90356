import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.bokunarkerfi,
  menuText: 'Booking og betaling online, døgnet rundt',
  card: {
    title: g.solutions.bokunarkerfi,
    text: 'Dine kunder booker og betaler online\u00a0– når det passer dem, døgnet rundt.',
  },
  homeCard: {
    title: g.solutions.bokunarkerfi,
    text: 'Onlinebooking døgnet rundt med automatiske påmindelser\u00a0– til hoteller, biludlejning, frisører og restauranter.',
  },
  metaTitle: g.solutions.bokunarkerfi,
  metaDescription:
    'Et bookingsystem, der tager imod bookinger og betalinger online døgnet rundt. Til biludlejning, hoteller, frisører, sundhed, fitness og restauranter.',
  metaKeywords:
    'bookingsystem, onlinebooking, tidsbestilling, reservationssystem, bordbestilling, bookingsystem til hoteller, biludlejning, frisør, sundhed, fitness',
  breadcrumb: g.solutions.bokunarkerfi,
  hero: {
    title: 'Et bookingsystem, der arbejder døgnet rundt',
    text: 'Lad dine kunder booke tider, borde eller værelser på din hjemmeside, når det passer dem. Færre opkald, færre fejl og flere bookinger.',
  },
  features: {
    title: 'Alt, hvad du skal bruge for at tage imod bookinger',
    text: 'Systemet tager sig af bookinger, betalinger og påmindelser, så dine medarbejdere kan koncentrere sig om kunderne.',
    items: {
      online: {
        title: 'Onlinebooking døgnet rundt',
        text: 'Kunderne ser ledige tider i realtid og booker på få sekunder\u00a0– på computeren eller mobilen.',
      },
      payments: {
        title: 'Betaling og depositum',
        text: 'Tag imod betaling eller depositum allerede ved bookingen, og få færre udeblivelser.',
      },
      reminders: {
        title: 'Automatiske påmindelser',
        text: 'Bekræftelser og påmindelser sendes automatisk på e-mail eller sms.',
      },
      calendarSync: {
        title: 'Synkronisering af kalendere',
        text: 'Bookinger dukker straks op i medarbejdernes Google Calendar, Outlook og andre kalendere.',
      },
      resources: {
        title: 'Medarbejdere og ressourcer',
        text: 'Hold styr på vagter, lokaler, udstyr og ydelser ét sted.',
      },
      reports: {
        title: 'Rapporter og overblik',
        text: 'Se belægning, omsætning og dine mest populære ydelser i overskuelige rapporter.',
      },
    },
  },
  industries: {
    title: 'Løsninger til alle brancher',
    text: 'Hver branche har sine egne behov, og vi tilpasser bookingsystemet til den måde, du arbejder på.',
    items: {
      carRental: {
        title: 'Biludlejning',
        text: 'Booking af biler efter kategori og dato, ekstraudstyr som barnesæder og udlevering i lufthavnen.',
      },
      hotels: {
        title: 'Hoteller og overnatningssteder',
        text: 'Værelsesbooking med ledighed i realtid, sæsonpriser og forbindelse til bookingportaler.',
      },
      hairSalons: {
        title: 'Frisører og skønhedssaloner',
        text: 'Kunden vælger behandling og medarbejder og får en påmindelse dagen før sin tid.',
      },
      healthcare: {
        title: 'Sundhed',
        text: 'Sikker tidsbestilling hos læger, fysioterapeuter og psykologer med databeskyttelse i højsædet.',
      },
      fitness: {
        title: 'Fitness',
        text: 'Tilmelding til holdtræning og personlig træning med ventelister, klippekort og medlemskaber.',
      },
      restaurants: {
        title: 'Restauranter',
        text: 'Bordbestilling online med overblik over lokaler og borde\u00a0– og påmindelser, der giver færre tomme pladser.',
      },
    },
  },
  cta: {
    title: 'Kom i gang med onlinebooking',
    text: 'Fortæl os om din virksomhed, så sender vi dig et tilbud på et bookingsystem, der passer til dine behov.',
  },
};
