import { isLocale, type Locale } from '@hraun/content';
import { IMAGE_SIZE } from './images';
import type { NewsItem, Project, ProjectImage, ResultFigure } from './types';

// Rows come from a hosted backend that anyone with the table editor can fill, so every field is checked
// here before it reaches a component: the UI may assume the types of `Project` and `NewsItem` hold.

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

/** Text of at most `max` characters; numbers become text; anything else is `null`. */
function text(value: unknown, max: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(controlCharacters, '');
  // Cut by code points so a surrogate pair is never split in half.
  return cleaned.length <= max ? cleaned : Array.from(cleaned).slice(0, max).join('');
}

/** Non-empty single-line text (titles, categories), trimmed. */
function line(value: unknown, max: number): string | null {
  const value_ = text(value, max)?.replace(/\s+/g, ' ').trim();
  return value_ ? value_ : null;
}

/**
 * An id or slug as it may appear in a route: non-empty, no whitespace or slashes, bounded.
 * Anything else cannot name a record, so a lookup by it is "not found" without asking the backend.
 */
export function recordKey(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > limits.key) return null;
  if (spaceOrControl.test(value) || /[/\\?#%]/.test(value)) return null;
  return value;
}

/**
 * An absolute http(s) URL, normalised, or `null`. With `allowRootRelative`, also a same-origin path
 * such as `/images/project.jpg` (never `//host`, which would be another origin).
 * `javascript:`, `data:`, `vbscript:` and everything else is refused.
 */
export function safeUrl(value: unknown, { allowRootRelative = false } = {}): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > limits.url || spaceOrControl.test(trimmed)) return null;
  if (allowRootRelative && trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) {
    return trimmed;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.href;
}

/** A list of tags: a text array is kept, a comma-separated string or a Postgres array literal is split. */
export function tagList(value: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string') items = value.replace(/^\{|\}$/g, '').split(',');
  else return [];
  const tags: string[] = [];
  for (const item of items) {
    const tag = line(typeof item === 'string' ? item.replace(/^"|"$/g, '') : item, limits.tag);
    if (tag && !tags.includes(tag)) tags.push(tag);
    if (tags.length === limits.tags) break;
  }
  return tags;
}

/** A publication time as an ISO 8601 UTC string, or `null` when it is not a real date. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  if (typeof value === 'string' && (value.length === 0 || value.length > 64)) return null;
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return null;
  return new Date(time).toISOString();
}

/** Whether a row is meant for this language: rows without a locale are shown on every domain. */
export function rowIsForLocale(row: unknown, locale: Locale): boolean {
  if (!isRow(row)) return false;
  const rowLocale = row.locale;
  if (rowLocale === null || rowLocale === undefined) return true;
  return isLocale(rowLocale) && rowLocale === locale;
}

/** A whole number of pixels between 1 and `limits.pixels` (a numeric string counts), or `null`. */
function pixels(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= limits.pixels ? number : null;
}

/** A JSON column as stored or as text (a hand-written row may hold a JSON string); anything unparsable is `null`. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/**
 * A picture `{ src, width, height, alt }`, or `null`. The rule: `src` must be a safe URL (http(s) or a same-origin
 * path) and width and height whole pixels, or the picture is dropped; a missing or non-text `alt` becomes "".
 */
export function toImage(value: unknown): ProjectImage | null {
  const image = json(value);
  if (!isRow(image)) return null;
  const src = safeUrl(image.src, { allowRootRelative: true });
  const width = pixels(image.width);
  const height = pixels(image.height);
  if (!src || !width || !height) return null;
  return { src, width, height, alt: line(image.alt, limits.alt) ?? '' };
}

/** Up to `limits.gallery` valid pictures; invalid ones are dropped, the rest keep their order. */
export function toGallery(value: unknown): ProjectImage[] {
  const items = json(value);
  if (!Array.isArray(items)) return [];
  return items.map(toImage).filter((image): image is ProjectImage => image !== null).slice(0, limits.gallery);
}

/** Up to `limits.figures` `{ value, label }` figures; one without a value or a label is dropped. */
export function toFigures(value: unknown): ResultFigure[] {
  const items = json(value);
  if (!Array.isArray(items)) return [];
  const figures: ResultFigure[] = [];
  for (const item of items) {
    if (!isRow(item)) continue;
    const figure = line(item.value, limits.figureValue);
    const label = line(item.label, limits.figureLabel);
    if (figure && label) figures.push({ value: figure, label });
    if (figures.length === limits.figures) break;
  }
  return figures;
}

/** A project, or `null` when the row cannot be shown (no id, no title, no valid publication date). */
export function toProject(row: unknown): Project | null {
  if (!isRow(row)) return null;
  const id = recordKey(row.id);
  const title = line(row.title, limits.title);
  const publishedAt = isoDate(row.published_at);
  if (!id || !title || !publishedAt) return null;
  const imageUrl = safeUrl(row.image_url, { allowRootRelative: true });
  return {
    id,
    title,
    description: text(row.description, limits.description) ?? '',
    content: text(row.content, limits.content) ?? '',
    category: line(row.category, limits.category) ?? '',
    tags: tagList(row.tags),
    image_url: imageUrl,
    link: safeUrl(row.link),
    published_at: publishedAt,
    // A valid `image` wins; else the older `image_url` at the default size; else none (the default image).
    image: toImage(row.image) ?? (imageUrl ? { src: imageUrl, ...IMAGE_SIZE, alt: '' } : null),
    challenge: text(row.challenge, limits.part)?.trim() ?? '',
    solution: text(row.solution, limits.part)?.trim() ?? '',
    result: text(row.result, limits.part)?.trim() ?? '',
    results: toFigures(row.results),
    gallery: toGallery(row.gallery),
  };
}

/** The title of a `select('title')` row, or `null` when it has none worth showing. */
export function toProjectTitle(row: unknown): string | null {
  return isRow(row) ? line(row.title, limits.title) : null;
}

/** A news item, or `null` when the row cannot be shown (no id, slug, title or valid publication date). */
export function toNewsItem(row: unknown): NewsItem | null {
  if (!isRow(row)) return null;
  const id = recordKey(row.id);
  const slug = recordKey(row.slug);
  const title = line(row.title, limits.title);
  const publishedAt = isoDate(row.published_at);
  if (!id || !slug || !title || !publishedAt) return null;
  const excerpt = text(row.excerpt, limits.excerpt)?.trim();
  return {
    id,
    slug,
    title,
    excerpt: excerpt ? excerpt : null,
    content: text(row.content, limits.content) ?? '',
    image_url: safeUrl(row.image_url, { allowRootRelative: true }),
    published_at: publishedAt,
  };
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
