-- The form rate limit's counts, shared by every instance on this database (a restart keeps them too): one row per
-- client key (an IPv4 address, an IPv6 prefix) with the times of its posts inside the window, oldest first.
create table forms.rate_limit (
  key text primary key,
  hits timestamptz[] not null
);
create index rate_limit_last_hit on forms.rate_limit ((hits[cardinality(hits)]));
alter table forms.rate_limit enable row level security;
