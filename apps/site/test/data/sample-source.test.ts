// The embedded default: the content package's sample data behind the same contract as Supabase.
import { locales } from '@hraun/content';
import { describe, expect, it } from 'vitest';
import { toList, toNewsItem, toProject } from '../../src/data/rows';
import { bundledSampleData } from '../../src/data/sample-data';
import { createSampleSource, type SampleData } from '../../src/data/sample-source';

const { projects: sampleProjects, news: sampleNews } = bundledSampleData;

const isNewestFirst = (items: { published_at: string }[]) =>
  items.every((item, index) => index === 0 || Date.parse(items[index - 1]!.published_at) >= Date.parse(item.published_at));

describe.each(locales)('the bundled sample data in %s', (locale) => {
  const source = createSampleSource(locale);

  it('every row is valid: none is dropped', async () => {
    expect(await source.projects()).toHaveLength(sampleProjects[locale].length);
    expect(await source.news()).toHaveLength(sampleNews[locale].length);
    for (const project of sampleProjects[locale]) expect(toProject(project)).not.toBeNull();
    for (const item of sampleNews[locale]) expect(toNewsItem(item)).not.toBeNull();
  });

  it('lists newest first', async () => {
    expect(isNewestFirst(await source.projects())).toBe(true);
    expect(isNewestFirst(await source.news())).toBe(true);
  });

  it('the latest news are the first three of the news list', async () => {
    const all = await source.news();
    expect(await source.latestNews()).toEqual(all.slice(0, 3));
    expect(await source.latestNews(1)).toEqual(all.slice(0, 1));
  });

  it('finds every project and its title by id, and every news item by slug', async () => {
    for (const project of await source.projects()) {
      await expect(source.project(project.id)).resolves.toEqual(project);
      await expect(source.projectTitle(project.id)).resolves.toBe(project.title);
    }
    for (const item of await source.news()) await expect(source.newsItem(item.slug)).resolves.toEqual(item);
  });

  it('resolves null for a record that does not exist', async () => {
    await expect(source.project('no-such-project')).resolves.toBeNull();
    await expect(source.projectTitle('no-such-project')).resolves.toBeNull();
    await expect(source.newsItem('no-such-article')).resolves.toBeNull();
    await expect(source.project('../etc/passwd')).resolves.toBeNull();
  });

  it('ids are unique per language, and slugs too', async () => {
    const ids = (await source.projects()).map((project) => project.id);
    const slugs = (await source.news()).map((item) => item.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe('createSampleSource', () => {
  const data: SampleData = {
    projects: {
      is: [
        { id: 'b', title: 'B', tags: ['x'], published_at: '2023-01-01', link: 'javascript:alert(1)' },
        { id: 'a', title: 'A', tags: [], published_at: '2024-01-01' },
        { id: '', title: 'no id', published_at: '2024-01-01' },
      ],
      en: [],
      es: [],
      da: [],
    },
    news: {
      is: [
        { id: '1', slug: 'one', title: 'One', content: 'c', published_at: '2020-01-01' },
        { id: '2', slug: 'two', title: 'Two', content: 'c', published_at: '2022-01-01' },
        { id: '3', slug: 'three', title: 'Three', content: 'c', published_at: '2021-01-01' },
        { id: '4', slug: 'four', title: 'Four', content: 'c', published_at: '2019-01-01' },
      ],
      en: [],
      es: [],
      da: [],
    },
  };
  const source = createSampleSource('is', data);

  it('applies the same validation as the Supabase source', async () => {
    const projects = await source.projects();
    expect(projects.map((project) => project.id)).toEqual(['a', 'b']);
    expect(projects[1]?.link).toBeNull();
    expect(projects).toEqual(toList(data.projects.is, 'is', toProject, (project) => project.id));
  });

  it('sorts newest first and limits the latest news', async () => {
    expect((await source.news()).map((item) => item.slug)).toEqual(['two', 'three', 'one', 'four']);
    expect((await source.latestNews()).map((item) => item.slug)).toEqual(['two', 'three', 'one']);
  });

  it('hands out records nobody can change for the next reader', async () => {
    const [first] = await source.projects();
    expect(() => {
      (first as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(() => first?.tags.push('x')).toThrow(TypeError);
    const list = await source.projects();
    list.pop();
    expect(await source.projects()).toHaveLength(2);
  });

  it('reads only its own language', async () => {
    await expect(createSampleSource('en', data).projects()).resolves.toEqual([]);
  });
});
