import type { Locale } from '@hraun/content';
import { LATEST_NEWS_LIMIT, type ContentSource } from './source';
import { listLimit, recordKey, toClients, toList, toNewsItem, toProject, toTestimonials } from './rows';
import { bundledSampleData, type SampleData } from './sample-data';
import type { Client, NewsItem, Project, Testimonial } from './types';

export type { SampleData } from './sample-data';

function freezeProject(project: Project): Project {
  Object.freeze(project.tags);
  return Object.freeze(project);
}

/**
 * The embedded default: the content package's sample data for one language, with the same semantics as
 * the Supabase source (validated rows, newest first, `null` for a missing record). Reads never reject.
 */
export function createSampleSource(locale: Locale, data: SampleData = bundledSampleData): ContentSource {
  // Validated and sorted once, then frozen: every read hands out the same records, so none may change them.
  let projectList: Project[] | undefined;
  let newsList: NewsItem[] | undefined;
  let clientList: Client[] | undefined;
  let testimonialList: Testimonial[] | undefined;
  const allClients = () => (clientList ??= toClients(data.clients ?? []).map((item) => Object.freeze(item)));
  const allTestimonials = () =>
    (testimonialList ??= toTestimonials(data.testimonials ?? [], allClients(), locale).map((item) => Object.freeze(item)));
  const allProjects = () =>
    (projectList ??= toList(data.projects[locale], locale, toProject, (item) => item.id).map(freezeProject));
  const allNews = () =>
    (newsList ??= toList(data.news[locale], locale, toNewsItem, (item) => item.slug).map((item) => Object.freeze(item)));
  const findProject = (id: string) => {
    const key = recordKey(id);
    return key === null ? null : (allProjects().find((item) => item.id === key) ?? null);
  };

  return {
    projectTitle: async (id) => findProject(id)?.title ?? null,
    projects: async () => [...allProjects()],
    project: async (id) => findProject(id),
    latestNews: async (limit = LATEST_NEWS_LIMIT) => allNews().slice(0, listLimit(limit, LATEST_NEWS_LIMIT)),
    news: async () => [...allNews()],
    newsItem: async (slug) => {
      const key = recordKey(slug);
      return key === null ? null : (allNews().find((item) => item.slug === key) ?? null);
    },
    clients: async () => [...allClients()],
    testimonials: async () => [...allTestimonials()],
  };
}
