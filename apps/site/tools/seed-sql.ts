// Builds supabase/seed.sql from the content package's sample data, so the database and the embedded
// default show the same projects and news. Used by tools/generate-seed.ts and by the test that keeps
// the committed seed.sql in step with the sample data. Never imported by pages.
import { locales, type Locale } from '@hraun/content';
import * as v from 'valibot';
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
    project.client_id,
    project.platform,
    new Json(project.deliverables),
  ];
}

function newsRow(item: NewsItem, locale: Locale): SqlValue[] {
  return [item.id, item.slug, item.title, item.excerpt, item.content, item.image_url, item.published_at, locale];
}

/**
 * The seed: every sample project and news item of every language, with its language in `locale`.
 * Rows pass the same validation as in the sample source, so the database holds what the site shows.
 */
/** A sample row as it is, after a check that it has the columns the seed writes; the database checks the values. */
function columnsOf(row: unknown, columns: readonly string[]): SqlValue[] {
  const record = v.parse(v.record(v.string(), v.unknown()), row);
  return columns.map((column) => {
    const value = record[column] ?? null;
    if (value === null || typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    return new Json(value);
  });
}

const clientColumns = ['id', 'name', 'country', 'logo', 'logo_width', 'logo_height', 'position'] as const;
const testimonialColumns = ['id', 'client_id', 'project_id', 'quote', 'role', 'person_name', 'photo', 'position'] as const;

export function seedSql(data: SampleData = bundledSampleData): string {
  const projects = locales.flatMap((locale) =>
    toList(data.projects[locale], locale, toProject, (item) => item.id).map((project) => projectRow(project, locale)),
  );
  const news = locales.flatMap((locale) =>
    toList(data.news[locale], locale, toNewsItem, (item) => item.slug).map((item) => newsRow(item, locale)),
  );
  return [
    '-- Sample clients, projects, news and testimonials in the four languages, for local development and previews.',
    '-- Generated from packages/content sample data by apps/site/tools/generate-seed.ts; do not edit by hand.',
    '-- Apply after the migrations: psql -f supabase/migrations/*.sql -f supabase/seed.sql (or supabase db reset).',
    '',
    'set standard_conforming_strings = on;',
    '',
    // Clients first: projects and testimonials refer to them.
    insert('clients', [...clientColumns], (data.clients ?? []).map((row) => columnsOf(row, clientColumns))),
    insert(
      'projects',
      [
        'id', 'title', 'description', 'content', 'category', 'tags', 'image_url', 'link', 'published_at', 'locale',
        'image', 'challenge', 'solution', 'result', 'results', 'gallery', 'client_id', 'platform',
        'deliverables',
      ],
      projects,
    ),
    insert('news', ['id', 'slug', 'title', 'excerpt', 'content', 'image_url', 'published_at', 'locale'], news),
    insert('testimonials', [...testimonialColumns], (data.testimonials ?? []).map((row) => columnsOf(row, testimonialColumns))),
  ].join('\n');
}
