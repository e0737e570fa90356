import type { NewsId } from './types';

/** The kinds of news: work done for a client, news of the agency itself, advice for business owners. */
export type NewsCategory = 'work' | 'company' | 'advice';

/**
 * The category of each sample article, by its slug (the same in every language). The news list draws an article
 * without a picture as a cover in its category's design; an article this does not name is shown as plain news. Kept
 * apart from the sample text so a page reading it does not load the articles.
 */
export const newsCategories: Readonly<Record<NewsId, NewsCategory>> = {
  'ny-vefverslun-opnud': 'work',
  'hraun-fagnar-20-arum': 'company',
  'gervigreind-svarar-hotelgestum': 'work',
  'wordpress-express-a-tolf-dogum': 'work',
  'hradi-vefsins-skiptir-mali': 'advice',
  'adgengiskrofur-a-vefnum': 'advice',
};

/** Each category's cover motif (the kit's ImagePlaceholder): a flow for client work, columns for the agency's own news, rings for advice. */
export const newsCoverMotif = { work: 'flow', company: 'columns', advice: 'rings' } as const satisfies Record<NewsCategory, string>;

/** An article's category, by its slug; none for an article the content does not name. */
export const newsCategoryOf = (slug: string): NewsCategory | undefined => (newsCategories as Readonly<Record<string, NewsCategory | undefined>>)[slug];
