import { isLocale, locales, type Locale } from '@hraun/content';
import * as v from 'valibot';
import { IMAGE_SIZE } from './images';
import type { Client, NewsItem, Project, ProjectImage, ResultFigure, Testimonial } from './types';

// Rows come from a hosted backend that anyone with the table editor can fill, so every field is checked
// here before it reaches a component: the UI may assume the types of `Project` and `NewsItem` hold. Each table's
// row is a valibot schema (docs/decisions/0008-valibot-rows.md): a required column that fails drops the row, any
// other column that fails takes its default, and unknown columns are left out.

/** Upper bounds that keep one bad row from producing a megabyte page or a runaway layout. */
export const limits = {
  key: 200,
  title: 300,
  description: 2_000,
  excerpt: 2_000,
  content: 100_000,
  category: 100,
  tag: 60,
  tags: 30,
  url: 2_048,
  rows: 1_000,
  /** A case-study part (challenge, solution, result). */
  part: 5_000,
  alt: 300,
  figureValue: 20,
  figureLabel: 120,
  figures: 6,
  gallery: 12,
  /** Largest intrinsic width or height a picture may claim, in pixels. */
  pixels: 10_000,
  name: 200,
  platform: 100,
  quote: 1_000,
  role: 200,
  logoPixels: 2_000,
  /** One line of a project's deliverables, and how many lines. */
  deliverable: 200,
  deliverables: 12,
} as const;

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Characters that have no place in text shown on a page (NUL, other C0 controls except tab and newlines). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Whitespace or any control character: never part of an id, a slug or a URL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const spaceOrControl = /[\s\u0000-\u001f\u007f]/;

/** The schema's output, or `null` when the value does not pass it. */
function parseOrNull<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}

/** Text of at most `max` characters, control characters removed; a finite number becomes text. */
const text = (max: number) =>
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]),
    v.transform((value) => value.replace(controlCharacters, '')),
    // Cut by code points so a surrogate pair is never split in half.
    v.transform((value) => (value.length <= max ? value : Array.from(value).slice(0, max).join(''))),
  );

/**
 * Non-empty single-line text (titles, categories), trimmed, each run of white space one space; a no-break space on its
 * own stays, as the copy's join that keeps a dash off the start of a line ("sjávarafurðir – fyrirtækjavefur").
 */
const line = (max: number) =>
  v.pipe(
    text(max),
    v.transform((value) => value.replace(/\s+/g, (run) => (/^\u00a0+$/.test(run) ? '\u00a0' : ' ')).trim()),
    v.nonEmpty(),
  );

/** Text that may be empty (trimmed when asked); anything else, a missing column included, is "". */
const optionalText = (max: number, trim = false) => v.fallback(v.pipe(text(max), v.transform((value) => (trim ? value.trim() : value))), '');

/**
 * An id or slug as it may appear in a route: non-empty, no whitespace or slashes, bounded. A whole number counts.
 * Anything else cannot name a record, so a lookup by it is "not found" without asking the backend.
 */
