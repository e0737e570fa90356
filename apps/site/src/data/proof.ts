import { relatedProjects } from '../sections/relatedProjects';
import type { ContentSource } from './source';
import type { CaseStudyProof, Project, RelatedWork, TitleLink } from './types';

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
  return {
    client: clients.find((client) => client.id === project?.client_id) ?? null,
    testimonial: testimonials.find((item) => item.projectId === id) ?? null,
    previous: at > 0 ? link(projects[at - 1]) : null,
    next: at >= 0 ? link(projects[at + 1]) : null,
  };
}

/** The three newest articles other than this one, as links. */
export async function relatedNews(source: ContentSource, slug: string): Promise<TitleLink[]> {
  return (await source.latestNews(4))
    .filter((item) => item.slug !== slug)
    .slice(0, 3)
    .map((item) => ({ id: item.slug, title: item.title }));
}

/** A service or solution page's own work (sections/relatedProjects.ts), as the fields its cards show. */
export async function relatedWork(source: ContentSource, path: string): Promise<RelatedWork[]> {
  return relatedProjects(await source.projects(), path).map(({ id, title, description, category, tags, image, image_url }) => ({
    id,
    title,
    description,
    category,
    tags,
    image,
    image_url,
  }));
}
