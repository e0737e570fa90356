-- Sample projects and news in the four languages, for local development and previews.
-- Generated from packages/content sample data by apps/site/scripts/generate-seed.ts; do not edit by hand.
-- Apply after the migrations: psql -f supabase/migrations/*.sql -f supabase/seed.sql (or supabase db reset).

set standard_conforming_strings = on;

-- no projects in the sample data

-- no news in the sample data
