import { projectPages } from '@hraun/content';
import type { Project } from '../data/types';

// Apart from servicePage.ts, which every content page loads: the relation is needed only by the read of a page's
// related work (data/proof.ts, the proof reads' chunk), in the prerender and when a page is reached in the browser.

/** How many projects a service or solution page shows. */
const SHOWN = 3;

/**
 * Up to three projects for a page, newest first: only the work of that service or solution (`projectPages` of the
 * content: an online-store page shows stores), none when the page has no such project. A project the relation does
 * not name (a row added to the data source later) is on no page until it is named there.
 */
export function relatedProjects<P extends Pick<Project, 'id'>>(projects: readonly P[], path: string, count = SHOWN): P[] {
  return projects.filter((project) => (projectPages as Readonly<Record<string, readonly string[] | undefined>>)[project.id]?.includes(path)).slice(0, count);
}
