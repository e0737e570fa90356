-- Proof as data: the clients the agency has worked for (with their logos) and what they said (testimonials), read
-- by the public anonymous key and written only with the service role, like projects and news. Projects gain the
-- facts of a case study that are not text: the client and the platform.
--
-- Why a clients table rather than a logo column on testimonials: one client has one logo and one country, shared by
-- its quotes, its projects and the logo strip; a column would repeat them on every quote and let them disagree.
-- Why the logo is the address of an SVG file rather than SVG markup: the site draws it with <img>, where an SVG can
-- run no script and load nothing, so a row written carelessly cannot put markup into the page.
--
-- A quote and a role are written in each language in one row ({"is": "…", "en": "…"}), not one row per language as
-- projects and news are: a quote is one person's words, translated, and must not drift apart between languages.
-- A language missing from a row hides that quote on that language's domain only.

-- Text per language: an object whose keys are languages of the site and whose values are non-blank text of at most
-- max_length characters.
create or replace function public.is_text_per_language(value jsonb, max_length int) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(value) = 'object'
    and not exists (
      select from jsonb_each(value) as entry
      where entry.key not in ('is', 'en', 'es', 'da')
        or jsonb_typeof(entry.value) <> 'string'
        or char_length(btrim(entry.value #>> '{}')) not between 1 and max_length
    ), false)
$$;

revoke all on function public.is_text_per_language(jsonb, int) from public, anon, authenticated;
grant execute on function public.is_text_per_language(jsonb, int) to service_role;

create table if not exists public.clients (
  id text primary key
    constraint clients_id_format check (id ~ '^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$'),
  name text not null
    constraint clients_name_length check (char_length(btrim(name)) between 1 and 200),
  -- ISO 3166-1 alpha-2 ("IS"); the site writes the country's name in the page's language.
  country text
    constraint clients_country_format check (country ~ '^[A-Z]{2}$'),
  -- An SVG file: a same-origin path or an https URL ending in .svg. Null: the site writes the name instead.
  logo text
    constraint clients_logo_svg check (
      char_length(logo) <= 2048 and logo !~ '[[:space:][:cntrl:]]'
      and (logo ~* '^https://[^/?#@]+/' or logo ~ '^/[^/\\]')
      and logo ~* '\.svg([?#].*)?$'
    ),
  -- The logo's intrinsic size, so the page reserves its room before it loads.
  logo_width int not null default 32
    constraint clients_logo_width check (logo_width between 1 and 2000),
  logo_height int not null default 32
    constraint clients_logo_height check (logo_height between 1 and 2000),
  -- Order in the logo strip: smallest first.
  position int not null default 0
);

comment on table public.clients is 'Clients shown as logos and named beside their quotes and projects.';

create table if not exists public.testimonials (
  id text primary key
    constraint testimonials_id_format check (id ~ '^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$'),
  client_id text not null references public.clients (id) on delete cascade,
  -- The project the quote is about (/verkefni/{id}); not a foreign key, since a project's key is (id, locale).
  project_id text
    constraint testimonials_project_id_format check (project_id ~ '^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$'),
  -- The quote in each language, without quotation marks.
  quote jsonb not null
    constraint testimonials_quote_shape check (public.is_text_per_language(quote, 1000) and quote <> '{}'::jsonb),
  -- Who said it, by role ("founder"), in each language; the client's name is added by the site.
  role jsonb not null default '{}'::jsonb
    constraint testimonials_role_shape check (public.is_text_per_language(role, 200)),
  -- The person's name, when they agreed to be named.
  person_name text
    constraint testimonials_person_name_length check (char_length(btrim(person_name)) between 1 and 200),
  -- A square photo of the person: a same-origin path or an https URL.
  photo text
    constraint testimonials_photo_scheme check (
      char_length(photo) <= 2048 and photo !~ '[[:space:][:cntrl:]]'
      and (photo ~* '^https://[^/?#@]+/' or photo ~ '^/[^/\\]')
    ),
  -- Order on the page: smallest first.
  position int not null default 0
);

comment on table public.testimonials is 'Client quotes, each in the four languages; shown on home, on its project and beside the quote form.';

create index if not exists testimonials_project_id on public.testimonials (project_id);
create index if not exists testimonials_client_id on public.testimonials (client_id);

alter table public.projects
  add column if not exists client_id text references public.clients (id) on delete set null,
  add column if not exists platform text
    constraint projects_platform_length check (char_length(btrim(platform)) between 1 and 100);

comment on column public.projects.client_id is 'The client of the project (clients.id): its name, country and logo in the facts column.';
comment on column public.projects.platform is 'What the site runs on ("WooCommerce", "Shopify"), a name: the same in every language.';

-- The public key may read and do nothing else: no write grants, and row level security with a read-only policy as
-- a second lock in case a grant is ever added by mistake.
revoke all on public.clients, public.testimonials from public, anon, authenticated;
grant select on public.clients, public.testimonials to anon, authenticated;
grant all on public.clients, public.testimonials to service_role;

alter table public.clients enable row level security;
alter table public.testimonials enable row level security;

drop policy if exists clients_read on public.clients;
create policy clients_read on public.clients for select to anon, authenticated using (true);
drop policy if exists testimonials_read on public.testimonials;
create policy testimonials_read on public.testimonials for select to anon, authenticated using (true);