const key = v.union([
  v.pipe(v.number(), v.safeInteger(), v.transform(String)),
  v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(limits.key),
    v.check((value) => !spaceOrControl.test(value) && !/[/\\?#%]/.test(value)),
  ),
]);

/** An absolute http(s) URL without credentials, normalised. `javascript:`, `data:` and the rest fail. */
const absoluteUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(limits.url),
  v.check((value) => !spaceOrControl.test(value)),
  v.url(),
  v.transform((value) => new URL(value)),
  v.check((url) => (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password),
  v.transform((url) => url.href),
);

/** A same-origin path such as `/images/project.jpg` (never `//host`, another origin, nor a backslash). */
const rootRelativePath = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(limits.url),
  v.check((value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !spaceOrControl.test(value)),
);

const pictureUrl = v.union([rootRelativePath, absoluteUrl]);

/**
 * Names that never reach a real site (RFC 2606 and 6761): a live-site link to one reads as fake on a case study, so
 * the link is left out. `example.com`, `.example`, `.test`, `.invalid`, `.localhost`, `.local` and bare addresses.
 */
const reservedHost = /(^|\.)(example|test|invalid|localhost|local)$|(^|\.)example\.(com|net|org)$|^\[|^[\d.]+$/i;

/** Whether a URL names a public host that a visitor could open: not reserved, not an address, with a dot. */
function isPublicHost(url: string): boolean {
  const host = new URL(url).hostname.replace(/\.$/, '');
  return host.includes('.') && !reservedHost.test(host);
}

/** An absolute http(s) URL of a public host (the live site of a project). */
const publicUrl = v.pipe(absoluteUrl, v.check(isPublicHost));

/** A nullable URL column: a bad value is `null`, as a missing one is. */
const urlColumn = (schema: typeof absoluteUrl | typeof pictureUrl | typeof publicUrl) => v.fallback(v.nullable(schema), null);

/**
 * An absolute http(s) URL, normalised, or `null`. With `allowRootRelative`, also a same-origin path
 * such as `/images/project.jpg` (never `//host`, which would be another origin).
 * `javascript:`, `data:`, `vbscript:` and everything else is refused.
 */
export function safeUrl(value: unknown, { allowRootRelative = false } = {}): string | null {
  return parseOrNull(allowRootRelative ? pictureUrl : absoluteUrl, value);
}

/** An id or slug fit for a route (see `key`), or `null`. */
export function recordKey(value: unknown): string | null {
  return parseOrNull(key, value);
}

/** A list of tags: a text array is kept, a comma-separated string or a Postgres array literal is split. */
const tags = v.fallback(
  v.pipe(
    v.union([v.array(v.unknown()), v.pipe(v.string(), v.transform((value) => value.replace(/^\{|\}$/g, '').split(',')))]),
    v.transform((items) => {
      const kept: string[] = [];
      for (const item of items) {
        const tag = parseOrNull(line(limits.tag), typeof item === 'string' ? item.replace(/^"|"$/g, '') : item);
        if (tag && !kept.includes(tag)) kept.push(tag);
        if (kept.length === limits.tags) break;
      }
      return kept;
    }),
  ),
  [],
);

export function tagList(value: unknown): string[] {
  return v.parse(tags, value);
}

/** A publication time as an ISO 8601 UTC string; anything that is not a real date fails. */
const date = v.pipe(
  v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(64)), v.date()]),
  v.transform((value) => new Date(value).getTime()),
  v.finite(),
  v.transform((time) => new Date(time).toISOString()),
);

export function isoDate(value: unknown): string | null {
  return parseOrNull(date, value);
}

/** Whether a row is meant for this language: rows without a locale are shown on every domain. */
export function rowIsForLocale(row: unknown, locale: Locale): boolean {
  if (!isRow(row)) return false;
  const rowLocale = row.locale;
  if (rowLocale === null || rowLocale === undefined) return true;
  return isLocale(rowLocale) && rowLocale === locale;
}

/** A whole number of pixels between 1 and `limits.pixels` (a numeric string counts). */
const pixels = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
  v.maxValue(limits.pixels),
);

/** A JSON column as stored or as text (a hand-written row may hold a JSON string). */
const json = <T>(schema: v.GenericSchema<unknown, T>) => v.union([v.pipe(v.string(), v.parseJson(), schema), schema]);

/**
 * A picture `{ src, width, height, alt }`. The rule: `src` must be a safe URL (http(s) or a same-origin path) and
 * width and height whole pixels, or the picture is dropped; a missing or non-text `alt` becomes "".
 */
const picture = json(
  v.object({ src: pictureUrl, width: pixels, height: pixels, alt: v.fallback(line(limits.alt), '') }),
) satisfies v.GenericSchema<unknown, ProjectImage>;

export function toImage(value: unknown): ProjectImage | null {
  return parseOrNull(picture, value);
}

/** The valid items of a JSON list, in order, at most `max`; an item that fails is dropped, not the list. */
const listOf = <T>(item: v.GenericSchema<unknown, T>, max: number) =>
  v.fallback(
    json(v.pipe(v.array(v.unknown()), v.transform((items) => items.map((value) => parseOrNull(item, value)).filter((value): value is T => value !== null).slice(0, max)))),
    [],
  );

const gallery = listOf(picture, limits.gallery);
/** What was delivered: up to `limits.deliverables` non-empty lines; a blank or non-text line is dropped. */
const deliverables = listOf(line(limits.deliverable), limits.deliverables);
const figures = listOf(v.object({ value: line(limits.figureValue), label: line(limits.figureLabel) }), limits.figures);

