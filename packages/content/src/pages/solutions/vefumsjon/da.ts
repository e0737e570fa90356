import type { is } from './is';
import { carePlanTexts } from '../../../carePlans';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.vefumsjon,
  menuText: 'Vi klarer opdateringer, sikkerhed og indhold',
  card: {
    title: g.solutions.vefumsjon,
    text: 'Vi tager os af opdateringer, sikkerhed og indhold, så din hjemmeside altid er i topform.',
  },
  metaTitle: `${g.solutions.vefumsjon}\u00a0– opdateringer, sikkerhed og pleje af din hjemmeside`,
  metaDescription:
    'Webdrift fra Hraun: opdateringer, sikkerhedsovervågning, backup og indholdsopdatering i faste månedlige servicepakker. Vi passer på din hjemmeside.',
  metaKeywords: 'webdrift, drift af hjemmeside, vedligeholdelse af hjemmeside, WordPress-vedligeholdelse, sikkerhedsopdateringer, backup, overvågning, servicepakke',
  breadcrumb: g.solutions.vefumsjon,
  hero: {
    title: `${g.solutions.vefumsjon}: Vi passer på din hjemmeside`,
    text: 'En hjemmeside kræver løbende pleje for at forblive hurtig, sikker og opdateret. Med en servicepakke fra os er din side i trygge hænder, og du får hjælp, når du har brug for det.',
  },
  features: {
    title: 'Det indgår i webdriften',
    text: 'Vi arbejder forebyggende, så små problemer aldrig vokser sig store.',
    updates: {
      title: 'Løbende opdateringer',
      text: 'CMS, plugins og temaer opdateres jævnligt og testes, før ændringerne tages i brug.',
    },
    security: {
      title: 'Sikkerhedsovervågning',
      text: 'Vi holder øje med malware og indbrudsforsøg og griber ind med det samme, hvis noget sker.',
    },
    backups: {
      title: 'Backup og gendannelse',
      text: 'Løbende backup gemmes uden for serveren, så din hjemmeside hurtigt kan gendannes.',
    },
    monitoring: {
      title: 'Oppetidsovervågning',
      text: 'Automatisk overvågning giver os besked, så snart siden er nede\u00a0– ofte før du selv opdager det.',
    },
    reports: {
      title: 'Månedlige rapporter',
      text: 'Du får hver måned et overblik over opdateringer, oppetid og det arbejde, vi har udført på siden.',
    },
    content: {
      title: 'Indholdsopdatering',
      text: 'Vi lægger nyheder, billeder og nye sider op for dig, så din hjemmeside altid fremstår frisk.',
    },
  },
  packages: {
    title: 'Servicepakker',
    text: 'Vælg det serviceniveau, der passer til din hjemmeside. Priserne er pr. måned ekskl. moms.',
    ...carePlanTexts('da'),
  },
  specialist: {
    title: 'Specialistydelser',
    text: 'Ud over servicepakkerne tilbyder vi afgrænsede opgaver, som vores specialister løser efter behov.',
    securityAudit: {
      title: 'Sikkerhedsgennemgang',
      text: 'En grundig gennemgang af sidens sikkerhed, sårbarheder og adgangsstyring med klare anbefalinger til forbedringer.',
    },
    performance: {
      title: 'Hastighedsoptimering',
      text: 'Vi finder ud af, hvad der gør siden langsom, og forkorter indlæsningstiden\u00a0– til gavn for både brugeroplevelse og placering i søgemaskinerne.',
    },
    migration: {
      title: 'Flytning og modernisering',
      text: 'Vi flytter din hjemmeside mellem servere eller platforme og moderniserer forældede dele uden at forstyrre din drift.',
    },
  },
  cta: {
    title: 'Vil du vide, hvad din hjemmeside har brug for?',
    text: 'Kontakt os, så gennemgår vi din hjemmeside sammen med dig\u00a0– eller få et tilbud på en servicepakke med det samme.',
  },
};
