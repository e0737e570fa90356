import type { Strings } from '../schema';

export const home: Strings['home'] = {
  metaTitle: 'Webbureau for virksomheder',
  metaDescription:
    'Vi designer og udvikler hurtige, sikre og tilgængelige hjemmesider, webshops og skræddersyede løsninger, der skaber resultater. Få et tilbud i dag.',
  metaKeywords: 'webbureau, webudvikling, webdesign, webshop, webhosting, søgemaskineoptimering, København',
  breadcrumb: 'Forside',
  hero: {
    title: 'Hjemmesider, der arbejder for din virksomhed',
    text: 'Hraun designer, udvikler og driver hjemmesider, webshops og skræddersyede løsninger til virksomheder. Vi tager os af teknikken, så du kan koncentrere dig om forretningen.',
    primary: 'Få et tilbud',
    secondary: 'Se vores ydelser',
  },
  stats: {
    clients: 'Tilfredse kunder',
    projects: 'Projekter',
    uptime: 'Oppetid',
    /** The uptime figure, written the way the language writes a percentage. */
    uptimeValue: '99,9 %',
    support: 'Support',
  },
  logos: {
    title: 'Virksomheder i Island, Danmark og Spanien, der stoler på Hraun',
  },
  services: {
    title: 'Vores ydelser',
    text: 'Alt, hvad din hjemmeside har brug for, fra den første idé til den daglige drift.',
    items: {
      webDevelopment: {
        title: 'Webudvikling',
        text: 'Hurtige, sikre og mobilvenlige hjemmesider, der er bygget til at skabe resultater og er nemme at opdatere.',
      },
      webDesign: {
        title: 'Webdesign',
        text: 'Brugercentreret design, der afspejler dit brand og guider den besøgende videre til næste skridt.',
      },
      programming: {
        title: 'Webprogrammering',
        text: 'Skræddersyede løsninger, integrationer og systemer bygget med moderne teknologi, der vokser med din virksomhed.',
      },
      marketing: {
        title: 'Markedsføring',
        text: 'Digital markedsføring på sociale medier og søgemaskiner med målbare resultater.',
      },
      seo: {
        title: 'Søgemaskineoptimering',
        text: 'Vi øger din synlighed på Google med teknisk optimering, indhold og løbende opfølgning.',
      },
      maintenance: {
        title: 'Vedligeholdelse og sikkerhed',
        text: 'Opdateringer, backup og overvågning, der holder din hjemmeside sikker og i topform.',
      },
    },
  },
  solutions: {
    title: 'Løsninger, der virker',
    text: 'Færdige og skræddersyede løsninger, der sparer tid og øger omsætningen.',
    items: {
      ecommerce: {
        title: 'Webshop',
        text: 'Webshops i WooCommerce eller Shopify med betalingsløsninger, lagerstyring og integration til regnskabet.',
      },
      booking: {
        title: 'Bookingsystem',
        text: 'Onlinebooking døgnet rundt for hoteller, biludlejning, frisører og restauranter med automatiske påmindelser.',
      },
      ai: {
        title: 'Kunstig intelligens',
        text: 'Chatbots, automatisering og intelligente analyser, der sparer tid og løfter kundeservicen.',
      },
      wordpressExpress: {
        title: 'WordPress Express',
        text: 'En professionel WordPress-hjemmeside til fast pris, klar på kort tid.',
      },
      hosting: {
        title: 'Webhosting',
        text: 'Hurtig og sikker hosting med daglig backup, SSL-certifikater og 99,9 % oppetid.',
      },
      api: {
        title: 'API-integrationer',
        text: 'Vi forbinder din hjemmeside med regnskab, lager, betaling og de andre systemer, du allerede bruger.',
      },
    },
  },
  cta: {
    title: 'Klar til næste skridt?',
    text: 'Fortæl os om dit projekt, så sender vi dig et tilbud inden for to hverdage.',
    button: 'Få et tilbud',
  },
};
