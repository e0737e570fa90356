import type { is } from './is';
import { carePlanTexts } from '../../../carePlans';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.pages.thjonustupakkar,
  metaTitle: g.pages.thjonustupakkar,
  metaDescription:
    'Med Hrauns servicepakker får du hosting, sikkerhedsopdateringer, daglig backup og overvågning døgnet rundt til en fast pris hver måned. Vælg den rette pakke.',
  metaKeywords: 'servicepakker, vedligeholdelse af hjemmeside, webdrift, webhosting, sikkerhedsopdateringer, backup',
  breadcrumb: g.pages.thjonustupakkar,
  hero: {
    title: 'Din hjemmeside i trygge hænder',
    text: 'Med en servicepakke tager vi os af hosting, opdateringer, backup og overvågning, så du kan koncentrere dig om din forretning. Fast pris hver måned og ingen overraskelser.',
  },
  included: {
    title: 'Inkluderet i alle pakker',
    text: 'Alle pakker bygger på det samme solide fundament.',
    items: {
      hosting: {
        title: 'Hosting og SSL-certifikat',
        text: 'Hurtig hosting på sikre servere med et SSL-certifikat, der fornyes automatisk.',
      },
      updates: {
        title: 'Sikkerhedsopdateringer',
        text: 'Vi opdaterer løbende dit CMS, dine plugins og temaer og tester hjemmesiden bagefter.',
      },
      backups: {
        title: 'Daglig backup',
        text: 'Din hjemmeside og database sikkerhedskopieres hver dag og opbevares et andet sted.',
      },
      monitoring: {
        title: 'Overvågning døgnet rundt',
        text: 'Vi holder øje med din hjemmesides oppetid og hastighed og griber straks ind, hvis noget går galt.',
      },
    },
  },
  plans: {
    title: 'Vælg din servicepakke',
    text: 'Fast månedlig pris\u00a0– og du kan altid skifte til en større pakke, når din hjemmeside vokser.',
    packages: carePlanTexts('da'),
  },
  cta: {
    title: 'I tvivl om, hvilken pakke der passer?',
    text: 'Vi gennemgår din hjemmeside sammen med dig og anbefaler den rette løsning\u00a0– helt uforpligtende.',
  },
};
