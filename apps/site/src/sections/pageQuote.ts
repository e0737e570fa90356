import { quoteSources } from '@hraun/content';
import type { Project, Testimonial } from '../data/types';
import { relatedProjects } from './relatedProjects';

// Apart from servicePage.ts, which every content page loads: the choice runs only in the proof reads' chunk
// (data/proof.ts), in the prerender and when a page is reached in the browser.

/**
 * The pages whose work may give this page its quote, best first: `quoteSources` of the content, else its own work
 * (none for a page that is no service or solution: no project is its work).
 */
const quoteSourcesOf = (path: string): readonly string[] => (quoteSources as Readonly<Record<string, readonly string[] | undefined>>)[path] ?? [path];

/**
 * The one client quote a page shows before its closing band: a quote about a project that is the work of the page's
 * first source with such a quote (sections/relatedProjects.ts), so a page quotes only its own kind of work. Among
 * those, a quote about another project than `featured` (the project the hero already shows with its figure) comes
 * first, then the quotes' own order. Null when no quote qualifies: a quote without a project, about a project that
 * is not in `projects` (missing or invalid row), or about other work.
 */
export function pickPageQuote(
  testimonials: readonly Testimonial[],
  projects: readonly Pick<Project, 'id'>[],
  path: string,
  featured: string | null = null,
): Testimonial | null {
  for (const source of quoteSourcesOf(path)) {
    const work = new Set(relatedProjects(projects, source, Number.POSITIVE_INFINITY).map((project) => project.id));
    const quoted = testimonials.filter((item) => item.projectId !== null && work.has(item.projectId));
    const pick = quoted.find((item) => item.projectId !== featured) ?? quoted[0];
    if (pick) return pick;
  }
  return null;
}
