// Sample projects and news in all four languages: the embedded default of the site's content source and
// the rows of supabase/seed.sql. Facts shared by every language (ids, slugs, images, links, dates) are
// written once here; each language writes its own text in ./text/{lng}.ts.
import type { Locale } from '../locale';
import { locales } from '../locale';
import { text as da } from './text/da';
import { text as en } from './text/en';
import { text as es } from './text/es';
import { text as is } from './text/is';
import { clientNames } from './clientNames';
import { sampleProjectFacts } from './proof';
import type { NewsId, ProjectId, SampleText } from './types';

export { sampleClients, sampleTestimonials, type SampleClient, type SampleTestimonial } from './proof';


/** A row of the projects table (spec section 3). */
export interface SampleProject {
  id: string;
  title: string;
  description: string;
  /** Multi-line: paragraphs separated by a blank line. */
  content: string;
  category: string;
  tags: string[];
  /** What was delivered, one line each (the `deliverables` column). */
  deliverables: string[];
  /** A same-origin path or an http(s) URL; null shows the default image. */
  image_url: string | null;
  /** The external link button; null for none. */
  link: string | null;
  /** ISO 8601. */
  published_at: string;
  /** The picture with its size and text alternative (the `image` column); null shows the default image. */
  image: SampleImage | null;
  /** The case study in three parts (the three paragraphs of `content`). */
  challenge: string;
  solution: string;
  result: string;
  /** Results as large figures; empty for none. */
  results: { value: string; label: string }[];
  /**
   * Further pictures, none of them shown above them on the page: the home page in a browser scrolled past its first
   * screen (which the lead picture shows) and three phone screens.
   */
  gallery: SampleImage[];
  /** The client (clients.id) and what the site runs on. */
  client_id: string;
  platform: string;
}

/** A picture as the `image` and `gallery` columns hold it. */
interface SampleImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A row of the news table (spec section 3). */
export interface SampleNewsItem {
  id: string;
  slug: string;
  title: string;
  /** Null: the site shows the first 150 characters of the content instead. */
  excerpt: string | null;
  /** Multi-line: paragraphs separated by a blank line. */
  content: string;
  image_url: string | null;
  /** ISO 8601. */
  published_at: string;
}

type View = 'mockup' | 'desktop' | 'phones' | 'sections';

/**
 * A project's picture (apps/site/tools/project-pictures.ts): the JPEG fallback at 800 px, beside which AVIF and WebP
 * files at 480, 800 and 1200 px exist; every picture is 1200×675. Each is a screen of the client's site: the projects
 * whose site is one of examples/ are screenshots of it, the others of its home page drawn in the client's colours,
 * type and language (`mockup`: desktop and phone side by side, `desktop`, `phones`: three phone screens, `sections`:
 * the desktop screen scrolled to the first section under the opening one).
 */
const projectImage = (id: ProjectId, view: View) => `/images/work/${id}-${view}-800.jpg`;

/** A picture of a project with its text alternative, which names the client by name (never a cut title). */
function pictureOf(id: ProjectId, view: View, text: SampleText, locale: Locale): SampleImage {
  const alt = text.imageAlt[view].replace('{name}', clientNames(locale)[id]);
  return { src: projectImage(id, view), width: 1200, height: 675, alt };
}

/**
 * Per project, what every language shares: newest first. Every project has the three views of its site
 * (apps/site/tools/project-pictures.ts writes them into apps/site/public/images/work). `link`: the client's live site, given only for a real public host. The sample clients are fictional, so none has
 * one: a reserved address (`.example`) on a case study reads as fake, and the site drops it anyway (rows.ts).
 */
