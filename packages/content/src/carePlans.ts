/**
 * The three care plans, described once (spec section 9: care plans): /thjonustupakkar and /lausnir/vefumsjon show
 * the same plans, and the native review found them described two ways ("Monthly updates" on one page, "Regular
 * updates" on the other). Both pages' language files take the plans' text from `carePlanTexts`, and both pages'
 * cards list the features of `carePlanFeatures`, so the plans read the same wherever they stand.
 */
import type { carePlanFeatures, CarePlanId } from './carePlanFeatures';
import { glossaryIn } from './glossary';
import type { Locale } from './locale';

type PlanText<P extends CarePlanId> = {
  name: string;
  description: string;
  features: Record<(typeof carePlanFeatures)[P][number], string>;
};

/** The care plans' names, descriptions and features in one language. */
export type CarePlanTexts = { [P in CarePlanId]: PlanText<P> };

type Written = { [P in CarePlanId]: Omit<PlanText<P>, 'name'> };

const written: Record<Locale, Written> = {
  is: {
    basic: {
      description: 'Fyrir minni vefi sem þurfa öruggan rekstur og reglulegt viðhald.',
      features: {
        storage: '10 GB geymslupláss',
        response: 'Svar innan 24 klst.',
        updates: 'Mánaðarlegar uppfærslur',
        backups: 'Afritun og uppitímavöktun',
        report: 'Mánaðarleg stöðuskýrsla',
      },
    },
    business: {
      description: 'Fyrir fyrirtæki sem uppfæra vefinn reglulega og vilja skjót viðbrögð.',
      features: {
        storage: '50 GB geymslupláss',
        response: 'Svar innan 4 klst.',
        content: '2 klst. efnisumsjón á mánuði',
        updates: 'Vikulegar uppfærslur',
        backups: 'Afritun og uppitímavöktun',
        speed: 'Hraðamælingar og tillögur að úrbótum',
      },
    },
    enterprise: {
      description: 'Fyrir umfangsmikla vefi og netverslanir þar sem hver mínúta skiptir máli.',
      features: {
        storage: '100 GB geymslupláss',
        response: 'Svar innan 1 klst.',
        content: '5 klst. efnisumsjón á mánuði',
        development: '3 klst. sérforritun á mánuði',
        updates: 'Vikulegar uppfærslur',
        backups: 'Afritun og uppitímavöktun',
        contact: 'Fastur tengiliður',
      },
    },
  },
  en: {
    basic: {
      description: 'For smaller websites that need secure operation and regular maintenance.',
      features: {
        storage: '10 GB storage',
        response: 'Response within 24 hours',
        updates: 'Monthly updates',
        backups: 'Backups and uptime monitoring',
        report: 'Monthly status report',
      },
    },
    business: {
      description: 'For businesses that update their website often and want a fast response.',
      features: {
        storage: '50 GB storage',
        response: 'Response within 4 hours',
        content: '2 hours of content management per month',
        updates: 'Weekly updates',
        backups: 'Backups and uptime monitoring',
        speed: 'Speed checks with suggested improvements',
      },
    },
    enterprise: {
      description: 'For large websites and online stores where every minute counts.',
      features: {
        storage: '100 GB storage',
        response: 'Response within 1 hour',
        content: '5 hours of content management per month',
        development: '3 hours of custom development per month',
        updates: 'Weekly updates',
        backups: 'Backups and uptime monitoring',
        contact: 'A dedicated contact person',
      },
    },
  },
  es: {
    basic: {
      description: 'Para webs pequeñas que necesitan un funcionamiento seguro y un mantenimiento regular.',
      features: {
        storage: '10 GB de almacenamiento',
        response: 'Respuesta en un máximo de 24 horas',
        updates: 'Actualizaciones mensuales',
        backups: 'Copias de seguridad y monitorización',
        report: 'Informe mensual de estado',
      },
    },
    business: {
      description: 'Para empresas que actualizan su web a menudo y quieren una respuesta rápida.',
      features: {
        storage: '50 GB de almacenamiento',
        response: 'Respuesta en un máximo de 4 horas',
        content: '2 horas de gestión de contenidos al mes',
        updates: 'Actualizaciones semanales',
        backups: 'Copias de seguridad y monitorización',
        speed: 'Análisis de velocidad con propuestas de mejora',
      },
    },
    enterprise: {
      description: 'Para webs y tiendas online de gran tamaño en las que cada minuto cuenta.',
      features: {
        storage: '100 GB de almacenamiento',
        response: 'Respuesta en un máximo de 1 hora',
        content: '5 horas de gestión de contenidos al mes',
        development: '3 horas de desarrollo a medida al mes',
        updates: 'Actualizaciones semanales',
        backups: 'Copias de seguridad y monitorización',
        contact: 'Un interlocutor dedicado',
      },
    },
  },
  da: {
    basic: {
      description: 'Til mindre hjemmesider, der har brug for sikker drift og løbende vedligeholdelse.',
      features: {
        storage: '10 GB lagerplads',
        response: 'Svar inden for 24 timer',
        updates: 'Månedlige opdateringer',
        backups: 'Backup og oppetidsovervågning',
        report: 'Månedlig statusrapport',
      },
    },
    business: {
      description: 'Til virksomheder, der ofte opdaterer deres hjemmeside og vil have hurtig respons.',
      features: {
        storage: '50 GB lagerplads',
        response: 'Svar inden for 4 timer',
        content: '2 timers indholdsopdatering om måneden',
        updates: 'Ugentlige opdateringer',
        backups: 'Backup og oppetidsovervågning',
        speed: 'Hastighedstjek med forslag til forbedringer',
      },
    },
    enterprise: {
      description: 'Til store hjemmesider og webshops, hvor hvert minut tæller.',
      features: {
        storage: '100 GB lagerplads',
        response: 'Svar inden for 1 time',
        content: '5 timers indholdsopdatering om måneden',
        development: '3 timers specialudvikling om måneden',
        updates: 'Ugentlige opdateringer',
        backups: 'Backup og oppetidsovervågning',
        contact: 'Fast kontaktperson',
      },
    },
  },
};

/** The care plans in one language, named from the glossary. */
export function carePlanTexts(locale: Locale): CarePlanTexts {
  const names = glossaryIn(locale).carePlans;
  const plans = written[locale];
  return {
    basic: { name: names.basic, ...plans.basic },
    business: { name: names.business, ...plans.business },
    enterprise: { name: names.enterprise, ...plans.enterprise },
  };
}
