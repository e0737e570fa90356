// The migration and the seed on a real PostgreSQL 15: anon may read and nothing else, the tables refuse
// unsafe rows, and the six reads of spec section 7 return the sample rows of each language, ordered.
import { locales, type Locale } from '@hraun/content';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toList, toNewsItem, toProject, toProjectTitle } from '../../src/data/rows';
import { createSampleSource } from '../../src/data/sample-source';
import { projectFixture } from '../projectFixture';
import { describeWith, postgresRequirement } from '../require';
import { ensurePostgresRunning, ThrowawayDatabase } from './postgres';

const supabaseDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../supabase');
const migrations = readdirSync(join(supabaseDir, 'migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(join(supabaseDir, 'migrations', file), 'utf8'));
const seed = readFileSync(join(supabaseDir, 'seed.sql'), 'utf8');

const db = new ThrowawayDatabase();
const asAnon = 'set role anon;';

/** A SQL literal for test values (ids and slugs of the sample data). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const forLocale = (locale: Locale) => `(locale is null or locale = ${literal(locale)})`;

/** The six reads, as the SQL PostgREST runs for them (`or=(locale.is.null,locale.eq.xx)` included). */
const reads = {
  projectTitle: (locale: Locale, id: string) =>
    `select title from public.projects where id = ${literal(id)} and ${forLocale(locale)}`,
  projects: (locale: Locale) => `select * from public.projects where ${forLocale(locale)} order by published_at desc`,
  project: (locale: Locale, id: string) =>
    `select * from public.projects where id = ${literal(id)} and ${forLocale(locale)}`,
  latestNews: (locale: Locale) =>
    `select * from public.news where ${forLocale(locale)} order by published_at desc limit 3`,
  news: (locale: Locale) => `select * from public.news where ${forLocale(locale)} order by published_at desc`,
  newsItem: (locale: Locale, slug: string) =>
    `select * from public.news where slug = ${literal(slug)} and ${forLocale(locale)}`,
};

function anonRows(sql: string): unknown[] {
  return db.rows(sql, asAnon) as unknown[];
}

/** Why PostgreSQL cannot be used here, or `null`: decided while collecting, before any hook of the suite runs. */
function postgresUnavailable(): string | null {
  try {
    ensurePostgresRunning();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describeWith(postgresRequirement(postgresUnavailable()), 'the Supabase tables on PostgreSQL', () => {
  beforeAll(() => {
    db.create();
    for (const migration of migrations) db.exec(migration);
    db.exec(seed);
  });

  afterAll(() => db.drop());

  describe('migration', () => {
    it('applies twice without error (it is idempotent)', () => {
      for (const migration of migrations) db.exec(migration);
    });

    it('creates the Supabase roles when missing, with row level security enabled on both tables', () => {
      expect(db.exec(`select string_agg(rolname, ',' order by rolname) from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role')`)).toBe('anon,authenticated,service_role');
      expect(db.exec(`select string_agg(relname || '=' || relrowsecurity, ',' order by relname) from pg_class
        where relname in ('projects', 'news') and relnamespace = 'public'::regnamespace`)).toBe('news=true,projects=true');
    });

    it('has indexes for the reads by date, language, id and slug', () => {
      const indexes = db.exec(`select string_agg(indexdef, E'\\n') from pg_indexes where schemaname = 'public'`);
      expect(indexes).toMatch(/projects_id_locale_unique .*\(id, locale\) NULLS NOT DISTINCT/);
      expect(indexes).toMatch(/projects .*\(published_at DESC\)/);
      expect(indexes).toMatch(/projects .*\(locale, published_at DESC\)/);
      expect(indexes).toMatch(/news .*\(published_at DESC\)/);
      expect(indexes).toMatch(/news .*\(locale, published_at DESC\)/);
      expect(indexes).toMatch(/news_slug_locale_unique .*\(slug, locale\) NULLS NOT DISTINCT/);
    });
  });

  describe('permissions', () => {
    const writes = {
      insert: {
        projects: `insert into public.projects (id, title) values ('anon-was-here', 'x')`,
        news: `insert into public.news (slug, title) values ('anon-was-here', 'x')`,
      },
      update: {
        projects: `update public.projects set title = 'defaced'`,
        news: `update public.news set title = 'defaced'`,
      },
      delete: { projects: `delete from public.projects`, news: `delete from public.news` },
    };

    for (const role of ['anon', 'authenticated']) {
      it(`${role} may select every row of both tables`, () => {
        const seen = db.exec(`begin;
          insert into public.projects (id, title) values ('visible', 'Visible');
          insert into public.news (slug, title) values ('visible', 'Visible');
          select count(*) from public.projects;
          select count(*) from public.news;
          set local role ${role};
          select count(*) from public.projects;
          select count(*) from public.news;
          select title from public.projects where id = 'visible';
          select title from public.news where slug = 'visible';
          rollback;`);
        const [projectsAll, newsAll, projectsSeen, newsSeen, ...titles] = seen.split('\n');
        expect(Number(projectsAll)).toBeGreaterThan(0);
        expect([projectsSeen, newsSeen]).toEqual([projectsAll, newsAll]);
        expect(titles).toEqual(['Visible', 'Visible']);
      });

      for (const [verb, statements] of Object.entries(writes)) {
        for (const [table, statement] of Object.entries(statements)) {
          it(`${role} may not ${verb} ${table}`, () => {
            const result = db.psql(`set role ${role}; ${statement};`);
            expect(result.ok).toBe(false);
            expect(result.stderr).toContain(`permission denied for table ${table}`);
          });
        }
      }

      it(`${role} may not truncate or change the tables`, () => {
        expect(db.psql(`set role ${role}; truncate public.news;`).stderr).toContain('permission denied');
        expect(db.psql(`set role ${role}; alter table public.news add column x int;`).stderr).toMatch(/must be owner/);
      });
    }

    it('the data is untouched after all those attempts', () => {
      expect(db.exec(`select count(*) from public.projects where id = 'anon-was-here' or title = 'defaced'`)).toBe('0');
      expect(db.exec(`select count(*) from public.news where slug = 'anon-was-here' or title = 'defaced'`)).toBe('0');
    });

    it('row level security refuses anon writes even if a grant were added by mistake', () => {
      const result = db.psql(`begin;
        grant insert, update, delete on public.projects to anon;
        set local role anon;
        insert into public.projects (id, title) values ('leak', 'x');
        rollback;`);
      expect(result.ok).toBe(false);
      expect(result.stderr).toContain('new row violates row-level security policy');
      const updated = db.exec(`begin;
        grant update, delete on public.projects to anon;
        set local role anon;
        with changed as (update public.projects set title = 'defaced' returning 1),
          removed as (delete from public.projects returning 1)
        select (select count(*) from changed) + (select count(*) from removed);
        rollback;`);
      expect(updated).toBe('0');
    });

    it('the service role may write, for whoever manages the content', () => {
      expect(
        db.exec(`begin; set local role service_role;
          insert into public.news (slug, title, content) values ('service-note', 'Note', '') returning slug;
          rollback;`),
      ).toBe('service-note');
    });
  });

  describe('the tables refuse unsafe rows', () => {
    it.each([
      ['a javascript: link', `insert into public.projects (id, title, link) values ('x1', 'x', 'javascript:alert(1)')`],
      ['a data: image', `insert into public.projects (id, title, image_url) values ('x2', 'x', 'data:image/png;base64,AA')`],
      ['a protocol-relative image', `insert into public.news (slug, title, image_url) values ('x3', 'x', '//evil.example/x.png')`],
      ['a link with a space', `insert into public.projects (id, title, link) values ('x4', 'x', 'https://a.example/ b')`],
      ['an unknown locale', `insert into public.projects (id, title, locale) values ('x5', 'x', 'fr')`],
      ['a blank title', `insert into public.news (slug, title) values ('x6', '   ')`],
      ['a slug with a slash', `insert into public.news (slug, title) values ('a/b', 'x')`],
      ['an id with a space', `insert into public.projects (id, title) values ('a b', 'x')`],
      ['a javascript: picture', `insert into public.projects (id, title, image) values ('x7', 'x', '{"src":"javascript:x","width":1,"height":1}')`],
      ['a picture without a size', `insert into public.projects (id, title, image) values ('x8', 'x', '{"src":"/a.jpg"}')`],
      ['results that are not a list', `insert into public.projects (id, title, results) values ('x9', 'x', '{"value":"1"}')`],
      ['a figure without a label', `insert into public.projects (id, title, results) values ('x10', 'x', '[{"value":"1"}]')`],
      ['a gallery that is not a list', `insert into public.projects (id, title, gallery) values ('x11', 'x', '{}')`],
      ['a challenge over 5000 characters', `insert into public.projects (id, title, challenge) values ('x12', 'x', repeat('a', 5001))`],
      ['deliverables that are not a list', `insert into public.projects (id, title, deliverables) values ('x13', 'x', '{"a":"b"}')`],
      ['a deliverable that is not text', `insert into public.projects (id, title, deliverables) values ('x14', 'x', '["ok", 3]')`],
      ['a blank deliverable', `insert into public.projects (id, title, deliverables) values ('x15', 'x', '["ok", "  "]')`],
      ['a deliverable over 200 characters', `insert into public.projects (id, title, deliverables) values ('x16', 'x', jsonb_build_array(repeat('a', 201)))`],
      ['thirteen deliverables', `insert into public.projects (id, title, deliverables) values ('x17', 'x', (select jsonb_agg('line ' || n) from generate_series(1, 13) as n))`],
    ])('%s', (_, statement) => {
      const result = db.psql(`begin; ${statement}; rollback;`);
      expect(result.ok).toBe(false);
      expect(result.stderr).toMatch(/violates check constraint/);
    });

    it('accepts http(s) URLs and same-origin image paths', () => {
      db.exec(`begin;
        insert into public.projects (id, title, link, image_url) values ('ok1', 'x', 'https://hraun.is/a?b=c', '/images/p.jpg');
        insert into public.projects (id, title, image, results, gallery) values ('ok3', 'x',
          '{"src":"/images/work/a-800.jpg","width":1200,"height":675,"alt":"A"}',
          '[{"value":"+40%","label":"more orders"}]', '[{"src":"https://cdn.example.com/b.jpg","width":800,"height":600}]');
        insert into public.news (slug, title, image_url) values ('ok2', 'x', 'http://cdn.example.com/i.png');
        insert into public.projects (id, title, deliverables) values ('ok4', 'x', jsonb_build_array('A two-step checkout', repeat('a', 200)));
        insert into public.projects (id, title) values ('ok5', 'x');
        rollback;`);
    });

    it('a project id is unique per language and cannot be both global and localised', () => {
      const duplicate = db.psql(`begin;
        insert into public.projects (id, title, locale) values ('twice', 'x', 'en');
        insert into public.projects (id, title, locale) values ('twice', 'y', 'en');
        rollback;`);
      expect(duplicate.stderr).toMatch(/duplicate key|already exists/);
      const shadowed = db.psql(`begin;
        insert into public.projects (id, title, locale) values ('shadow', 'x', null);
        insert into public.projects (id, title, locale) values ('shadow', 'y', 'da');
        rollback;`);
      expect(shadowed.stderr).toContain('already exists');
      db.exec(`begin;
        insert into public.projects (id, title, locale) values ('each', 'x', 'is');
        insert into public.projects (id, title, locale) values ('each', 'y', 'en');
        update public.projects set title = 'z' where id = 'each' and locale = 'en';
        rollback;`);
    });

    it('a slug is unique per language and cannot be both global and localised', () => {
      const duplicate = db.psql(`begin;
        insert into public.news (slug, title, locale) values ('twice', 'x', 'en');
        insert into public.news (slug, title, locale) values ('twice', 'y', 'en');
        rollback;`);
      expect(duplicate.stderr).toMatch(/duplicate key|already exists/);
      const shadowed = db.psql(`begin;
        insert into public.news (slug, title, locale) values ('shadow', 'x', null);
        insert into public.news (slug, title, locale) values ('shadow', 'y', 'da');
        rollback;`);
      expect(shadowed.stderr).toContain('already exists');
      db.exec(`begin;
        insert into public.news (slug, title, locale) values ('each', 'x', 'is');
        insert into public.news (slug, title, locale) values ('each', 'y', 'en');
        rollback;`);
    });
  });

  describe('the six reads as anon, on rows of known languages and dates', () => {
    // The seed is set aside inside a transaction that is rolled back, so the expectations are exact.
    const fixture = `begin;
      delete from public.projects;
      delete from public.news;
      insert into public.projects (id, title, published_at, locale) values
        ('fx-global', 'Everywhere', '2024-06-01T12:00:00Z', null),
        ('fx-is-new', 'Nýtt', '2024-07-01T12:00:00Z', 'is'),
        ('fx-is-old', 'Gamalt', '2023-01-01T12:00:00Z', 'is'),
        ('fx-en', 'English only', '2024-08-01T12:00:00Z', 'en');
      insert into public.news (id, slug, title, published_at, locale) values
        ('fx-n-global', 'fx-hello', 'Hello', '2024-05-01T12:00:00Z', null),
        ('fx-n-is1', 'fx-a', 'A', '2024-09-01T12:00:00Z', 'is'),
        ('fx-n-is2', 'fx-b', 'B', '2024-03-01T12:00:00Z', 'is'),
        ('fx-n-is3', 'fx-c', 'C', '2024-04-01T12:00:00Z', 'is'),
        ('fx-n-en', 'fx-a', 'A in English', '2024-10-01T12:00:00Z', 'en');
      set local role anon;`;
    const pick = (rows: unknown, key: 'id' | 'title') => (rows as Record<string, unknown>[]).map((row) => row[key]);
    let results: unknown[] = [];

    beforeAll(() => {
      results = db.rowsOfEach(
        [
          reads.projectTitle('is', 'fx-global'),
          reads.projectTitle('is', 'fx-en'),
          reads.projects('is'),
          reads.projects('en'),
          reads.project('en', 'fx-en'),
          reads.project('is', 'fx-en'),
          reads.latestNews('is'),
          reads.news('is'),
          reads.news('en'),
          reads.newsItem('is', 'fx-a'),
          reads.newsItem('en', 'fx-a'),
          reads.newsItem('da', 'fx-a'),
          reads.newsItem('da', 'fx-hello'),
        ],
        fixture,
        'rollback;',
      );
    });

    it('projectTitle: the title of a project of the language or of every language, else nothing', () => {
      expect(results[0]).toEqual([{ title: 'Everywhere' }]);
      expect(results[1]).toEqual([]);
    });

    it('projects: the language and every language, newest first', () => {
      expect(pick(results[2], 'id')).toEqual(['fx-is-new', 'fx-global', 'fx-is-old']);
      expect(pick(results[3], 'id')).toEqual(['fx-en', 'fx-global']);
    });

    it('project: one row by id, only in its language', () => {
      expect(pick(results[4], 'id')).toEqual(['fx-en']);
      expect(results[5]).toEqual([]);
    });

    it('latestNews: the three newest of the language and every language', () => {
      expect(pick(results[6], 'id')).toEqual(['fx-n-is1', 'fx-n-global', 'fx-n-is3']);
    });

    it('news: all of them, newest first', () => {
      expect(pick(results[7], 'id')).toEqual(['fx-n-is1', 'fx-n-global', 'fx-n-is3', 'fx-n-is2']);
      expect(pick(results[8], 'id')).toEqual(['fx-n-en', 'fx-n-global']);
    });

    it('newsItem: the same slug names each language its own article', () => {
      expect(pick(results[9], 'title')).toEqual(['A']);
      expect(pick(results[10], 'title')).toEqual(['A in English']);
      expect(results[11]).toEqual([]);
      expect(pick(results[12], 'title')).toEqual(['Hello']);
    });

    it('the rows validate into what the pages show', () => {
      const projects = toList(results[2], 'is', toProject, (item) => item.id);
      expect(projects.map((project) => project.id)).toEqual(['fx-is-new', 'fx-global', 'fx-is-old']);
      // Every column left out of the insert, the case-study ones included, reads as "none".
      expect(projects[0]).toEqual(projectFixture({ id: 'fx-is-new', title: 'Nýtt', published_at: '2024-07-01T12:00:00.000Z' }));
    });

    it('the seed is back after the rollback', () => {
      expect(db.exec(`select count(*) from public.projects where id like 'fx-%'`)).toBe('0');
    });
  });

  describe.each(locales)('the seed read as anon, in %s, is the sample data', (locale) => {
    const sample = createSampleSource(locale);

    it('projects: the sample projects of the language, newest first', async () => {
      const rows = anonRows(reads.projects(locale));
      const times = rows.map((row) => Date.parse((row as { published_at: string }).published_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const projects = toList(rows, locale, toProject, (item) => item.id);
      expect(projects).toHaveLength(rows.length);
      expect(projects).toEqual(await sample.projects());
    });

    it('project and projectTitle: one row by id, none for an unknown id', async () => {
      for (const expected of await sample.projects()) {
        const rows = anonRows(reads.project(locale, expected.id));
        expect(rows).toHaveLength(1);
        expect(toProject(rows[0])).toEqual(expected);
        const titles = anonRows(reads.projectTitle(locale, expected.id));
        expect(titles).toEqual([{ title: expected.title }]);
        expect(toProjectTitle(titles[0])).toBe(expected.title);
      }
      expect(anonRows(reads.project(locale, 'no-such-project'))).toEqual([]);
    });

    it('latestNews: the three newest news items', async () => {
      const rows = anonRows(reads.latestNews(locale));
      expect(rows.length).toBeLessThanOrEqual(3);
      expect(toList(rows, locale, toNewsItem, (item) => item.slug)).toEqual(await sample.latestNews());
    });

    it('news: every news item of the language, newest first', async () => {
      const rows = anonRows(reads.news(locale));
      const times = rows.map((row) => Date.parse((row as { published_at: string }).published_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(toList(rows, locale, toNewsItem, (item) => item.slug)).toEqual(await sample.news());
    });

    it('newsItem: one row by slug, none for an unknown slug', async () => {
      for (const expected of await sample.news()) {
        const rows = anonRows(reads.newsItem(locale, expected.slug));
        expect(rows).toHaveLength(1);
        expect(toNewsItem(rows[0])).toEqual(expected);
      }
      expect(anonRows(reads.newsItem(locale, 'no-such-article'))).toEqual([]);
    });

    it('a new row without a language shows in this language; a row of another language does not', () => {
      const other = locales.find((candidate) => candidate !== locale) as Locale;
      const seen = db.exec(`begin;
        insert into public.projects (id, title, published_at, locale) values ('global-${locale}', 'Everywhere', '2100-01-01', null);
        insert into public.projects (id, title, published_at, locale) values ('foreign-${locale}', 'Elsewhere', '2100-01-02', '${other}');
        set local role anon;
        select string_agg(id, ',' order by published_at desc) from (${reads.projects(locale)} limit 1) newest;
        rollback;`);
      expect(seen).toBe(`global-${locale}`);
    });
  });
});
