import type { strings as source } from '../../is/solutions/order';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const strings: typeof source = {
  wordpressExpress: {
    metaTitle: 'Bestil WordPress Express',
    metaDescription:
      'Bestil WordPress Express eller WooCommerce Express hos Hraun. Vælg en pakke, udfyld formularen, så kontakter vi dig hurtigst muligt og sætter projektet i gang.',
    metaKeywords: 'bestil hjemmeside, WordPress Express, WooCommerce Express, bestil webshop, WordPress-hjemmeside, fast pris',
    breadcrumb: 'Bestil',
    title: 'Bestil WordPress Express',
    intro: 'Vælg en pakke, og udfyld formularen. Priserne er ekskl. moms. Vi designer og skriver de sider, du går i luften med, og pakken har plads til flere, som du selv tilføjer senere. Vi vender tilbage inden for 24 timer og gennemgår de næste skridt med dig.',
  },
  hosting: {
    metaTitle: 'Bestil webhosting',
    metaDescription:
      'Bestil hurtig og sikker webhosting hos Hraun. Vælg en hostingpakke, og udfyld formularen, så sætter vi hostingen op og hjælper med at flytte din hjemmeside.',
    metaKeywords: 'bestil webhosting, webhosting, hostingpakke, WordPress-hosting, mailkonti, SSL',
    breadcrumb: 'Bestil',
    title: 'Bestil webhosting',
    intro: 'Vælg en hostingpakke, og udfyld formularen. Vi sætter hostingen op, kontakter dig og hjælper med at flytte din nuværende hjemmeside, hvis det er nødvendigt.',
  },
  packages: {
    wordpressExpress: {
      name: g.products.wordpressExpress,
      description: 'En flot og hurtig virksomhedshjemmeside til dig, der vil på nettet i en fart.',
      features: {
        pages: '3 sider designet og skrevet til lanceringen, op til 5 i alt',
        theme: 'Færdigt tema tilpasset dit brand',
        responsive: 'Mobilvenligt design',
        contactForm: 'Kontaktformular',
        seo: 'Grundlæggende SEO-opsætning',
        training: 'Oplæring i CMS’et',
      },
    },
    woocommerceExpress: {
      name: g.products.woocommerceExpress,
      description: 'En komplet webshop på WordPress til dig, der vil i gang med at sælge med det samme.',
      features: {
        pages: '5 sider designet og skrevet til lanceringen, op til 10 i alt',
        shop: 'Webshop med WooCommerce',
        payments: 'Integration med betalingsløsning',
        products: 'Oprettelse af kategorier og de første produkter',
        responsive: 'Mobilvenligt design',
        training: 'Oplæring i webshoppen',
      },
    },
    hostingBasic: {
      name: g.tiers.basic,
      description: 'Til mindre hjemmesider og præsentationssider.',
      features: {
        disk: '10 GB diskplads',
        traffic: '100 GB trafik',
        mailboxes: '5 mailkonti',
        ssl: 'Gratis SSL-certifikat',
        backups: 'Daglig backup',
      },
    },
    hostingBusiness: {
      name: g.tiers.business,
      description: 'Til virksomhedssider og webshops i vækst.',
      features: {
        disk: '50 GB diskplads',
        traffic: '500 GB trafik',
        mailboxes: '20 mailkonti',
        ssl: 'Gratis SSL-certifikat',
        backups: 'Daglig backup',
        staging: 'Testmiljø til dine ændringer',
      },
    },
    hostingEnterprise: {
      name: g.tiers.enterprise,
      description: 'Til store hjemmesider med meget trafik.',
      features: {
        disk: 'Ubegrænset diskplads',
        traffic: 'Ubegrænset trafik',
        mailboxes: 'Ubegrænset antal mailkonti',
        ssl: 'Gratis SSL-certifikat',
        backups: 'Daglig backup',
        priority: 'Prioriteret support',
      },
    },
  },
};