/** Up to `limits.gallery` valid pictures; invalid ones are dropped, the rest keep their order. */
export function toGallery(value: unknown): ProjectImage[] {
  return v.parse(gallery, value);
}

/** Up to `limits.figures` `{ value, label }` figures; one without a value or a label is dropped. */
export function toFigures(value: unknown): ResultFigure[] {
  return v.parse(figures, value);
}

/** A project: a row without an id, a title or a valid publication date fails; every other column has a default. */
const project = v.pipe(
  v.object({
    id: key,
    title: line(limits.title),
    published_at: date,
    description: optionalText(limits.description),
    content: optionalText(limits.content),
    category: v.fallback(line(limits.category), ''),
    tags,
    deliverables,
    image_url: urlColumn(pictureUrl),
    // A reserved or local host is no live site a visitor could open: no link rather than a fake-looking one.
    link: urlColumn(publicUrl),
    image: v.fallback(v.nullable(picture), null),
    challenge: optionalText(limits.part, true),
    solution: optionalText(limits.part, true),
    result: optionalText(limits.part, true),
    results: figures,
    gallery,
    client_id: v.fallback(v.nullable(key), null),
    platform: v.fallback(v.nullable(line(limits.platform)), null),
  }),
  // A valid `image` wins; else the older `image_url` at the default size; else none (the default image).
  v.transform((row): Project => ({ ...row, image: row.image ?? (row.image_url ? { src: row.image_url, ...IMAGE_SIZE, alt: '' } : null) })),
);

/** A project, or `null` when the row cannot be shown (no id, no title, no valid publication date). */
export function toProject(row: unknown): Project | null {
  return parseOrNull(project, row);
}

/** The title of a `select('title')` row, or `null` when it has none worth showing. */
export function toProjectTitle(row: unknown): string | null {
  return parseOrNull(v.object({ title: line(limits.title) }), row)?.title ?? null;
}

const newsItem = v.object({
  id: key,
  slug: key,
  title: line(limits.title),
  published_at: date,
  // Blank or not text: null, so the page shows the start of the content instead.
  excerpt: v.fallback(v.pipe(optionalText(limits.excerpt, true), v.transform((value) => value || null)), null),
  content: optionalText(limits.content),
  image_url: urlColumn(pictureUrl),
}) satisfies v.GenericSchema<unknown, NewsItem>;

/** A news item, or `null` when the row cannot be shown (no id, slug, title or valid publication date). */
export function toNewsItem(row: unknown): NewsItem | null {
  return parseOrNull(newsItem, row);
}

/** Newest first; equal times keep their order, so the backend's tie-break survives. */
function newestFirst<T extends { published_at: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, time: Date.parse(item.published_at) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * A validated list: rows of other languages and unusable rows are dropped, duplicates (by `keyOf`)
 * keep their first occurrence, the length is bounded, and the order is newest first.
 */
export function toList<T extends { published_at: string }>(
  rows: unknown,
  locale: Locale,
  toItem: (row: unknown) => T | null,
  keyOf: (item: T) => string,
): T[] {
  if (!Array.isArray(rows)) return [];
  const seen = new Set<string>();
  const items: T[] = [];
  for (const row of rows) {
    if (!rowIsForLocale(row, locale)) continue;
    const item = toItem(row);
    if (!item || seen.has(keyOf(item))) continue;
    seen.add(keyOf(item));
    items.push(item);
    if (items.length === limits.rows) break;
  }
  return newestFirst(items);
}

/** A bounded, whole, positive count of items; anything else means the default. */
export function listLimit(limit: unknown, fallback: number): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return fallback;
  return Math.min(Math.max(Math.floor(limit), 0), limits.rows);
}

/** Says why a row was left out: a bad row must be visible to whoever manages the content, never a crash. */
export type SkipReporter = (table: string, row: number, reason: string) => void;

const warnSkipped: SkipReporter = (table, row, reason) => {
  console.warn(`[content] ${table} row ${row} skipped: ${reason}`);
};

