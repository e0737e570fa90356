#!/usr/bin/env bash
# The fast tier for the development loop: lint, type check and the unit tests (content, the kit's components in
# jsdom, the site's pure modules). No build of the site, no browser, no server process, no database: those run in
# `npm test`, which CI runs. Target: under 3 minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
started=$(date +%s)
# Each phase prints its time, so a slow loop shows where it went.
phase_started=$started
phase() { local now; now=$(date +%s); echo "fast tier: $1 took $((now - phase_started)) s"; phase_started=$now; }
# The site and its types read the kit as consumers do, from its dist/ (ESLint's resolver too: the kit's exports
# point there), so it is built first.
pnpm --filter @hraun/ui run build > /dev/null
phase "the UI package's build"
# ESLint runs on one core while the type check, knip and the circle check use the other; it is waited for before
# Vitest, whose timed component tests should not share the two cores with it. Its report is printed when it ends.
eslint_log="$(mktemp)"
trap 'rm -f "$eslint_log"' EXIT
# ESLint keeps a cache of files it found clean (node_modules/.cache, keyed by file content and config), so a loop
# re-lints only what changed. A type-aware rule whose answer changed through another file is caught by `pnpm lint` in
# the full run, which lints everything from cold.
pnpm exec eslint . --max-warnings 0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ > "$eslint_log" 2>&1 &
eslint_pid=$!
pnpm exec tsc -b
pnpm exec knip
bash scripts/circles.sh
eslint_status=0
wait "$eslint_pid" || eslint_status=$?
cat "$eslint_log"
[ "$eslint_status" -eq 0 ] || exit "$eslint_status"
phase "lint, knip, circles and the type check"
# Suites that need a built site, a server process or PostgreSQL are left to the full run. The patterns are matched
# within each project's root (apps/site), so they start with `**/`: `apps/site/test/...` matched nothing.
pnpm exec vitest run --project content --project ui --project site \
  --exclude '**/test/build/**' --exclude '**/test/server/**' --exclude '**/test/forms-server/**' \
  --exclude '**/test/data/postgres.test.ts' --exclude '**/test/seo/sitemap.test.ts' \
  --exclude '**/test/seo/social-image.test.ts' --exclude '**/test/require.test.ts'
phase "unit tests"
echo "fast tier: $(( $(date +%s) - started )) s"
