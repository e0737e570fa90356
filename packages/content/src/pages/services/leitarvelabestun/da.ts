import type { is } from './is';
import { glossaryIn } from '../../../glossary';

const g = glossaryIn('da');

export const da: typeof is = {
  nav: g.services.leitarvelabestun,
  card: {
    title: g.services.leitarvelabestun,
    text: 'Bedre placeringer på Google med teknisk optimering, stærkt indhold og troværdige links.',
  },
  homeCard: {
    title: g.services.leitarvelabestun,
    text: 'Vi øger din synlighed på Google med teknisk optimering, indhold og løbende opfølgning.',
  },
  metaTitle: `${g.services.leitarvelabestun} (SEO)`,
  metaDescription:
    'Søgemaskineoptimering, der bringer dig højere op på Google: teknisk audit, søgeordsanalyse, indhold og linkbuilding. Månedlige SEO-pakker fra Hraun.',
  metaKeywords: 'søgemaskineoptimering, SEO, Google, søgeord, teknisk SEO, lokal SEO, linkbuilding',
  breadcrumb: g.services.leitarvelabestun,
  hero: {
    title: 'Bliv fundet på Google',
    text:
      'Vi forbedrer din placering i søgeresultaterne med teknisk optimering, stærkt indhold og løbende opfølgning.',
  },
  features: {
    title: 'Sådan kommer du højere op',
    items: {
      audit: {
        title: 'Teknisk audit',
        text: 'Vi finder og retter de fejl, der forhindrer søgemaskinerne i at læse din hjemmeside.',
      },
      keywords: {
        title: 'Søgeordsanalyse',
        text: 'Vi finder de ord, dine kunder rent faktisk bruger, når de søger.',
      },
      content: {
        title: 'Indhold',
        text: 'Artikler og sidetekster, der besvarer brugernes spørgsmål og placerer sig højere.',
      },
      onPage: {
        title: 'On-page-optimering',
        text: 'Titler, beskrivelser, overskrifter og interne links finjusteret side for side.',
      },
      local: {
        title: 'Lokal SEO',
        text: 'Synlighed på Google Maps og i lokale søgninger via din Google Virksomhedsprofil.',
      },
      links: {
        title: 'Linkbuilding',
        text: 'Kvalitetslinks fra relevante sider, der øger din autoritet.',
      },
    },
  },
  packages: {
    title: 'SEO-pakker',
    text: 'SEO er et langt, sejt træk. Vælg den månedlige pakke, der passer til dine mål.',
    items: {
      basic: {
        name: g.tiers.basic,
        description: 'Til mindre virksomheder, der vil have et solidt fundament og synlighed i søgninger.',
        features: {
          hours: '3 timers indholdsarbejde om måneden',
          audit: 'Teknisk audit og rettelser',
          keywords: 'Overvågning af 10 søgeord',
          report: 'Månedlig rapport',
        },
      },
      pro: {
        name: g.tiers.pro,
        description: 'Til virksomheder, der vil overhale konkurrenterne i søgeresultaterne.',
        features: {
          hours: '8 timers indholdsarbejde om måneden',
          keywords: 'Overvågning af 30 søgeord',
          links: 'Linkbuilding',
          local: 'Optimering til lokale søgninger',
          report: 'Månedlig rapport og statusmøde',
        },
      },
      enterprise: {
        name: g.tiers.enterprise,
        description: 'Til større hjemmesider og webshops, hvor hver placering på Google tæller.',
        features: {
          hours: '20 timers indholdsarbejde om måneden',
          keywords: 'Ubegrænset overvågning af søgeord',
          links: 'Aktive linkbuilding-kampagner',
          international: 'Optimering til flere sprog og markeder',
          manager: 'Fast kontaktperson og ugentlige møder',
        },
      },
    },
  },
  cta: {
    title: 'Hvor ligger din hjemmeside i dag?',
    text: 'Få et tilbud, så starter vi med at vise dig, hvor mulighederne er.',
  },
};
