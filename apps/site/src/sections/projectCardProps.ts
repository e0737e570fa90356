import type { ProjectCardProps } from '@hraun/ui';
import { pictureSources } from '../data/images';
import type { ProjectSummary } from '../data/queries';
import type { SiteT } from '../i18n/useSiteTranslation';
import { RouterLink } from '../links';

/** Where a card stands: its heading's level in the page and whether it is in the first screenful. */
export type ProjectCardPlacement = Pick<ProjectCardProps, 'headingLevel' | 'imagePriority'>;

/**
 * A project as a `ProjectCard` leading to its page. The card's title says what the picture shows, so the picture
 * is decorative; without one the card draws its default image, the project's name in a designed frame.
 */
export function projectCardProps(project: ProjectSummary, t: SiteT<'common'>, placement: ProjectCardPlacement = {}): ProjectCardProps {
  return {
    title: project.title,
    description: project.description,
    category: project.category,
    tags: project.tags,
    image: project.image ? { ...pictureSources(project.image), alt: '' } : undefined,
    href: `/verkefni/${encodeURIComponent(project.id)}`,
    linkLabel: t('portfolio.projects.readMore'),
    linkComponent: RouterLink,
    ...placement,
  };
}
