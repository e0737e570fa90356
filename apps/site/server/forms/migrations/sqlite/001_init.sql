-- Form submissions and their notification outbox (SQLite). Timestamps are ISO 8601 UTC text
-- (`2025-01-31T12:00:00.000Z`), which sorts and compares like time.
create table submissions (
  id text primary key,
  form_name text not null,
  locale text not null,
  fields text not null check (json_valid(fields)),
  created_at text not null,
  -- HMAC-SHA256 of the client address with a per-database secret (table settings): lets abuse be
  -- correlated without keeping addresses.
  client_ip_hash text
);
create index submissions_created_at on submissions (created_at);
create index submissions_form_created_at on submissions (form_name, created_at);

create table outbox (
  id text primary key,
  submission_id text not null references submissions (id) on delete cascade,
  channel text not null check (channel in ('smtp', 'webhook')),
  attempts integer not null default 0,
  -- When the next attempt is due; null once delivered or given up.
  next_attempt_at text,
  last_error text,
  delivered_at text,
  unique (submission_id, channel)
);
create index outbox_due on outbox (next_attempt_at) where delivered_at is null and next_attempt_at is not null;

create table settings (
  key text primary key,
  value text not null
);
