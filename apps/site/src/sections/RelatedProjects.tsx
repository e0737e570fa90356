import { Button, ProjectCard, SectionBlock } from '@hraun/ui';
import { DEFAULT_PROJECT_IMAGE } from '../data/images';
import { queries, useSiteQuery } from '../data/queries';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { RouterLink } from '../links';
import { projectCardProps } from './projectCardProps';
import * as styles from './sections.css';

/**
 * The work of this service or solution, from the data source. The prerender reads it (the page's `reads`) and the
 * section is in the page's HTML, so hydration finds it there and nothing below it moves. Nothing is shown while
 * loading (a page reached in the browser), on a read error or when none of the projects is this page's work.
 */
export function RelatedProjects({ path }: { path: string }) {
  const { t } = useSiteTranslation('common');
  const projects = useSiteQuery(queries.relatedWork(path));
  if (projects.status !== 'loaded') return null;
  // The hero's proof is not shown again here.
  const shown = projects.data.others;
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
