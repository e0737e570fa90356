import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.services.vidhald,
  card: {
    title: g.services.vidhald,
    text: 'Opdateringer, backup og overvågning døgnet rundt, så din hjemmeside altid er sikker og kører.',
  },
  homeCard: {
    title: g.services.vidhald,
    text: 'Opdateringer, backup og overvågning, der holder din hjemmeside sikker og i topform.',
  },
  metaTitle: g.services.vidhald,
  metaDescription:
    'Vedligeholdelse og sikkerhed: opdateringer, backup, sikkerhedsovervågning og hastighedsoptimering. Hraun holder din hjemmeside sikker og kørende.',
  metaKeywords: 'vedligeholdelse af hjemmeside, websikkerhed, backup, opdateringer, WordPress-vedligeholdelse',
  breadcrumb: g.services.vidhald,
  hero: {
    title: 'En sikker hjemmeside, der bare virker',
    text:
      'Vi tager os af opdateringer, backup og overvågning, så din hjemmeside forbliver hurtig, sikker og tilgængelig døgnet rundt.',
  },
  features: {
    title: 'Det omfatter vedligeholdelsen',
    items: {
      updates: {
        title: 'Løbende opdateringer',
        text: 'Kerne, plugins og temaer opdateres jævnligt og testes, før de tages i brug.',
      },
      backups: {
        title: 'Backup',
        text: 'Daglig backup gemt eksternt, så din hjemmeside kan gendannes på få minutter.',
      },
      security: {
        title: 'Sikkerhedsovervågning',
        text: 'Firewall, malwarescanning og overvågning, der stopper angreb, før de gør skade.',
      },
      uptime: {
        title: 'Oppetidsovervågning',
        text: 'Vi får besked, så snart din hjemmeside går ned, og reagerer med det samme.',
      },
      performance: {
        title: 'Hastighedsoptimering',
        text: 'Løbende målinger og justeringer holder din hjemmeside hurtig.',
      },
      support: {
        title: 'Hjælp og ændringer',
        text: 'Vores servicedesk hjælper med mindre ændringer og svarer på dine spørgsmål.',
      },
    },
  },
  process: {
    title: 'Sådan passer vi på din hjemmeside',
    steps: {
      audit: {
        title: 'Sundhedstjek',
        text: 'Vi gennemgår din hjemmeside, hosting og sikkerhed og retter det mest presserende.',
      },
      plan: {
        title: 'Vedligeholdelsesplan',
        text: 'Vi lægger en plan for opdateringer, backup og overvågning, der passer til din hjemmeside.',
      },
      monitoring: {
        title: 'Overvågning døgnet rundt',
        text: 'Automatisk overvågning holder øje med hastighed, sikkerhed og oppetid dag og nat.',
      },
      report: {
        title: 'Månedlig rapport',
        text: 'Du får et overblik over det udførte arbejde og forslag til de næste skridt.',
      },
    },
  },
  cta: {
    title: 'Lad os passe på din hjemmeside',
    text: 'Kontakt os for at tale om vedligeholdelse, eller få et tilbud, der er skræddersyet til din hjemmeside.',
  },
};
