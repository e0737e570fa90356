import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.services.vefsidugerd,
  card: {
    title: g.services.vefsidugerd,
    text: 'Hurtige, sikre og mobilvenlige hjemmesider, bygget fra bunden eller på et gennemprøvet CMS.',
  },
  homeCard: {
    title: g.services.vefsidugerd,
    text: 'Hurtige, sikre og mobilvenlige hjemmesider, der er bygget til at skabe resultater og er nemme at opdatere.',
  },
  metaTitle: g.services.vefsidugerd,
  metaDescription:
    'Webudvikling til virksomheder: hurtige, sikre og responsive hjemmesider, optimeret til søgemaskiner og skræddersyet til dine behov. Få et tilbud fra Hraun.',
  metaKeywords: 'webudvikling, hjemmeside, hjemmesider til virksomheder, WordPress, headless CMS, responsivt design',
  breadcrumb: g.services.vefsidugerd,
  hero: {
    title: 'Hjemmesider, der giver resultater',
    text:
      'Vi bygger hurtige, sikre og brugervenlige hjemmesider, der ser godt ud på alle enheder og hjælper din virksomhed med at vokse.',
  },
  features: {
    title: 'Alt, hvad en god hjemmeside har brug for',
    items: {
      responsive: {
        title: 'Responsivt design',
        text: 'Din hjemmeside tilpasser sig alle skærmstørrelser, fra mobil til store skærme.',
      },
      seo: {
        title: 'Søgemaskinevenlig',
        text: 'Ren kode, solid struktur og metadata, der hjælper Google med at finde dig.',
      },
      fast: {
        title: 'Hurtig indlæsning',
        text: 'Optimerede billeder, caching og let kode sørger for, at hver side indlæses på et øjeblik.',
      },
      secure: {
        title: 'Sikker',
        text: 'SSL-certifikat, løbende opdateringer og backup beskytter din hjemmeside og dine kunders data.',
      },
      custom: {
        title: 'Skræddersyet',
        text: 'Ingen standardskabeloner: Din hjemmeside designes ud fra dit brand og din forretning.',
      },
      support: {
        title: 'Løbende support',
        text: 'Vi er der også efter lanceringen med hjælp, opdateringer og nye funktioner, når du har brug for det.',
      },
    },
  },
  platforms: {
    title: 'Den rette platform til opgaven',
    text: 'Vi vælger teknologi efter behov, ikke vane. Her er de tre veje, vi oftest går.',
    items: {
      open: {
        title: 'Open source-løsninger',
        text: 'Gennemprøvede og udbredte CMS-platforme, der er nemme at opdatere og udvide.',
        bullets: {
          wordpress: 'WordPress med skræddersyet tema',
          woocommerce: 'Webshops med WooCommerce',
          plugins: 'Plugins udvalgt med fokus på sikkerhed',
        },
      },
      headless: {
        title: 'Headless CMS',
        text: 'Indholdet er adskilt fra frontenden, hvilket giver topfart og frihed til at udgive det overalt.',
        bullets: {
          cms: 'Indhold styret i Sanity, Contentful eller Strapi',
          frontend: 'Frontend i Next.js eller Astro',
          channels: 'Samme indhold på web, i apps og på skærme',
        },
      },
      databases: {
        title: 'Databaser',
        text: 'Sikre og skalerbare databaser til løsninger, der gemmer og behandler data.',
        bullets: {
          relational: 'Relationelle: PostgreSQL og MySQL',
          document: 'Dokumentdatabaser: MongoDB',
          backups: 'Automatisk backup og kryptering',
        },
      },
    },
  },
  cta: {
    title: 'Lad os bygge din nye hjemmeside',
    text: 'Fortæl os om din virksomhed og dine mål, så sender vi dig et uforpligtende tilbud.',
  },
};
