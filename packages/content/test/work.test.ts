import { describe, expect, it } from 'vitest';
import { newsCategories, pageRoutes, projectPages, sampleNews, sampleProjects, strings } from '../src';

const workPages = pageRoutes.map((route) => route.path).filter((path) => /^\/(thjonusta|lausnir)\/[^/]+$/.test(path));

describe('projectPages (which service and solution pages each sample project is work of)', () => {
  it('names every sample project, and only service and solution pages that exist', () => {
    expect(Object.keys(projectPages).sort()).toEqual(sampleProjects.is.map((project) => project.id).sort());
    for (const paths of Object.values(projectPages)) {
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(workPages).toContain(path);
    }
  });

  it('puts on the online-store page the stores only, in every language', () => {
    for (const projects of Object.values(sampleProjects)) {
      const stores = projects.filter((project) => projectPages[project.id as keyof typeof projectPages].includes('/lausnir/netverslun'));
      expect(stores.map((project) => project.id)).toEqual(['fjallalind-vefverslun', 'havnegaard-vefverslun', 'olivera-vefverslun']);
      // The three share one category, the store category of that language.
      expect(new Set(stores.map((project) => project.category)).size).toBe(1);
    }
  });

  it('puts each project on a page named by one of its own tags or its category in Icelandic', () => {
    // The Icelandic tags name the work (Bókunarkerfi, WordPress Express): a page a project is listed on is never a guess.
    const named: Record<string, string> = { '/lausnir/bokunarkerfi': 'Bókunarkerfi', '/lausnir/wordpress-express': 'WordPress Express', '/lausnir/gervigreind': 'Gervigreind', '/lausnir/askriftarkerfi': 'Áskrift' };
    for (const project of sampleProjects.is) {
      for (const [path, word] of Object.entries(named)) {
        const tagged = project.tags.some((tag) => tag.startsWith(word));
        if (projectPages[project.id as keyof typeof projectPages].includes(path)) expect(tagged, `${project.id} on ${path}`).toBe(true);
      }
    }
  });
});

describe('newsCategories (the category of each sample article, for its cover)', () => {
  it('names every sample article, and each category has a name in every language', () => {
    expect(Object.keys(newsCategories).sort()).toEqual(sampleNews.is.map((item) => item.slug).sort());
    for (const category of new Set(Object.values(newsCategories))) {
      for (const locale of ['is', 'en', 'es', 'da'] as const) expect(strings[locale].common.portfolio.news.categories[category]).toMatch(/\S/);
    }
  });
});

describe('sample case studies (review 35h: the result figure was said three times on a project page)', () => {
  it('a result’s text never restates its figures in digits: the figures stand in the facts panel', () => {
    for (const [locale, projects] of Object.entries(sampleProjects)) {
      for (const project of projects) {
        for (const figure of project.results) {
          const digits = figure.value.replace(/[^\d]/g, '');
          if (!digits) continue;
          expect(project.result, `${locale} ${project.id}: ${figure.value}`).not.toMatch(new RegExp(`(^|\\D)${digits}(\\D|$)`));
        }
      }
    }
  });
});
