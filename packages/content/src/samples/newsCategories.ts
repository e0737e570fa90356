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
