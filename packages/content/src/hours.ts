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

/** An IANA time zone's generic name in a language, e.g. 'Central European Time', 'hora de Europa central'. */
function timeZoneName(timeZone: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(localeTags[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
    new Date(Date.UTC(2024, 0, 15, 12)),
  );
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  // CLDR capitalises Danish zone names as if they began a sentence ("Centraleuropæisk tid"); in parentheses Danish
  // writes the word lower-case. An abbreviation ("GMT") stays as it is.
  const isWord = /^\p{Lu}\p{Ll}/u.test(name);
  return locale === 'da' && isWord ? `${name.charAt(0).toLocaleLowerCase('da-DK')}${name.slice(1)}` : name;
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
