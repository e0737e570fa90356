// Builds supabase/seed.sql from the content package's sample data, so the database and the embedded
// default show the same projects and news. Used by tools/generate-seed.ts and by the test that keeps
// the committed seed.sql in step with the sample data. Never imported by pages.
import { locales, type Locale } from '@hraun/content';
import { toList, toNewsItem, toProject } from '../src/data/rows';
import { bundledSampleData, type SampleData } from '../src/data/sample-data';
import type { NewsItem, Project } from '../src/data/types';

/** A JSON value written as a `jsonb` literal. */
class Json {
  constructor(readonly value: unknown) {}
}

type SqlValue = string | string[] | Json | null;

/** A SQL string literal (standard_conforming_strings is on, so only quotes need doubling). */
export function sqlString(value: string): string {
  if (value.includes('\u0000')) throw new Error('text for PostgreSQL cannot contain NUL');
  return `'${value.replaceAll("'", "''")}'`;
}

function sqlValue(value: SqlValue): string {
  if (value === null) return 'null';
  if (value instanceof Json) return `${sqlString(JSON.stringify(value.value))}::jsonb`;
  if (Array.isArray(value)) return value.length === 0 ? `'{}'::text[]` : `array[${value.map(sqlString).join(', ')}]::text[]`;
  return sqlString(value);
}

function insert(table: string, columns: string[], rows: SqlValue[][]): string {
  if (rows.length === 0) return `-- no ${table} in the sample data\n`;
  const values = rows.map((row) => `  (${row.map(sqlValue).join(', ')})`).join(',\n');
  // Seeding twice, or over rows someone edited, keeps what is there.
  return `insert into public.${table} (${columns.join(', ')}) values\n${values}\non conflict do nothing;\n`;
}

function projectRow(project: Project, locale: Locale): SqlValue[] {
  return [
    project.id,
    project.title,
    project.description,
    project.content,
    project.category,
    project.tags,
    project.image_url,
    project.link,
    project.published_at,
    locale,
    project.image ? new Json(project.image) : null,
    project.challenge,
    project.solution,
    project.result,
    new Json(project.results),
    new Json(project.gallery),
  ];
}

function newsRow(item: NewsItem, locale: Locale): SqlValue[] {
  return [item.id, item.slug, item.title, item.excerpt, item.content, item.image_url, item.published_at, locale];
}

/**
 * The seed: every sample project and news item of every language, with its language in `locale`.
 * Rows pass the same validation as in the sample source, so the database holds what the site shows.
 */
export function seedSql(data: SampleData = bundledSampleData): string {
  const projects = locales.flatMap((locale) =>
    toList(data.projects[locale], locale, toProject, (item) => item.id).map((project) => projectRow(project, locale)),
  );
  const news = locales.flatMap((locale) =>
    toList(data.news[locale], locale, toNewsItem, (item) => item.slug).map((item) => newsRow(item, locale)),
  );
  return [
    '-- Sample projects and news in the four languages, for local development and previews.',
    '-- Generated from packages/content sample data by apps/site/tools/generate-seed.ts; do not edit by hand.',
    '-- Apply after the migrations: psql -f supabase/migrations/*.sql -f supabase/seed.sql (or supabase db reset).',
    '',
    'set standard_conforming_strings = on;',
    '',
    insert(
      'projects',
      [
        'id', 'title', 'description', 'content', 'category', 'tags', 'image_url', 'link', 'published_at', 'locale',
        'image', 'challenge', 'solution', 'result', 'results', 'gallery',
      ],
      projects,
    ),
    insert('news', ['id', 'slug', 'title', 'excerpt', 'content', 'image_url', 'published_at', 'locale'], news),
  ].join('\n');
}
