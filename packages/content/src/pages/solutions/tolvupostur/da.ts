import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.tolvupostur,
  menuText: 'Professionel e-mail på dit eget domæne',
  card: {
    title: g.solutions.tolvupostur,
    text: 'Professionelle e-mailadresser på dit eget domæne med effektiv spambeskyttelse.',
  },
  metaTitle: `${g.solutions.tolvupostur}\u00a0– professionel mail på dit eget domæne`,
  metaDescription:
    'Firmamail på virksomhedens domæne fra Hraun: stærkt spamfilter, synkronisering på alle dine enheder og delte kalendere. Pakker fra 990 ISK pr. måned.',
  metaKeywords: 'firmamail, virksomhedsmail, mail på eget domæne, mailkonti, spamfilter, webmail, kalender, mailserver',
  breadcrumb: g.solutions.tolvupostur,
  hero: {
    title: `${g.solutions.tolvupostur}, der bare virker`,
    text: 'Professionel og sikker mail på virksomhedens domæne. Vi opretter mailkontiene, flytter din gamle mail og sørger for, at dine beskeder kommer frem\u00a0– uanset hvor du er.',
  },
  features: {
    title: 'Mail til den moderne virksomhed',
    text: 'Alt, hvad dit team har brug for til sikker og professionel kommunikation.',
    domain: {
      title: 'Adresser på dit eget domæne',
      text: 'Adresser som navn@dinvirksomhed.dk skaber tillid og styrker dit brand i hver eneste mail.',
    },
    spam: {
      title: 'Spam- og virusbeskyttelse',
      text: 'Effektiv filtrering stopper spam, phishing og malware, før det når indbakken.',
    },
    sync: {
      title: 'Synkroniseret på alle enheder',
      text: 'Din mail er den samme på mobil, tablet og computer\u00a0– uanset om du bruger Outlook, Apple Mail eller webmail.',
    },
    calendar: {
      title: 'Kalendere og kontakter',
      text: 'Delte kalendere og kontaktlister gør det nemt for teamet at planlægge møder og projekter.',
    },
    migration: {
      title: 'Nem flytning',
      text: 'Vi flytter dine eksisterende mails, mapper og kontakter, uden at noget går tabt.',
    },
    support: {
      title: 'Hjælp, når du har brug for det',
      text: 'Vores team hjælper dig med at sætte dine enheder op og svarer hurtigt på dine spørgsmål.',
    },
  },
  packages: {
    title: 'Mailpakker',
    text: 'Vælg pakke efter, hvor meget lagerplads du har brug for. Priserne er pr. måned.',
    basic: {
      name: g.tiers.basic,
      description: 'Til selvstændige og små virksomheder.',
      features: {
        storage: '10 GB lagerplads',
        domain: 'Adresser på dit eget domæne',
        spam: 'Spam- og virusbeskyttelse',
        webmail: 'Webmail og adgang fra mobilen',
      },
    },
    business: {
      name: g.tiers.business,
      description: 'Til teams, der arbejder sammen hver dag.',
      features: {
        storage: '50 GB lagerplads',
        domain: 'Adresser på dit eget domæne',
        spam: 'Spam- og virusbeskyttelse',
        webmail: 'Webmail og adgang fra mobilen',
        calendar: 'Delte kalendere og kontakter',
      },
    },
    enterprise: {
      name: g.tiers.enterprise,
      description: 'Til virksomheder med store mailmængder og høje krav.',
      features: {
        storage: '100 GB lagerplads',
        domain: 'Adresser på dit eget domæne',
        spam: 'Spam- og virusbeskyttelse',
        webmail: 'Webmail og adgang fra mobilen',
        calendar: 'Delte kalendere og kontakter',
        archive: 'Backup og langtidsarkivering af mail',
      },
    },
  },
  cta: {
    title: 'Giv dit team professionel mail',
    text: 'Fortæl os, hvor mange mailkonti du har brug for, så sender vi dig et tilbud med det samme.',
  },
};
