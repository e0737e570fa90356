import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.wordpress,
  menuText: 'Fleksible hjemmesider, der er nemme at opdatere',
  card: {
    title: g.solutions.wordpress,
    text: 'Fleksible WordPress-hjemmesider, som du nemt selv kan opdatere.',
  },
  metaTitle: `${g.solutions.wordpress}-hjemmesider`,
  metaDescription:
    'Vi bygger hurtige og sikre WordPress-hjemmesider, der er nemme at opdatere. Vælg WordPress Express eller WooCommerce Express, og kom hurtigt online.',
  metaKeywords: 'WordPress, WordPress-hjemmeside, WordPress-udvikling, WooCommerce, WordPress Express, WooCommerce Express, webdesign, CMS',
  breadcrumb: g.solutions.wordpress,
  hero: {
    title: `${g.solutions.wordpress}-hjemmesider, der er nemme at styre`,
    text: 'WordPress er verdens mest udbredte CMS. Vi bygger hurtige, sikre og flotte WordPress-hjemmesider, som du kan opdatere uden at kunne programmere.',
  },
  features: {
    title: 'Hvorfor WordPress?',
    text: 'Seks grunde til, at WordPress passer til de fleste virksomheder.',
    items: {
      editor: {
        title: 'Nem at opdatere',
        text: 'Tilføj sider, nyheder og billeder i et enkelt kontrolpanel\u00a0– uden at skulle ringe til en udvikler.',
      },
      plugins: {
        title: 'Tusindvis af plugins',
        text: 'Booking, formularer, nyhedsbreve og meget mere med plugins, som millioner af hjemmesider bruger hver dag.',
      },
      seo: {
        title: 'Et solidt SEO-fundament',
        text: 'Ren kode, god hastighed og stærke SEO-værktøjer hjælper din hjemmeside højere op på Google.',
      },
      responsive: {
        title: 'Virker på alle enheder',
        text: 'Hjemmesiden tilpasser sig automatisk mobil, tablet og computer.',
      },
      security: {
        title: 'Sikkerhed og opdateringer',
        text: 'Vi sørger for opdateringer, backup og sikkerhedsovervågning, så din hjemmeside altid er godt beskyttet.',
      },
      woocommerce: {
        title: 'Webshop med WooCommerce',
        text: 'Når du er klar, kan du udvide din hjemmeside med en webshop i WooCommerce\u00a0– uden at skifte platform.',
      },
    },
  },
  packages: {
    title: 'Express-pakker',
    text: 'Pakker til fast pris, når du vil hurtigt i gang. Vi designer og skriver de sider, din hjemmeside går i luften med. Priserne er ekskl. moms og betales én gang.',
    items: {
      wordpressExpress: {
        name: g.products.wordpressExpress,
      },
      woocommerceExpress: {
        name: g.products.woocommerceExpress,
      },
    },
  },
  cta: {
    title: 'Har du brug for en skræddersyet WordPress-hjemmeside?',
    text: 'Hvis Express-pakkerne ikke rækker, bygger vi en WordPress-hjemmeside ud fra dine behov. Få et uforpligtende tilbud.',
  },
};
