-- Projects and news: the two tables the site reads (spec sections 3 and 7), readable by the public
-- anonymous key and by nothing else of the public. Content is written with the service role (the
-- dashboard or a script), never from the site.
--
-- Runs on Supabase and on a plain PostgreSQL 15+: the roles Supabase provides are created when missing.

-- Roles are shared by the whole cluster: two databases migrated at the same moment may both find a role missing, and
-- the second create then fails. Each create ignores a role another session has just made.
do $$
declare
  wanted text[][] := array[
    ['anon', 'nologin noinherit'],
    ['authenticated', 'nologin noinherit'],
    ['service_role', 'nologin noinherit bypassrls']
  ];
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (select from pg_roles where rolname = wanted[i][1]) then
      begin
        execute format('create role %I %s', wanted[i][1], wanted[i][2]);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- A language of the site; null in a locale column means "shown on every domain".
-- (A check rather than an enum, so a fifth language is a one-line change.)

create table if not exists public.projects (
  -- The id is the project's address (/verkefni/{id}); each language may have its own row under the same id,
  -- so switching domains keeps the path. Unique per language (see projects_id_locale_unique).
  id text not null
    constraint projects_id_format check (id ~ '^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$'),
  title text not null
    constraint projects_title_length check (char_length(btrim(title)) between 1 and 300),
  description text not null default ''
    constraint projects_description_length check (char_length(description) <= 2000),
  content text not null default ''
    constraint projects_content_length check (char_length(content) <= 100000),
  category text not null default ''
    constraint projects_category_length check (char_length(category) <= 100),
  tags text[] not null default '{}'
    constraint projects_tags_count check (coalesce(array_length(tags, 1), 0) <= 30),
  -- An absolute http(s) URL or a same-origin path; never javascript:, data: or another scheme.
  image_url text
    constraint projects_image_url_scheme check (
      char_length(image_url) <= 2048 and image_url !~ '[[:space:][:cntrl:]]'
      and (image_url ~* '^https?://[^/?#@]+' or image_url ~ '^/[^/\\]')
    ),
  -- The external link button: an absolute http(s) URL only.
  link text
    constraint projects_link_scheme check (
      char_length(link) <= 2048 and link !~ '[[:space:][:cntrl:]]' and link ~* '^https?://[^/?#@]+'
    ),
  published_at timestamptz not null default now(),
  locale text
    constraint projects_locale check (locale in ('is', 'en', 'es', 'da')),
  constraint projects_id_locale_unique unique nulls not distinct (id, locale)
);

comment on table public.projects is 'Portfolio projects shown on /verkefni; rows with a null locale show on every domain.';

create table if not exists public.news (
  id text primary key default gen_random_uuid()::text
    constraint news_id_format check (id ~ '^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$'),
  slug text not null
    constraint news_slug_format check (slug ~ '^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$'),
  title text not null
    constraint news_title_length check (char_length(btrim(title)) between 1 and 300),
  excerpt text
    constraint news_excerpt_length check (char_length(excerpt) <= 2000),
  content text not null default ''
    constraint news_content_length check (char_length(content) <= 100000),
  image_url text
    constraint news_image_url_scheme check (
      char_length(image_url) <= 2048 and image_url !~ '[[:space:][:cntrl:]]'
      and (image_url ~* '^https?://[^/?#@]+' or image_url ~ '^/[^/\\]')
    ),
  published_at timestamptz not null default now(),
  locale text
    constraint news_locale check (locale in ('is', 'en', 'es', 'da')),
  -- The same slug may name an article in each language (and once with no language).
  constraint news_slug_locale_unique unique nulls not distinct (slug, locale)
);

comment on table public.news is 'News articles shown on / and /frettir; rows with a null locale show on every domain.';

-- A key (a news slug, a project id) that has a row for every domain (locale null) must not also have a row
-- for one language: its address on that domain would match two rows, and the single-row read would find none.
create or replace function public.news_slug_is_free() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Serialises writers of the same slug, so two concurrent inserts cannot both pass the check.
  perform pg_advisory_xact_lock(hashtext('public.news.slug'), hashtext(new.slug));
  if exists (
    select from public.news
    where slug = new.slug
      and id <> new.id
      and (locale is null or new.locale is null or locale = new.locale)
  ) then
    raise exception 'news slug "%" already exists for locale % or for every locale', new.slug, coalesce(new.locale, 'null')
      using errcode = 'unique_violation';
  end if;
  return new;
end
$$;

drop trigger if exists news_slug_is_free on public.news;
create trigger news_slug_is_free
  before insert or update of slug, locale on public.news
  for each row execute function public.news_slug_is_free();

create or replace function public.projects_id_is_free() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('public.projects.id'), hashtext(new.id));
  if exists (
    select from public.projects
    where id = new.id
      -- (id, locale) is unique, so it names the row being updated, which must not count against itself.
      and not (tg_op = 'UPDATE' and id = old.id and locale is not distinct from old.locale)
      and (locale is null or new.locale is null or locale = new.locale)
  ) then
    raise exception 'project id "%" already exists for locale % or for every locale', new.id, coalesce(new.locale, 'null')
      using errcode = 'unique_violation';
  end if;
  return new;
end
$$;

drop trigger if exists projects_id_is_free on public.projects;
create trigger projects_id_is_free
  before insert or update of id, locale on public.projects
  for each row execute function public.projects_id_is_free();

-- Indexes for the six reads: lists by date (all rows, or per language); one project by id is served by
-- projects_id_locale_unique, one article by slug by news_slug_locale_unique (both lead with the key).
create index if not exists projects_published_at_idx on public.projects (published_at desc);
create index if not exists projects_locale_published_at_idx on public.projects (locale, published_at desc);
create index if not exists news_published_at_idx on public.news (published_at desc);
create index if not exists news_locale_published_at_idx on public.news (locale, published_at desc);

-- Privileges: Supabase's default privileges give anon and authenticated everything on new tables, so
-- take it all back and give only SELECT. The service role keeps full access to manage content.
revoke all on table public.projects, public.news from public, anon, authenticated;
grant select on table public.projects, public.news to anon, authenticated;
grant all on table public.projects, public.news to service_role;
revoke all on function public.news_slug_is_free(), public.projects_id_is_free() from public, anon, authenticated;

-- Row level security: reading is the only thing a policy allows; with no policy for insert, update or
-- delete, those are refused even if a grant were added by mistake.
alter table public.projects enable row level security;
alter table public.news enable row level security;

drop policy if exists "projects are readable by everyone" on public.projects;
create policy "projects are readable by everyone" on public.projects
  for select to anon, authenticated using (true);

drop policy if exists "news is readable by everyone" on public.news;
create policy "news is readable by everyone" on public.news
  for select to anon, authenticated using (true);
