import { Button, FilterBar, Hero, LoadingText, ProjectCard, SectionBlock } from '@hraun/ui';
import { useMemo, useState } from 'react';
import { useSiteTranslation } from '../i18n/useSiteTranslation';
import { queries, useSiteQuery } from '../data/queries';
import type { Project } from '../data/types';
import { useHead } from '../head/useHead';
import { useBreadcrumbJsonLd } from '../layout/crumbs';
import { heroTrail } from '../layout/PageBreadcrumbs';
import { projectCardProps } from '../sections/projectCardProps';
import * as styles from './pages.css';
import * as portfolio from './portfolio.css';

/** What the prerender reads for this page and inlines in its HTML (the same reads the page makes). */
export const reads = () => [queries.projects()];

const ALL = '';

/** Projects whose category matches (or all) and whose text contains every word of the search. */
export function filterProjects(projects: readonly Project[], category: string, search: string): Project[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return projects.filter((project) => {
    if (category !== ALL && project.category !== category) return false;
    const haystack = [project.title, project.description, project.category, ...project.tags].join(' ').toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** /verkefni: every project, a category filter (All plus each distinct category) and free-text search. */
export function ProjectsPage() {
  const { t } = useSiteTranslation('common');
  const projects = useSiteQuery(queries.projects());
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState('');
  useHead({
    title: t('portfolio.projects.metaTitle'),
    description: t('portfolio.projects.metaDescription'),
    keywords: t('portfolio.projects.metaKeywords'),
    jsonLd: [useBreadcrumbJsonLd()],
  });
  // A failed read shows an empty list (spec section 4).
  const list = useMemo(() => (projects.status === 'loaded' ? projects.data : []), [projects]);
  const categories = useMemo(() => [...new Set(list.map((project) => project.category))], [list]);
  const shown = filterProjects(list, category, search);
  return (
    <>
      <Hero {...heroTrail()} title={t('portfolio.projects.title')} text={t('portfolio.projects.intro')} />
      <SectionBlock>
        <FilterBar
          label={t('portfolio.projects.filterLabel')}
          options={[{ value: ALL, label: t('portfolio.projects.all') }, ...categories.map((value) => ({ value, label: value }))]}
          value={category}
          onChange={setCategory}
          searchLabel={t('portfolio.projects.searchLabel')}
          searchPlaceholder={t('portfolio.projects.searchPlaceholder')}
          searchValue={search}
          onSearchChange={setSearch}
        />
        {projects.status === 'loading' ? (
          <LoadingText>{t('loading')}</LoadingText>
        ) : shown.length === 0 && list.length > 0 ? (
          // Filters hid every project: say so and offer the way back in one press (focus stays on the page).
          <div className={portfolio.noResults} role="status">
            <p className={portfolio.noResultsTitle}>{t('portfolio.projects.noResults')}</p>
            <p>{t('portfolio.projects.noResultsHint')}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setCategory(ALL);
                setSearch('');
              }}
            >
              {t('portfolio.projects.clearFilters')}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p role="status">{t('portfolio.projects.empty')}</p>
        ) : (
          <ul className={styles.cardList} aria-label={t('portfolio.projects.title')}>
            {shown.map((project, index) => (
              <li key={project.id}>
                <ProjectCard
                  // The first card is in the first screenful on a phone: its picture is often the largest paint.
                  {...projectCardProps(project, t, { headingLevel: 2, imagePriority: index === 0 })}
                />
              </li>
            ))}
          </ul>
        )}
      </SectionBlock>
    </>
  );
}
