-- What was delivered in a project, one line each, shown as the project's own list on its case study (issue 35: the
-- pages showed the same generic list on every project). A JSON array of at most twelve non-blank strings of at most
-- 200 characters; the default, an empty list, keeps rows written before this migration valid, and the site shows
-- its generic list for them. The site validates the column again when it reads it (apps/site/src/data/rows.ts).

alter table public.projects
  add column if not exists deliverables jsonb not null default '[]'::jsonb
    constraint projects_deliverables_shape check (
      jsonb_typeof(deliverables) = 'array' and jsonb_array_length(deliverables) <= 12
      -- No subquery in a check: each item is held to its type, a visible character and its length by jsonpath.
      and not jsonb_path_exists(
        deliverables,
        '$[*] ? (@.type() != "string" || !(@ like_regex "[^[:space:]]") || @ like_regex "^.{201}" flag "s")'
      )
    );

comment on column public.projects.deliverables is 'What was delivered, one line each: ["A two-step checkout", …], in the row''s language.';
