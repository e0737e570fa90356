#!/usr/bin/env bash
# The fast tier for the development loop: lint, type check and the unit tests (content, the kit's components in
# jsdom, the site's pure modules). No build of the site, no browser, no server process, no database: those run in
# `npm test`, which CI runs. Target: under 3 minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
started=$(date +%s)
# The site and its types read the kit as consumers do, from its dist/.
pnpm --filter @hraun/ui run build > /dev/null
pnpm exec eslint . --max-warnings 0
pnpm exec knip
bash scripts/circles.sh
pnpm exec tsc -b
# Suites that need a built site, a server process or PostgreSQL are left to the full run.
pnpm exec vitest run --project content --project ui --project site \
  --exclude 'apps/site/test/build/**' --exclude 'apps/site/test/server/**' --exclude 'apps/site/test/forms-server/**' \
  --exclude 'apps/site/test/data/postgres.test.ts' --exclude 'apps/site/test/seo/sitemap.test.ts' \
  --exclude 'apps/site/test/seo/social-image.test.ts' --exclude 'apps/site/test/require.test.ts'
echo "fast tier: $(( $(date +%s) - started )) s"
