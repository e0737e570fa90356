import type { Client, NewsItem, Project, Testimonial } from './types';

/** How many news items the home page shows (spec section 9). */
export const LATEST_NEWS_LIMIT = 3;

/**
 * The six reads of spec section 7 and the two of proof (clients, testimonials), scoped to one language. A source is created for one locale and
 * returns the rows whose `locale` is that locale or null (null means "every domain").
 *
 * Contract, shared by every implementation:
 * - lists are ordered by `published_at`, newest first;
 * - a record that does not exist resolves `null` (the detail page redirects);
 * - a transport or query failure rejects with a `ContentReadError` (lists show empty, details redirect);
 * - every row has been validated: no row without id or title, tags are strings, and `link`/`image_url`
 *   are http(s) or null, so nothing the backend returns can reach an `href` as `javascript:`.
 */
export interface ContentSource {
  /** The project's title, for the breadcrumb on /verkefni/{id}. */
  projectTitle(id: string): Promise<string | null>;
  /** Every project, for /verkefni. */
  projects(): Promise<Project[]>;
  /** One project, for /verkefni/{id}. */
  project(id: string): Promise<Project | null>;
  /** The newest news items, for the home page (three unless told otherwise). */
  latestNews(limit?: number): Promise<NewsItem[]>;
  /** Every news item, for /frettir. */
  news(): Promise<NewsItem[]>;
  /** One news item, for /frettir/{slug}. */
  newsItem(slug: string): Promise<NewsItem | null>;
  /** Every client that can be shown, in their order (the clients table; not in spec section 7, added for proof). */
  clients(): Promise<Client[]>;
  /** Every quote that has text in this language, with its client, in their order (the testimonials table). */
  testimonials(): Promise<Testimonial[]>;
}

/** A read failed (network, timeout, HTTP or query error): distinct from "not found", which is `null`. */
export class ContentReadError extends Error {
  override readonly name = 'ContentReadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
