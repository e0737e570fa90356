/** Ids of the sample projects; also the route /verkefni/{id} in every language. */
export type ProjectId =
  | 'fjallalind-vefverslun'
  | 'brimnes-vefur'
  | 'nordurfell-bokunarkerfi'
  | 'casa-brisa-gervigreind'
  | 'lindarbakari-wordpress-express'
  | 'havnegaard-vefverslun'
  | 'norrebro-kaffe-askrift'
  | 'olivera-vefverslun';

/** Slugs of the sample news; the route /frettir/{slug} in every language. */
export type NewsId =
  | 'ny-vefverslun-opnud'
  | 'hraun-fagnar-20-arum'
  | 'gervigreind-svarar-hotelgestum'
  | 'wordpress-express-a-tolf-dogum'
  | 'hradi-vefsins-skiptir-mali'
  | 'adgengiskrofur-a-vefnum';

type CategoryId = 'website' | 'store' | 'system';

/** One language's text of the sample projects and news. */
export interface SampleText {
  categories: Record<CategoryId, string>;
  projects: Record<
    ProjectId,
    {
      title: string;
      description: string;
      content: string;
      tags: readonly string[];
      /** What was delivered in this project, one line each: its own list on its page, never a generic one. */
      deliverables: readonly string[];
    }
  >;
  /** Every article has its own excerpt: the content's first sentences cut to 150 characters read badly on cards. */
  news: Record<NewsId, { title: string; excerpt: string; content: string }>;
  /** Results in figures, for the projects whose text has them ("+40%" more mobile orders). */
  figures: Partial<Record<ProjectId, readonly { value: string; label: string }[]>>;
  /** Text alternatives of the projects' pictures, screens of the client's site; `{name}` is the client's name (`clientNames`). */
  imageAlt: { mockup: string; desktop: string; phones: string; sections: string };
}

/** Multi-line content: paragraphs separated by a blank line, as the detail pages split them. */
export const paragraphs = (...items: readonly string[]): string => items.join('\n\n');
