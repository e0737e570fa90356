import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { formatDate } from '../../../format';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.pages.personuvernd,
  metaTitle: g.pages.personuvernd,
  metaDescription:
    'Sådan indsamler, bruger og beskytter Hraun dine personoplysninger: hvilke data vi behandler, hvorfor, på hvilket grundlag, hvor længe og dine rettigheder.',
  metaKeywords:
    'privatliv, privatlivspolitik, persondatapolitik, personoplysninger, GDPR, den registreredes rettigheder, cookies, databehandlere',
  breadcrumb: g.pages.personuvernd,
  hero: {
    title: g.pages.personuvernd,
    text: `Her forklarer vi, hvordan Hraun ehf. indsamler, bruger og beskytter dine personoplysninger. Senest opdateret ${formatDate('2024-03-11', 'da')}.`,
  },
  /** Which language version prevails. */
  languageNote: 'Denne politik findes også på islandsk, engelsk og spansk. Den islandske udgave er originalen, og ved uoverensstemmelser mellem udgaverne har den islandske tekst forrang.',
  controller: {
    title: '1. Dataansvarlig',
    p1: 'Hraun ehf. er dataansvarlig for behandlingen af personoplysninger på denne hjemmeside og i forbindelse med vores ydelser. Hraun har kontorer i Reykjavík, København og Barcelona.',
    p2: 'Politikken bygger på den islandske lov nr. 90/2018 om databeskyttelse og behandling af personoplysninger og på databeskyttelsesforordningen (EU) 2016/679 (GDPR).',
  },
  dataCollected: {
    title: '2. Oplysninger, vi indsamler',
    p1: 'Oplysninger, du selv giver os: navn, e-mailadresse, telefonnummer og virksomhed samt det, du skriver i beskeder, projektbeskrivelser og henvendelser.',
    p2: 'Oplysninger om vores samarbejde: bestilte ydelser og pakker, domæner, aftaler og fakturaer.',
    p3: 'Tekniske oplysninger: IP-adresse, browser- og enhedstype, besøgte sider og tidspunkt for besøget, dit sprogvalg og dit valg vedrørende cookies.',
  },
  purposes: {
    title: '3. Formål med behandlingen',
    p1: 'Vi bruger oplysningerne til at besvare henvendelser, udarbejde tilbud, behandle bestillinger, levere de aftalte ydelser, løse sager i servicedesken og fakturere for vores arbejde.',
    p2: 'Vi bruger dem også til at holde hjemmesiden sikker, beskytte den mod spam og misbrug og\u00a0– med dit samtykke\u00a0– analysere, hvordan hjemmesiden bruges, så vi kan forbedre den.',
    p3: 'Vi sælger ikke personoplysninger og bruger dem hverken til automatiske afgørelser eller profilering.',
  },
  legalBasis: {
    title: '4. Retsgrundlag',
    p1: 'Behandling i forbindelse med tilbudsforespørgsler, bestillinger og serviceaftaler er nødvendig for at gennemføre foranstaltninger på din anmodning forud for indgåelse af en aftale eller for at opfylde en aftale (GDPR artikel 6, stk. 1, litra b).',
    p2: 'Besvarelse af generelle henvendelser, sikkerhed på hjemmesiden og forebyggelse af misbrug sker på grundlag af vores legitime interesser (litra f).',
    p3: 'Opbevaring af regnskabsmateriale er en retlig forpligtelse (litra c), og statistikcookies bygger på dit samtykke (litra a), som du til enhver tid kan trække tilbage.',
  },
  forms: {
    title: '5. Formularer på hjemmesiden',
    p1: 'Hjemmesiden har fire typer formularer: kontaktformular, tilbudsforespørgsel, bestillingsformular og servicedesk. Det, du sender, bruges kun til at behandle din henvendelse.',
    p2: 'Kontaktformular: navn, e-mail, telefon, virksomhed, emne og besked. Tilbudsforespørgsel: de samme kontaktoplysninger, projektbeskrivelse, budget, tidsramme og de ydelser og løsninger, du vælger. Bestilling: kontaktoplysninger, domæne, besked og den valgte pakke. Servicedesk: kontaktoplysninger, hjemmesidens adresse, beskrivelse af problemet, prioritet og type af henvendelse.',
    p3: 'Hver formular viser, hvilke felter der er obligatoriske. Indsendte oplysninger opbevares sikkert, og kun de medarbejdere, der behandler din henvendelse, har adgang til dem. Formularerne indeholder et skjult felt, som beskytter mod spam og ikke indsamler personoplysninger.',
  },
  cookies: {
    title: '6. Cookies og lokal lagring',
    p1: 'Hjemmesiden bruger en sessionscookie, statistikcookies og en cookie, der husker dit samtykke. Statistikcookies bruges kun, hvis du giver samtykke.',
    p2: 'I browserens lokale lagring gemmes det sprog, du har valgt (i18nextLng), og om du har accepteret cookies (cookiesAccepted). Du kan læse mere, bl.a. om hvor længe hver cookie gemmes, i vores cookiepolitik.',
  },
  processors: {
    title: '7. Databehandlere og overførsler',
    p1: 'Vi bruger pålidelige leverandører, der behandler oplysninger på vores vegne, fx til hosting af hjemmeside og databaser, modtagelse af formularer, afsendelse af e-mails, webstatistik og bogføring. Vi indgår databehandleraftaler med dem, og de må kun behandle oplysningerne efter vores instruks.',
    p2: 'Oplysningerne opbevares som udgangspunkt inden for Det Europæiske Økonomiske Samarbejdsområde (EØS). Overføres de til lande uden for EØS, fx til USA i forbindelse med webstatistik, sker det kun med de fornødne garantier, såsom en afgørelse fra Europa-Kommissionen om tilstrækkeligt beskyttelsesniveau eller Europa-Kommissionens standardkontraktbestemmelser.',
    p3: 'Vi videregiver ikke personoplysninger til andre, medmindre loven kræver det, eller du har bedt os om det.',
  },
  retention: {
    title: '8. Opbevaring',
    p1: 'Vi opbevarer ikke personoplysninger længere, end det er nødvendigt for det formål, de blev indsamlet til.',
    p2: 'Henvendelser og tilbudsforespørgsler, der ikke fører til et samarbejde, opbevares, mens de behandles, og i rimelig tid derefter. Kundeoplysninger opbevares, så længe kundeforholdet består.',
    p3: 'Regnskabsmateriale, fx fakturaer, opbevares i syv år fra udgangen af regnskabsåret, som den islandske bogføringslov nr. 145/1994 kræver.',
  },
  rights: {
    title: '9. Dine rettigheder',
    p1: 'Efter databeskyttelsesreglerne og GDPR har du ret til indsigt i de oplysninger, vi har om dig, til at få dem berigtiget eller slettet, til at få behandlingen begrænset, til at gøre indsigelse mod behandlingen og til at modtage dine oplysninger i et maskinlæsbart format (dataportabilitet).',
    p2: 'Bygger behandlingen på samtykke, kan du til enhver tid trække det tilbage. Det påvirker ikke lovligheden af den behandling, der fandt sted, før samtykket blev trukket tilbage.',
    p3: 'Vi besvarer anmodninger inden for en måned. Mener du, at vores behandling er i strid med reglerne, kan du klage til Persónuvernd, den islandske databeskyttelsesmyndighed (www.personuvernd.is), eller til tilsynsmyndigheden i det land, hvor du bor\u00a0– i Danmark Datatilsynet.',
  },
  contact: {
    title: '10. Kontakt og ændringer',
    p1: 'Spørgsmål og anmodninger om databeskyttelse kan sendes til os via kontaktsiden. Vi kan bede dig bekræfte din identitet, før vi behandler en anmodning.',
    p2: 'Vi kan opdatere politikken, fx hvis vores ydelser eller lovgivningen ændres. Den nye version offentliggøres på denne side med datoen for opdateringen, og vi gør særskilt opmærksom på væsentlige ændringer.',
  },
};
