import type { is } from './is';
import { glossaryIn } from '../../../glossary';
import { openingTimes } from '../../../hours';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.pages.skilmalar,
  metaTitle: g.pages.skilmalar,
  metaDescription:
    'Hrauns generelle forretningsbetingelser: timepris, betalingsfrist, serviceaftaler og opsigelse, ændringer af betingelserne, ansvar og immaterielle rettigheder.',
  metaKeywords:
    'forretningsbetingelser, handelsbetingelser, timepris, betalingsbetingelser, serviceaftale, opsigelsesvarsel, ansvar, immaterielle rettigheder',
  breadcrumb: g.pages.skilmalar,
  hero: {
    title: g.pages.skilmalar,
    text: 'Generelle forretningsbetingelser for Hraun ehf. ved udvikling af hjemmesider, software, hosting og tilknyttede ydelser.',
  },
  /** Which language version prevails. */
  languageNote: 'Disse betingelser findes også på islandsk, engelsk og spansk. Den islandske udgave er originalen, og ved uoverensstemmelser mellem udgaverne har den islandske tekst forrang.',
  scope: {
    title: '1. Anvendelsesområde',
    p1: 'Disse betingelser gælder for alle ydelser, som Hraun ehf. (»Hraun«) leverer til sine kunder, herunder webudvikling, webdesign, programmering, rådgivning, markedsføring, webhosting, firmamail og webdrift.',
    p2: 'Når kunden accepterer et tilbud, afgiver en bestilling eller underskriver en serviceaftale, accepterer kunden disse betingelser. Afviger en skriftlig aftale mellem parterne fra betingelserne, går aftalen forud.',
  },
  services: {
    title: '2. Ydelser og levering',
    p1: 'Omfang, leveringstid og pris for hvert projekt fremgår af tilbuddet eller aftalen. Hraun gør sit bedste for at overholde de aftalte tidsplaner, men er ikke ansvarlig for forsinkelser, der skyldes kunden, fx hvis indhold, adgangsoplysninger eller godkendelser kommer for sent.',
    p2: 'Kunden gennemgår arbejdet, før det går i luften. Bemærkninger skal sendes skriftligt inden for rimelig tid; ellers anses arbejdet for godkendt. Ændringer og tilføjelser ud over det aftalte omfang afregnes efter timepris, medmindre andet er aftalt.',
  },
  payment: {
    title: '3. Priser og betaling',
    p1: 'Timearbejde under en projekt- eller serviceaftale, fx ændringer ud over det aftalte omfang og arbejde ved aftalens ophør, afregnes til aftaletimeprisen på 14.950 ISK ekskl. moms, medmindre andet fremgår af tilbud eller aftale. Enkeltopgaver uden for en aftale prissættes efter den gældende prisliste. Alle priser er i islandske kroner (ISK) og ekskl. moms, medmindre andet er angivet.',
    p2: 'Fakturaer forfalder normalt til betaling 7–10 dage efter fakturadatoen. Månedlige gebyrer, fx for webhosting, firmamail og servicepakker, betales forud.',
    p3: 'Ved for sen betaling beregnes morarenter efter islandsk lov (lov nr. 38/2001 om renter og prisindeksering). Hraun forbeholder sig ret til at suspendere ydelser ved manglende betaling efter forudgående varsel.',
  },
  contracts: {
    title: '4. Serviceaftaler',
    p1: 'Serviceaftaler, fx om webhosting, webdrift og servicepakker, løber, indtil de opsiges, medmindre andet er angivet. De kan ikke opsiges i de første 12 måneder fra aftalens start.',
    p2: 'Derefter kan aftalen opsiges med 3 måneders varsel. Opsigelsen skal være skriftlig og får virkning ved udgangen af en måned.',
    p3: 'Når aftalen ophører, udleverer Hraun kundens data og hjælper med at flytte hjemmesider og domæner. Arbejdet afregnes efter timepris.',
  },
  changes: {
    title: '5. Ændringer af betingelserne',
    p1: 'Hraun kan ændre disse betingelser. Ændringer varsles over for kunderne mindst 30 dage, før de træder i kraft, via e-mail eller på Hrauns hjemmeside.',
    p2: 'Fortsætter kunden med at bruge ydelserne, efter at ændringerne er trådt i kraft, gælder de ændrede betingelser.',
  },
  liability: {
    title: '6. Ansvar',
    p1: 'Hraun udfører sine ydelser fagligt forsvarligt og i overensstemmelse med parternes aftale. Hrauns erstatningsansvar er under alle omstændigheder begrænset til projektets etableringsomkostninger plus ét års betaling for ydelsen.',
    p2: 'Hraun er ikke ansvarlig for indirekte tab, fx driftstab, tabt fortjeneste eller tab af data, eller for tab, der skyldes tredjepartstjenester, kundens forkerte brug eller forhold uden for Hrauns kontrol (force majeure).',
    p3: 'Begrænsningerne gælder ikke, hvis tabet er forvoldt forsætligt eller ved grov uagtsomhed.',
  },
  intellectualProperty: {
    title: '7. Immaterielle rettigheder',
    p1: 'Når arbejdet er betalt fuldt ud, overgår rettighederne til design og indhold, der er udarbejdet specifikt til kunden, til kunden, medmindre andet er aftalt.',
    p2: 'Hraun bevarer rettighederne til egen software, kodebiblioteker, skabeloner og værktøjer, der bruges på tværs af projekter, og giver kunden en tidsubegrænset brugsret i det omfang, det er nødvendigt for at bruge arbejdet. Open source-software som WordPress er underlagt sine egne licensvilkår.',
    p3: 'Kunden indestår for at have rettighederne til alt materiale, der overlades til Hraun, fx tekst, billeder og varemærker. Hraun må vise projektet i sin portefølje og markedsføring, medmindre kunden gør indsigelse.',
  },
  law: {
    title: '8. Lovvalg og værneting',
    p1: 'Disse betingelser og aftaler, der bygger på dem, er underlagt islandsk ret.',
    p2: 'Parterne skal først forsøge at løse eventuelle tvister i mindelighed. Lykkes det ikke, kan sagen indbringes for byretten i Reykjavík (Héraðsdómur Reykjavíkur).',
  },
  contact: {
    title: '9. Kontakt',
    p1: `Spørgsmål om betingelserne kan sendes til os via kontaktsiden eller servicedesken. Vi svarer inden for åbningstiden, mandag til fredag kl. ${openingTimes('da')} (islandsk tid).`,
  },
};
