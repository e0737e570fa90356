import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.pages.vafrakokur,
  metaTitle: g.pages.vafrakokur,
  metaDescription:
    'Hvilke cookies og hvilken lokal lagring Hrauns hjemmeside bruger, til hvad og hvor længe, og hvordan du kan acceptere, afvise eller slette cookies.',
  metaKeywords: 'cookies, cookiepolitik, sessionscookie, statistikcookies, lokal lagring, privatliv',
  breadcrumb: g.pages.vafrakokur,
  hero: {
    title: g.pages.vafrakokur,
    text: 'Her forklarer vi, hvilke cookies og hvilken lokal lagring Hrauns hjemmeside bruger, hvad de bruges til, og hvordan du selv kan styre dem.',
  },
  what: {
    title: 'Hvad er cookies?',
    p1: 'Cookies er små tekstfiler, som en hjemmeside gemmer i din browser. De gør det muligt for hjemmesiden at huske handlinger og indstillinger mellem sider og besøg.',
    p2: 'Cookies kan sættes af hjemmesiden selv (førstepartscookies) eller af tjenester, som hjemmesiden bruger, fx webstatistik (tredjepartscookies).',
  },
  use: {
    title: 'Sådan bruger vi cookies',
    p1: 'Vi bruger cookies, så hjemmesiden fungerer korrekt, til at huske dit valg vedrørende cookies og\u00a0– med dit samtykke\u00a0– til at analysere, hvordan hjemmesiden bruges, så vi kan forbedre den.',
    p2: 'Vi bruger ikke cookies til annoncering, og vi sælger ingen af de oplysninger, de indsamler.',
  },
  types: {
    title: 'Typer af cookies',
    p1: 'Nødvendige cookies holder styr på dit besøg og husker dit valg vedrørende cookies. Hjemmesiden kan ikke fungere korrekt uden dem, og de kræver derfor ikke samtykke.',
    p2: 'Statistikcookies (Google Analytics) indsamler oplysninger om, hvordan hjemmesiden bruges, fx hvilke sider der besøges, og hvor længe. De sættes kun, hvis du giver samtykke.',
    p3: 'Sessionscookies slettes, når du lukker browseren, mens vedvarende cookies gemmes, indtil de udløber, eller du sletter dem.',
  },
  list: {
    title: 'Cookies, vi bruger',
    p1: 'Tabellen viser de cookies og de poster i lokal lagring, som hjemmesiden bruger, deres formål og varighed.',
  },
  table: {
    title: 'Cookieoversigt',
    columns: {
      name: 'Navn',
      purpose: 'Formål',
      duration: 'Varighed',
    },
    rows: {
      session: {
        label: 'Sessionscookie',
        purpose: 'Holder styr på dit besøg, så hjemmesiden fungerer korrekt',
        duration: 'Indtil browseren lukkes',
      },
      ga: {
        label: '_ga',
        purpose: 'Statistik (Google Analytics): skelner mellem brugere',
        duration: '2 år',
      },
      gid: {
        label: '_gid',
        purpose: 'Statistik (Google Analytics): skelner mellem brugere i et døgn',
        duration: '24 timer',
      },
      consent: {
        label: 'Samtykkecookie',
        purpose: 'Husker, om du har accepteret cookies',
        duration: '1 år',
      },
      language: {
        label: 'i18nextLng',
        purpose: 'Lokal lagring: husker det sprog, du har valgt',
        duration: 'Indtil den slettes',
      },
      accepted: {
        label: 'cookiesAccepted',
        purpose: 'Lokal lagring: registrerer, om du har accepteret eller afvist cookies, så meddelelsen ikke vises igen',
        duration: 'Indtil den slettes',
      },
    },
  },
  localStorage: {
    title: 'Lokal lagring',
    p1: 'Ud over cookies bruger hjemmesiden browserens lokale lagring (local storage). Her gemmes to poster: i18nextLng, der husker det sprog, du har valgt, og cookiesAccepted, der registrerer, om du har accepteret cookies (true) eller afvist dem (false), så meddelelsen ikke vises igen.',
    p2: 'Posterne bliver på din enhed og sendes ikke til os. De har ingen udløbsdato og bliver liggende, indtil de slettes, fx i browserens indstillinger.',
  },
  manage: {
    title: 'Sådan styrer du cookies',
    p1: 'Meddelelsen på hjemmesiden giver dig valget mellem „Acceptér“ og „Afvis“. Accepterer du, må hjemmesiden sætte statistikcookies. Afviser du, bruges kun nødvendige cookies, og der sættes ingen statistikcookies. Uanset hvad du vælger, husker vi dit valg, og meddelelsen vises ikke igen. Lukker du meddelelsen uden at vælge, sættes der ingen statistikcookies, og meddelelsen vises igen, næste gang en side åbnes.',
    p2: 'I browserens indstillinger kan du se og slette cookies og data i lokal lagring og blokere cookies helt eller delvist. Blokerer du nødvendige cookies, fungerer dele af hjemmesiden muligvis ikke korrekt.',
    p3: 'Du kan til enhver tid trække dit samtykke tilbage ved at slette hjemmesidens cookies og data i din browser. Så vises meddelelsen igen.',
  },
  changes: {
    title: 'Ændringer og spørgsmål',
    p1: 'Vi kan opdatere denne politik, hvis de cookies, hjemmesiden bruger, ændres. Den nyeste version offentliggøres altid på denne side.',
    p2: 'Du kan læse mere om, hvordan vi behandler personoplysninger, i vores privatlivspolitik. Spørgsmål kan sendes til os via kontaktsiden.',
  },
};