/** An SVG file: a same-origin path or an https URL whose path ends in .svg. */
const svgUrl = v.pipe(
  pictureUrl,
  v.check((value) => !value.startsWith('http:') && /\.svg([?#].*)?$/i.test(value)),
);

/** A whole number (a numeric string counts), else `fallback`. */
const whole = (fallback: number) =>
  v.fallback(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,9}$/), v.transform(Number))]), v.safeInteger()), fallback);

const logoPixels = (fallback: number) => v.fallback(v.pipe(pixels, v.maxValue(limits.logoPixels)), fallback);

const client = v.pipe(
  v.object({
    id: key,
    name: line(limits.name),
    country: v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), null),
    logo: v.fallback(v.nullable(svgUrl), null),
    logo_width: logoPixels(32),
    logo_height: logoPixels(32),
    position: whole(0),
  }),
  v.transform(({ id, name, country, logo, logo_width, logo_height, position }) => ({
    position,
    client: { id, name, country, logo: logo ? { src: logo, width: logo_width, height: logo_height } : null } satisfies Client,
  })),
);

/** Text per language (`{"is": "…", "en": "…"}`, stored or as JSON text): unknown languages and bad values are left out. */
const perLanguage = (max: number) =>
  json(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((map) => {
        const kept: Partial<Record<Locale, string>> = {};
        for (const locale of locales) {
          const value = parseOrNull(line(max), map[locale]);
          if (value !== null) kept[locale] = value;
        }
        return kept;
      }),
    ),
  );

const testimonial = v.object({
  id: key,
  client_id: key,
  project_id: v.fallback(v.nullable(key), null),
  quote: perLanguage(limits.quote),
  role: v.fallback(perLanguage(limits.role), {}),
  person_name: v.fallback(v.nullable(line(limits.name)), null),
  photo: urlColumn(pictureUrl),
  position: whole(0),
});

/** Smallest position first; equal positions by id, so the order never depends on the backend's. */
function byPosition<T extends { position: number; id: string }>(items: T[]): T[] {
  return items.sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The clients that can be shown, in their order: a row without an id or a name is skipped and reported; a bad logo,
 * country or size takes its default (no logo, no country, 32 px).
 */
export function toClients(rows: unknown, report: SkipReporter = warnSkipped): Client[] {
  if (!Array.isArray(rows)) return [];
  const seen = new Set<string>();
  const kept: { id: string; position: number; client: Client }[] = [];
  rows.slice(0, limits.rows).forEach((row, index) => {
    const parsed = parseOrNull(client, row);
    if (!parsed) return report('clients', index, 'no valid id or name');
    if (seen.has(parsed.client.id)) return report('clients', index, `duplicate id ${parsed.client.id}`);
    seen.add(parsed.client.id);
    kept.push({ id: parsed.client.id, ...parsed });
  });
  return byPosition(kept).map((item) => item.client);
}

/**
 * The quotes of one language, with their clients, in their order. A row is skipped and reported when it has no valid
 * id, no quote in this language, or a client that is not among `clients`; a bad role, name, photo or project takes
 * its default (none).
 */
export function toTestimonials(rows: unknown, clients: readonly Client[], locale: Locale, report: SkipReporter = warnSkipped): Testimonial[] {
  if (!Array.isArray(rows)) return [];
  const clientById = new Map(clients.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const kept: (Testimonial & { position: number })[] = [];
  rows.slice(0, limits.rows).forEach((row, index) => {
    const parsed = parseOrNull(testimonial, row);
    if (!parsed) return report('testimonials', index, 'no valid id, client or quote');
    const quote = parsed.quote[locale];
    if (!quote) return report('testimonials', index, `no quote in ${locale}`);
    const owner = clientById.get(parsed.client_id);
    if (!owner) return report('testimonials', index, `unknown client ${parsed.client_id}`);
    if (seen.has(parsed.id)) return report('testimonials', index, `duplicate id ${parsed.id}`);
    seen.add(parsed.id);
    kept.push({
      id: parsed.id,
      quote,
      role: parsed.role[locale] ?? null,
      name: parsed.person_name,
      client: owner,
      projectId: parsed.project_id,
      photo: parsed.photo,
      position: parsed.position,
    });
  });
  return byPosition(kept).map(({ position: _position, ...item }) => item);
}
