import { Button, ProjectCard, SectionBlock } from '@hraun/ui';
import { DEFAULT_PROJECT_IMAGE } from '../data/images';
import { queries, useSiteQuery } from '../data/queries';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { RouterLink } from '../links';
import { projectCardProps } from './projectCardProps';
import { relatedProjects } from './relatedProjects';
import * as styles from './sections.css';

/**
 * The work of this service or solution, read from the data source after the page has loaded. Nothing is shown
 * while loading, on a read error or when none of the projects is this page's work: the page never waits for it.
 */
export function RelatedProjects({ path }: { path: string }) {
  const { t } = useSiteTranslation('common');
  const projects = useSiteQuery(queries.projects());
  if (projects.status !== 'loaded') return null;
  const shown = relatedProjects(projects.data, path);
  // Only this service's or solution's own work; a page with none shows no section rather than other work.
  if (shown.length === 0) return null;
  return (
    <SectionBlock title={t('labels.related.title')} tone="muted">
      <ul className={`${styles.grid} ${styles.columns[shown.length as 1 | 2 | 3]}`}>
        {shown.map((project) => (
          <li key={project.id}>
            <ProjectCard
              {...projectCardProps(project, t, { headingLevel: 3 })}
              // Unlike the project lists, these cards show the `image_url` column as it is (no WebP widths) and, without
              // it, the default image file rather than the card's designed frame.
              image={project.image_url ? { src: project.image_url, alt: '' } : undefined}
              fallbackImage={{ src: DEFAULT_PROJECT_IMAGE, alt: '' }}
            />
          </li>
        ))}
      </ul>
      {/* A block of its own, so the button keeps its width instead of the section column's, centred as on home. */}
      <div className={styles.moreAction}>
        <Button asChild variant="secondary">
          <RouterLink href="/verkefni">{t('labels.related.all')}</RouterLink>
        </Button>
      </div>
    </SectionBlock>
  );
}
