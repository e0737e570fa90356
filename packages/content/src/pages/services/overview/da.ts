import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  metaTitle: 'Vores ydelser',
  metaDescription:
    'Webudvikling, webdesign, programmering, rådgivning, markedsføring, SEO, analyse og vedligeholdelse. Hraun tager sig af din hjemmeside fra idé til daglig drift.',
  metaKeywords:
    'webudvikling, webdesign, webprogrammering, digital rådgivning, digital markedsføring, SEO, webanalyse, vedligeholdelse',
  breadcrumb: g.pages.services,
  hero: {
    title: `${g.pages.services}, der dækker hele din hjemmeside`,
    text:
      'Fra den første skitse til den daglige drift tager Hraun sig af alt, hvad din hjemmeside har brug for: design, udvikling, markedsføring, analyse og vedligeholdelse.',
  },
  links: {
    title: 'Hvad kan vi gøre for dig?',
    text: 'Vælg en ydelse for at se, hvordan vi arbejder, og hvad der er inkluderet.',
  },
  cta: {
    title: 'Har du et projekt i tankerne?',
    text: 'Fortæl os om dine mål, så sammensætter vi et tilbud, der passer til dine behov og dit budget.',
  },
};
