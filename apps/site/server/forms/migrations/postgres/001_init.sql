-- Form submissions and their notification outbox (PostgreSQL). The tables live in their own schema
-- `forms`, not in `public`: on Supabase `public` is exposed through the REST API with default grants to
-- the anon role, and submissions must never be readable there.
create schema if not exists forms;
revoke all on schema forms from public;

create table forms.submissions (
  id uuid primary key,
  form_name text not null,
  locale text not null,
  fields jsonb not null,
  created_at timestamptz not null,
  -- HMAC-SHA256 of the client address with a per-database secret (table settings): lets abuse be
  -- correlated without keeping addresses.
  client_ip_hash text
);
create index submissions_created_at on forms.submissions (created_at);
create index submissions_form_created_at on forms.submissions (form_name, created_at);

create table forms.outbox (
  id uuid primary key,
  submission_id uuid not null references forms.submissions (id) on delete cascade,
  channel text not null check (channel in ('smtp', 'webhook')),
  attempts integer not null default 0,
  -- When the next attempt is due; null once delivered or given up.
  next_attempt_at timestamptz,
  last_error text,
  delivered_at timestamptz,
  unique (submission_id, channel)
);
create index outbox_due on forms.outbox (next_attempt_at) where delivered_at is null and next_attempt_at is not null;

create table forms.settings (
  key text primary key,
  value text not null
);

-- Defence in depth: no policies, so only the owner (the server's role) reads or writes them.
alter table forms.submissions enable row level security;
alter table forms.outbox enable row level security;
alter table forms.settings enable row level security;
