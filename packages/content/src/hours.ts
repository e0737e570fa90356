/**
 * Times of day and the offices' opening hours, written by `Intl.DateTimeFormat` with each language's tag
 * (is-IS '9:00', en-US '9:00 AM', es-ES '9:00', da-DK '9.00'), so a language writes every time one way. The strings
 * are made when the content is built (the locale files, the prerender), so a page and its hydration agree.
 */
import { company, type Office } from './company';
import { localeTags, type Locale } from './locale';

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A 24-hour 'HH:MM' time of day, e.g. '17:00', in the language's own format: '5:00 PM', '17.00'. */
function formatTimeOfDay(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number);
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2024, 0, 1, hours ?? 0, minutes ?? 0)));
}

/** The opening hours as a range, e.g. '9:00 AM–5:00 PM' (spec section 9: 9:00-17:00). */
export function openingTimes(locale: Locale): string {
  const { opens, closes } = company.openingHours;
  return `${formatTimeOfDay(opens, locale)}–${formatTimeOfDay(closes, locale)}`;
}

/**
 * The offices' time zones as each language names them, written once: CLDR's generic names disagree between
 * languages ("Greenwich Mean Time" in English, "GMT" in Danish, "Greenwich-staðaltími" in Icelandic, where the
 * reader knows it as Iceland's time). The Reykjavík office's zone is the one that defines business hours, and
 * so the emergency rate outside them (`referenceTimeZone`).
 */
const zoneNames: Record<Locale, Record<Office['timeZone'], string>> = {
  is: { 'Atlantic/Reykjavik': 'íslenskur tími', 'Europe/Copenhagen': 'mið-evrópskur tími', 'Europe/Madrid': 'mið-evrópskur tími' },
  en: { 'Atlantic/Reykjavik': 'Iceland time', 'Europe/Copenhagen': 'Central European Time', 'Europe/Madrid': 'Central European Time' },
  es: { 'Atlantic/Reykjavik': 'hora de Islandia', 'Europe/Copenhagen': 'hora de Europa central', 'Europe/Madrid': 'hora de Europa central' },
  da: { 'Atlantic/Reykjavik': 'islandsk tid', 'Europe/Copenhagen': 'centraleuropæisk tid', 'Europe/Madrid': 'centraleuropæisk tid' },
};

/** A time zone's name in a language, e.g. 'Iceland time', 'hora de Europa central'. */
function timeZoneName(timeZone: Office['timeZone'], locale: Locale): string {
  return zoneNames[locale][timeZone];
}

/**
 * The name of the time zone in which the business hours, and so the standard and emergency rates, are kept: the
 * Reykjavík office's ('Iceland time', 'hora de Islandia', 'islandsk tid').
 */
export function referenceTimeZone(locale: Locale): string {
  return timeZoneName(company.locations[0]!.timeZone, locale);
}

/** An office's weekday hours with its time zone, e.g. '9:00 AM–5:00 PM (Central European Time)'. */
function officeHours(office: Office, locale: Locale): string {
  return `${openingTimes(locale)} (${timeZoneName(office.timeZone, locale)})`;
}

/** The hours of each office, by the key of its city (common:cities.*). */
export function officeHoursByCity(locale: Locale): { reykjavik: string; copenhagen: string; barcelona: string } {
  const byKey = (key: string) => {
    const office = company.locations.find((location) => location.cityKey === `common:cities.${key}`);
    if (!office) throw new Error(`no office for ${key}`);
    return officeHours(office, locale);
  };
  return { reykjavik: byKey('reykjavik'), copenhagen: byKey('copenhagen'), barcelona: byKey('barcelona') };
}

/** The opening and closing times on their own, for a language that writes a range in words ('de 9:00 a 17:00'). */
export function openingBounds(locale: Locale): { opens: string; closes: string } {
  const { opens, closes } = company.openingHours;
  return { opens: formatTimeOfDay(opens, locale), closes: formatTimeOfDay(closes, locale) };
}
