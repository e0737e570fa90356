import { pickPageQuote } from '../sections/pageQuote';
import { relatedProjects } from '../sections/relatedProjects';
import type { ContentSource } from './source';
import type { CaseStudyProof, NewsLink, PageWork, Project, Testimonial, TitleLink } from './types';

/**
 * The proof of a case study. Only the project list is required: without clients or quotes (a read error, an empty
 * table) the page still shows its facts and neighbours, so this read rejects only when the projects cannot be read.
 */
export async function caseStudyProof(source: ContentSource, id: string): Promise<CaseStudyProof> {
  const [projects, clients, testimonials] = await Promise.all([
    source.projects(),
    source.clients().catch(() => []),
    source.testimonials().catch(() => []),
  ]);
  const at = projects.findIndex((project) => project.id === id);
  const project = projects[at];
  const link = (item: Project | undefined): TitleLink | null => (item ? { id: item.id, title: item.title } : null);
  // The list wraps round (the newest's previous is the oldest, the oldest's next the newest), so every case study
  // has a way on in both directions; a lone project has no neighbour but itself, so none.
  const count = projects.length;
  const around = at >= 0 && count > 1;
  return {
    client: clients.find((client) => client.id === project?.client_id) ?? null,
    testimonial: testimonials.find((item) => item.projectId === id) ?? null,
    previous: around ? link(projects[(at - 1 + count) % count]) : null,
    next: around ? link(projects[(at + 1) % count]) : null,
  };
}

/** The three newest articles other than this one, as links with their dates and excerpts. */
export async function relatedNews(source: ContentSource, slug: string): Promise<NewsLink[]> {
  return (await source.latestNews(4))
    .filter((item) => item.slug !== slug)
    .slice(0, 3)
    .map((item) => ({ id: item.slug, title: item.title, published_at: item.published_at, excerpt: item.excerpt }));
}

/** The project a page's hero shows as proof: the newest with a result figure, else the newest. */
const bestOf = (work: readonly Project[]): Project | undefined => work.find((project) => project.results.length > 0) ?? work[0];

/**
 * The one client quote a page shows before its closing band (sections/pageQuote.ts), or null. A quote about the
 * project the hero shows comes after the others, as the hero already states its figure. Rejects when the projects
 * or quotes cannot be read, so a page reached in the browser reads them again rather than keep a missing quote.
 */
export async function pageQuote(source: ContentSource, path: string): Promise<Testimonial | null> {
  const [projects, testimonials] = await Promise.all([source.projects(), source.testimonials()]);
  // The hero's project: none on a page that has no work of its own (the price list).
  const featured = bestOf(relatedProjects(projects, path, Number.POSITIVE_INFINITY))?.id ?? null;
  return pickPageQuote(testimonials, projects, path, featured);
}

/**
 * A service or solution page's own work (sections/relatedProjects.ts): the hero's proof, its best project (the newest
 * with a result figure, else the newest), and up to three others for its "Selected work", so no project is shown twice.
 */
export async function relatedWork(source: ContentSource, path: string): Promise<PageWork> {
  const work = relatedProjects(await source.projects(), path, Number.POSITIVE_INFINITY);
  const best = bestOf(work);
  return {
    proof: best ? { id: best.id, title: best.title, image: best.image, result: best.results[0] ?? null } : null,
    others: work
      .filter((project) => project !== best)
      .slice(0, 3)
      .map(({ id, title, description, category, tags, image, image_url }) => ({ id, title, description, category, tags, image, image_url })),
  };
}
