import { excerptOf, HOME_QUOTES, type Locale } from '@hraun/content';
import { createContext, useContext } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { contentSource } from './index';
import type { ContentSource } from './source';
import type { CaseStudyProof, NewsItem, NewsLink, PageWork, Project, Testimonial } from './types';

export type { CaseStudyProof, NewsLink } from './types';
import { useContentQuery, type ContentQueryState } from './useContentQuery';

/**
 * One read of spec section 7 with a key that names it. The prerender runs a page's queries, inlines the
 * results under their keys, and the browser's first render starts from them, so hydration matches.
 */
export interface SiteQuery<T> {
  key: string;
  read: (source: ContentSource) => Promise<T>;
}

/** What a project card shows (sections/projectCardProps.ts). */
export type ProjectSummary = Pick<Project, 'id' | 'title' | 'description' | 'category' | 'tags' | 'image'>;

/**
 * A project of home's selected work: its name, category and picture and, for the featured one, its summary and first
 * result figure (the others show neither, so home's HTML does not carry them).
 */
export type FeaturedWork = Pick<Project, 'id' | 'title' | 'category' | 'image' | 'results'> & { description: string | null };

/** What a news card shows: the news lists inline these fields, not whole articles (home's HTML was 2 KB gzip heavier). */
export type NewsSummary = Omit<NewsItem, 'content' | 'excerpt'> & {
  /** The item's own excerpt, else the start of its text. */
  excerpt: string;
};

function newsSummary({ content, excerpt, ...card }: NewsItem): NewsSummary {
  return { ...card, excerpt: excerpt ?? excerptOf(content) };
}

/** How many quotes stand beside the quote form; how many home shows (HOME_QUOTES) is the content package's. */
export const ASIDE_QUOTES = 2;
/** The quote form's quotes skip home's (`testimonials(ASIDE_QUOTES, HOME_QUOTES)`): each placement its own words while there are enough quotes. */

/** The proof reads' code, in a chunk of its own (one import, so the first-load bundle carries one loader). */
const proof = () => import('./proof');

/** The reads, by key. */
export const queries = {
  projectTitle: (id: string): SiteQuery<string | null> => ({ key: `projectTitle:${id}`, read: (s) => s.projectTitle(id) }),
  projects: (): SiteQuery<Project[]> => ({ key: 'projects', read: (s) => s.projects() }),
  /**
   * Four projects for the home page's selected work, newest first, without the one the hero shows (`shownAbove`: the
   * page never shows the same screens twice, design review 8), those whose quote home shows after the others: the
   * first, which home features with its summary and first result figure, is then never the project a quote on the same
   * page already tells of ("orders grew 40%" beside "40% more mobile orders", issue 35, round 5). Should every project
   * be quoted, the featured one shows no figure.
   */
  selectedWork: (shownAbove: string): SiteQuery<FeaturedWork[]> => ({
    key: `selectedWork:${shownAbove}`,
    read: async (s) => {
      const [all, quotes] = await Promise.all([s.projects(), queries.testimonials(HOME_QUOTES).read(s).catch(() => [])]);
      const quoted = new Set(quotes.map((quote) => quote.projectId));
      const projects = all.filter((project) => project.id !== shownAbove);
      return [...projects.filter((project) => !quoted.has(project.id)), ...projects.filter((project) => quoted.has(project.id))]
        .slice(0, 4)
        .map(({ id, title, description, category, image, results }, index) => ({
          id,
          title,
          category,
          image,
          description: index === 0 ? description : null,
          results: index === 0 && !quoted.has(id) ? results.slice(0, 1) : [],
        }));
    },
  }),
  project: (id: string): SiteQuery<Project | null> => ({ key: `project:${id}`, read: (s) => s.project(id) }),
  latestNews: (): SiteQuery<NewsSummary[]> => ({ key: 'latestNews', read: async (s) => (await s.latestNews()).map(newsSummary) }),
  news: (): SiteQuery<NewsSummary[]> => ({ key: 'news', read: async (s) => (await s.news()).map(newsSummary) }),
  newsItem: (slug: string): SiteQuery<NewsItem | null> => ({ key: `newsItem:${slug}`, read: (s) => s.newsItem(slug) }),
  /**
   * `limit` quotes of this language with their clients, from the `skip`th on (only those are inlined): home shows the
   * first two, the quote form the next two, so a visitor does not read the same words in both places. With too few
   * quotes the list wraps round to the first ones rather than showing fewer.
   */
  testimonials: (limit: number, skip = 0): SiteQuery<Testimonial[]> => ({
    key: `testimonials:${limit}:${skip}`,
    read: async (s) => {
      const all = await s.testimonials();
      const from = all.length > 0 ? skip % all.length : 0;
      return [...all.slice(from), ...all.slice(0, from)].slice(0, limit);
    },
  }),
  // These four are loaded with the read: every page's first load carries this table of queries, and only the
  // project, article, pricing, service and solution pages use them.
  caseStudyProof: (id: string): SiteQuery<CaseStudyProof> => ({ key: `caseStudyProof:${id}`, read: async (s) => (await proof()).caseStudyProof(s, id) }),
  /**
   * The work of a service or solution page: its hero's proof and at most three other projects as card fields, read by
   * the prerender and inlined, so the hero's side and the section are in the page's HTML and nothing moves when the
   * page hydrates.
   */
  relatedWork: (path: string): SiteQuery<PageWork> => ({ key: `relatedWork:${path}`, read: async (s) => (await proof()).relatedWork(s, path) }),
  /** The one client quote a pricing, service or solution page shows before its closing band, or null (sections/pageQuote.ts). */
  pageQuote: (path: string): SiteQuery<Testimonial | null> => ({ key: `pageQuote:${path}`, read: async (s) => (await proof()).pageQuote(s, path) }),
  /** The three newest other articles, as links with their dates and excerpts: at an article's end. */
  relatedNews: (slug: string): SiteQuery<NewsLink[]> => ({
    key: `relatedNews:${slug}`,
    read: async (s) => (await proof()).relatedNews(s, slug),
  }),
};

/** Results the prerender inlined, by query key. */
export type PreloadedData = Record<string, unknown>;

export const PreloadedDataContext = createContext<PreloadedData>({});

/** Runs queries for the prerender; a failed read is left out, so the browser reads it again. */
export async function preload(locale: Locale, wanted: readonly SiteQuery<unknown>[]): Promise<PreloadedData> {
  if (wanted.length === 0) return {};
  const source = await contentSource(locale);
  const entries = await Promise.all(
    wanted.map(async (query) => {
      try {
        return [query.key, await query.read(source)] as const;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/**
 * A query in a page: the inlined result when the prerender had one, else loading, then the read.
 * `null` asks for nothing (a hook cannot be called conditionally) and is loaded with `null` at once.
 */
export function useSiteQuery<T>(query: SiteQuery<T>): ContentQueryState<T>;
export function useSiteQuery<T>(query: SiteQuery<T> | null): ContentQueryState<T | null>;
export function useSiteQuery<T>(query: SiteQuery<T> | null): ContentQueryState<T | null> {
  const { i18n } = useSiteTranslation();
  const locale = i18n.language as Locale;
  const preloaded = useContext(PreloadedDataContext);
  const key = query?.key ?? null;
  const options =
    query === null ? { initial: null } : Object.hasOwn(preloaded, query.key) ? { initial: preloaded[query.key] as T } : {};
  return useContentQuery<T | null>(
    () => (query === null ? Promise.resolve(null) : contentSource(locale).then(query.read)),
    [locale, key],
    options,
  );
}
