import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.solutions.netverslun,
  menuText: 'Webshops på WooCommerce eller Shopify',
  card: {
    title: g.solutions.netverslun,
    text: 'Webshops på WooCommerce eller Shopify, der sælger godt på alle enheder.',
  },
  homeCard: {
    title: g.solutions.netverslun,
    text: 'Webshops på WooCommerce eller Shopify med betalingsløsninger, lagerstyring og integration til regnskabet.',
  },
  metaTitle: g.solutions.netverslun,
  metaDescription:
    'Vi bygger webshops på WooCommerce og Shopify, der sælger på alle enheder\u00a0– med sikker betaling, lagerstyring og integration til regnskab og fragt.',
  metaKeywords: 'webshop, e-handel, WooCommerce, Shopify, opsætning af webshop, betalingsløsning, lagerstyring',
  breadcrumb: g.solutions.netverslun,
  hero: {
    title: 'En webshop, der sælger døgnet rundt',
    text: 'Vi designer og udvikler webshops på WooCommerce og Shopify, der er hurtige, sikre og nemme at drive\u00a0– så dine kunder gennemfører købet.',
  },
  features: {
    title: 'Alt, hvad en god webshop har brug for',
    text: 'Fra produktsider til betaling og levering: Vi tager os af helheden.',
    items: {
      design: {
        title: 'Design, der sælger',
        text: 'Overskuelige produktsider og et enkelt købsflow, der fungerer lige godt på mobilen og computeren.',
      },
      payments: {
        title: 'Sikker betaling',
        text: 'Betalingsløsninger til kortbetaling, MobilePay, bankoverførsel og delbetaling.',
      },
      inventory: {
        title: 'Produkter og lager',
        text: 'Styr produkter, varianter og lagerbeholdning ét sted, og få besked, når lageret er ved at slippe op.',
      },
      shipping: {
        title: 'Fragt og levering',
        text: 'Levering til døren, pakkeshop eller afhentning i butikken\u00a0– med fragtlabels, der dannes automatisk.',
      },
      seo: {
        title: 'Søgemaskineoptimering',
        text: 'Produktsider, der bliver fundet på Google, med de rigtige metadata, god hastighed og en klar struktur.',
      },
      analytics: {
        title: 'Salgsanalyse',
        text: 'Hold øje med salget, forladte indkøbskurve og dine bedst sælgende produkter.',
      },
    },
  },
  platforms: {
    title: 'WooCommerce eller Shopify?',
    items: {
      woocommerce: {
        title: 'WooCommerce',
        text: 'En åben og fleksibel platform bygget på WordPress til dig, der vil have fuld kontrol over din webshop.',
        bullets: {
          ownership: 'Du ejer hjemmesiden og dine data fuldt ud',
          noFees: 'Ingen månedlige gebyrer eller salgsprovision til en softwareleverandør',
          custom: 'Næsten ubegrænsede muligheder for tilpasning',
          plugins: 'Tusindvis af plugins til betaling, fragt og markedsføring',
          content: 'WordPress’ stærke værktøjer til indhold og blog følger med',
        },
      },
      shopify: {
        title: 'Shopify',
        text: 'En hostet alt-i-én-platform, der er hurtig at sætte op og nem at drive i hverdagen.',
        bullets: {
          hosted: 'Hosting, sikkerhed og opdateringer er inkluderet',
          fast: 'Din webshop er hurtigt oppe at køre',
          easy: 'Et enkelt administrationspanel, der er nemt at lære',
          apps: 'Et stort udvalg af apps i Shopify App Store',
          channels: 'Sælg på sociale medier og i fysisk butik fra samme system',
        },
      },
    },
  },
  comparison: {
    title: 'WooCommerce og Shopify sammenlignet',
    columns: {
      feature: 'Område',
      woocommerce: 'WooCommerce',
      shopify: 'Shopify',
    },
    rows: {
      price: {
        label: 'Månedspris',
        woocommerce: 'Intet månedligt gebyr',
        shopify: '29-299 USD om måneden',
      },
      salesFee: {
        label: 'Salgsgebyr',
        woocommerce: 'Intet',
        shopify: '0,5-2 % af salget',
      },
      hosting: {
        label: 'Hosting',
        woocommerce: 'Du vælger selv hosting (vi kan stå for den)',
        shopify: 'Inkluderet i månedsprisen',
      },
      setup: {
        label: 'Opsætning',
        woocommerce: 'Kræver mere opsætning',
        shopify: 'Hurtig og enkel',
      },
      customization: {
        label: 'Tilpasning',
        woocommerce: 'Næsten ubegrænset',
        shopify: 'Begrænset til temaer og apps',
      },
      ownership: {
        label: 'Ejerskab af data',
        woocommerce: 'Helt dine egne',
        shopify: 'Hostes hos Shopify',
      },
      bestFor: {
        label: 'Bedst til',
        woocommerce: 'Butikker, der vil have fleksibilitet og fuld kontrol',
        shopify: 'Butikker, der vil have enkel drift og en hurtig start',
      },
    },
  },
  cta: {
    title: 'Åbn din webshop',
    text: 'Fortæl os om dit sortiment og dine mål. Vi hjælper dig med at vælge mellem WooCommerce og Shopify og sender dig et tilbud.',
  },
};
