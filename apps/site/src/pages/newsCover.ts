import { newsCategories, type NewsCategory } from '@hraun/content';

/** Each category's cover motif: a flow for client work launched, columns for the agency's own news, rings for advice. */
export const coverMotif = { work: 'flow', company: 'columns', advice: 'rings' } as const satisfies Record<NewsCategory, string>;

/** An article's category, by its slug; none for an article the content does not name. */
export const categoryOf = (slug: string): NewsCategory | undefined => (newsCategories as Readonly<Record<string, NewsCategory | undefined>>)[slug];
