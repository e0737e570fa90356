-- The case study of a project (/verkefni/{id}): its picture with size and text alternative, the challenge, the
-- solution and the result as text, results as large figures, and a gallery. Every column has a default, so rows
-- written before this migration stay valid and show as before (the site falls back to image_url and content).
-- The site validates these again when it reads them (apps/site/src/data/rows.ts); the checks here keep the
-- table editor from storing what the site would drop anyway.

-- A picture: {"src": "/images/…" or "https://…", "width": 1200, "height": 675, "alt": "…"}.
create or replace function public.is_project_image(value jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce: a missing key makes a comparison null, and a check passes on null.
  select coalesce(jsonb_typeof(value) = 'object'
    and jsonb_typeof(value -> 'src') = 'string'
    and char_length(value ->> 'src') <= 2048
    and (value ->> 'src') !~ '[[:space:][:cntrl:]]'
    and ((value ->> 'src') ~* '^https?://[^/?#@]+' or (value ->> 'src') ~ '^/[^/\\]')
    and jsonb_typeof(value -> 'width') = 'number'
    and jsonb_typeof(value -> 'height') = 'number'
    and (value ->> 'width') ~ '^[0-9]{1,5}$' and (value ->> 'width')::int between 1 and 10000
    and (value ->> 'height') ~ '^[0-9]{1,5}$' and (value ->> 'height')::int between 1 and 10000
    and (value -> 'alt' is null or (jsonb_typeof(value -> 'alt') = 'string' and char_length(value ->> 'alt') <= 300)), false)
$$;

alter table public.projects
  add column if not exists image jsonb
    constraint projects_image_shape check (image is null or public.is_project_image(image)),
  add column if not exists challenge text not null default ''
    constraint projects_challenge_length check (char_length(challenge) <= 5000),
  add column if not exists solution text not null default ''
    constraint projects_solution_length check (char_length(solution) <= 5000),
  add column if not exists result text not null default ''
    constraint projects_result_length check (char_length(result) <= 5000),
  -- [{"value": "+40%", "label": "more mobile orders"}], at most six.
  add column if not exists results jsonb not null default '[]'::jsonb
    constraint projects_results_shape check (
      jsonb_typeof(results) = 'array' and jsonb_array_length(results) <= 6
      and not jsonb_path_exists(results, '$[*] ? (@.type() != "object" || !exists(@.value ? (@.type() == "string")) || !exists(@.label ? (@.type() == "string")))')
    ),
  -- Pictures as in image, at most twelve.
  add column if not exists gallery jsonb not null default '[]'::jsonb
    constraint projects_gallery_shape check (jsonb_typeof(gallery) = 'array' and jsonb_array_length(gallery) <= 12);

comment on column public.projects.image is 'The project picture {src, width, height, alt}; null falls back to image_url, then to the default image.';
comment on column public.projects.results is 'Results as large figures: [{value, label}], in the row''s language.';
comment on column public.projects.gallery is 'Further pictures [{src, width, height, alt}], in the row''s language.';

-- Only the writers of content need the check function; the public key reads the columns, it never calls it.
revoke all on function public.is_project_image(jsonb) from public, anon, authenticated;
grant execute on function public.is_project_image(jsonb) to service_role;
