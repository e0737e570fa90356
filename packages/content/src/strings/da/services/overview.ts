import type { strings as source } from '../../is/services/overview';

export const strings: typeof source = {
  metaTitle: 'Vores ydelser',
  metaDescription:
    'Webudvikling, webdesign, programmering, rådgivning, markedsføring, SEO, analyse og vedligeholdelse. Hraun tager sig af din hjemmeside fra idé til daglig drift.',
  metaKeywords:
    'webudvikling, webdesign, webprogrammering, digital rådgivning, digital markedsføring, SEO, webanalyse, vedligeholdelse',
  breadcrumb: 'Ydelser',
  hero: {
    title: 'Ydelser, der dækker hele din hjemmeside',
    text:
      'Fra den første skitse til den daglige drift tager Hraun sig af alt, hvad din hjemmeside har brug for: design, udvikling, markedsføring, analyse og vedligeholdelse.',
  },
  links: {
    title: 'Hvad kan vi gøre for dig?',
    text: 'Vælg en ydelse for at se, hvordan vi arbejder, og hvad der er inkluderet.',
    items: {
      webDevelopment: {
        title: 'Webudvikling',
        text: 'Hurtige, sikre og mobilvenlige hjemmesider, bygget fra bunden eller på et gennemprøvet CMS.',
      },
      webDesign: {
        title: 'Webdesign',
        text: 'Et klart og indbydende design, der afspejler dit brand og fører de besøgende videre.',
      },
      programming: {
        title: 'Webprogrammering',
        text: 'Skræddersyede webapplikationer, integrationer og funktioner, som standardløsninger ikke kan klare.',
      },
      consulting: {
        title: 'Rådgivning',
        text: 'Uafhængig rådgivning om digital strategi, teknologivalg og prioriteringer.',
      },
      marketing: {
        title: 'Markedsføring',
        text: 'Sociale medier, annoncering og indhold, der rammer de rette kunder på det rette tidspunkt.',
      },
      seo: {
        title: 'Søgemaskineoptimering',
        text: 'Bedre placeringer på Google med teknisk optimering, stærkt indhold og troværdige links.',
      },
      analytics: {
        title: 'Analyse',
        text: 'Overskuelige dashboards og rapporter, der viser, hvad der virker, og hvor mulighederne er.',
      },
      maintenance: {
        title: 'Vedligeholdelse og sikkerhed',
        text: 'Opdateringer, backup og overvågning døgnet rundt, så din hjemmeside altid er sikker og kører.',
      },
    },
  },
  cta: {
    title: 'Har du et projekt i tankerne?',
    text: 'Fortæl os om dine mål, så sammensætter vi et tilbud, der passer til dine behov og dit budget.',
  },
};