const projectFacts: readonly {
  id: ProjectId;
  category: keyof SampleText['categories'];
  link: string | null;
  published_at: string;
}[] = [
  { id: 'fjallalind-vefverslun', category: 'store', link: null, published_at: '2026-10-08T10:00:00.000Z' },
  { id: 'brimnes-vefur', category: 'website', link: null, published_at: '2026-08-20T10:00:00.000Z' },
  { id: 'nordurfell-bokunarkerfi', category: 'system', link: null, published_at: '2026-06-12T10:00:00.000Z' },
  { id: 'casa-brisa-gervigreind', category: 'system', link: null, published_at: '2026-05-28T10:00:00.000Z' },
  { id: 'lindarbakari-wordpress-express', category: 'website', link: null, published_at: '2026-03-04T10:00:00.000Z' },
  { id: 'havnegaard-vefverslun', category: 'store', link: null, published_at: '2025-12-02T10:00:00.000Z' },
  { id: 'norrebro-kaffe-askrift', category: 'system', link: null, published_at: '2025-10-15T10:00:00.000Z' },
  { id: 'olivera-vefverslun', category: 'store', link: null, published_at: '2025-06-18T10:00:00.000Z' },
];

/** Per news item, what every language shares: newest first. The slug is the same in every language. */
const newsFacts: readonly { slug: NewsId; image_url: string | null; published_at: string }[] = [
  { slug: 'ny-vefverslun-opnud', image_url: projectImage('fjallalind-vefverslun', 'mockup'), published_at: '2026-10-20T09:00:00.000Z' },
  { slug: 'hraun-fagnar-20-arum', image_url: null, published_at: '2026-09-01T09:00:00.000Z' },
  { slug: 'gervigreind-svarar-hotelgestum', image_url: projectImage('casa-brisa-gervigreind', 'mockup'), published_at: '2026-06-24T09:00:00.000Z' },
  { slug: 'wordpress-express-a-tolf-dogum', image_url: null, published_at: '2026-03-18T09:00:00.000Z' },
  { slug: 'hradi-vefsins-skiptir-mali', image_url: null, published_at: '2026-01-22T09:00:00.000Z' },
  { slug: 'adgengiskrofur-a-vefnum', image_url: null, published_at: '2025-05-20T09:00:00.000Z' },
];

const texts: Record<Locale, SampleText> = { is, en, es, da };

function projectsOf(locale: Locale): readonly SampleProject[] {
  const text = texts[locale];
  return projectFacts.map((fact) => {
    const own = text.projects[fact.id];
    // The content is written as three paragraphs: the challenge, the solution and the result.
    const [challenge = '', solution = '', result = ''] = own.content.split('\n\n');
    return {
      id: fact.id,
      ...own,
      tags: [...own.tags],
      deliverables: [...own.deliverables],
      category: text.categories[fact.category],
      image_url: projectImage(fact.id, 'mockup'),
      link: fact.link,
      published_at: fact.published_at,
      image: pictureOf(fact.id, 'mockup', text, locale),
      challenge,
      solution,
      result,
      results: (text.figures[fact.id] ?? []).map((figure) => ({ ...figure })),
      gallery: [pictureOf(fact.id, 'sections', text, locale), pictureOf(fact.id, 'phones', text, locale)],
      ...sampleProjectFacts[fact.id],
    };
  });
}

/**
 * News ids are the slug plus the language: the news table's id is unique across all rows, while the same
 * slug names the article in every language (unique per slug and locale).
 */
function newsOf(locale: Locale): readonly SampleNewsItem[] {
  const text = texts[locale];
  return newsFacts.map((fact) => ({
    id: `${fact.slug}-${locale}`,
    slug: fact.slug,
    ...text.news[fact.slug],
    image_url: fact.image_url,
    published_at: fact.published_at,
  }));
}


export const sampleProjects: Record<Locale, readonly SampleProject[]> = Object.fromEntries(
  locales.map((locale) => [locale, projectsOf(locale)]),
) as Record<Locale, readonly SampleProject[]>;

export const sampleNews: Record<Locale, readonly SampleNewsItem[]> = Object.fromEntries(
  locales.map((locale) => [locale, newsOf(locale)]),
) as Record<Locale, readonly SampleNewsItem[]>;

export { clientNames } from './clientNames';
