import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.vefhysing,
  menuText: 'Hurtig og sikker hosting med backup og overvågning',
  card: {
    title: g.solutions.vefhysing,
    text: 'Hurtig og sikker hosting med backup, SSL-certifikater og overvågning døgnet rundt.',
  },
  homeCard: {
    title: g.solutions.vefhysing,
    text: 'Hurtig og sikker hosting med daglig backup, SSL-certifikater og 99,9 % oppetid.',
  },
  metaTitle: `${g.solutions.vefhysing}\u00a0– hurtig og sikker hosting af din hjemmeside`,
  metaDescription:
    'Hurtig og sikker webhosting fra Hraun med 99,9 % oppetid, SSL-certifikat, daglig backup og mailkonti. Pakker fra 4.990 ISK pr. måned ekskl. moms. Bestil online.',
  metaKeywords: 'webhosting, hosting, WordPress-hosting, SSL, backup, mailkonti, domæne, server, oppetid',
  breadcrumb: g.solutions.vefhysing,
  hero: {
    title: `${g.solutions.vefhysing}, du kan stole på`,
    text: 'Hurtig, sikker og stabil hosting af hjemmesider og webshops. Vi tager os af servere, sikkerhed og backup, så du kan koncentrere dig om din forretning.',
  },
  features: {
    title: 'Alt, hvad din hjemmeside har brug for',
    text: 'Alle vores hostingpakker bygger på et solidt fundament og personlig service.',
    speed: {
      title: 'Hurtige servere',
      text: 'Moderne servere med SSD-diske og caching, der sørger for, at din hjemmeside indlæses på et øjeblik.',
    },
    uptime: {
      title: '99,9 % oppetid',
      text: 'Vi overvåger vores servere døgnet rundt, så din hjemmeside altid er tilgængelig.',
    },
    security: {
      title: 'Sikkerheden i top',
      text: 'Gratis SSL-certifikat, firewall og løbende sikkerhedsopdateringer beskytter din side og dine kunders data.',
    },
    backups: {
      title: 'Daglig backup',
      text: 'Vi tager backup af din hjemmeside hver dag, og går noget galt, gendanner vi hurtigt en tidligere version.',
    },
    email: {
      title: 'Mail på dit eget domæne',
      text: 'Alle pakker indeholder mailkonti på virksomhedens domæne med spamfilter og webmail.',
    },
    support: {
      title: 'Personlig support',
      text: 'Vores specialister svarer hurtigt og hjælper dig med at flytte din hjemmeside over til os.',
    },
  },
  packages: {
    title: 'Hostingpakker',
    text: 'Vælg den pakke, der passer i dag. Du kan altid opgradere, når din hjemmeside vokser.',
    basic: {
      features: {
        mailboxes: '2 mailkonti',
      },
    },
    business: {
      features: {
        mailboxes: '5 mailkonti',
      },
    },
    enterprise: {
      features: {
        mailboxes: '10 mailkonti',
      },
    },
  },
  cta: {
    title: 'Flyt din hjemmeside til hosting, du kan stole på',
    text: 'Bestil hosting i dag. Vi sætter det hele op og hjælper med at flytte din nuværende hjemmeside, hvis det er nødvendigt.',
  },
};
