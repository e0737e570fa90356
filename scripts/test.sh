#!/usr/bin/env bash
# Runs every check and test of the project; installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh --browser --postgres --nginx --java
export CI="${CI:-true}"
results=test-results
rm -rf "$results" && mkdir -p "$results"
started=$(date +%s)

step() { printf '\n━━ %s\n' "$*"; }

# First: the site, its types and its lint read the UI package as a consumer gets it (dist/), not its source.
step "build the UI package"
pnpm --filter @hraun/ui run build

step "lint (ESLint, then knip: unused files, exports and dependencies)"
pnpm exec eslint . --max-warnings 0
pnpm exec knip

step "type check (tsc -b)"
pnpm exec tsc -b

step "build the site (production and development builds, prerendered)"
pnpm --filter @hraun/site run build
pnpm --filter @hraun/site run build:dev

step "unit, component, server, database and story tests (Vitest; stories in Chromium with axe)"
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

step "Storybook static build (offline, telemetry off)"
pnpm exec storybook build -o storybook-static --quiet --disable-telemetry

step "visual regression (every story screenshotted in Chromium, compared with committed baselines)"
pnpm visual

step "end-to-end tests (Playwright in Debian's Chromium against the served build)"
(cd apps/site && PLAYWRIGHT_JSON_OUTPUT_NAME="../../$results/e2e.json" pnpm exec playwright test --reporter=list,json)

for extra in scripts/test-extra/*.sh; do
  [ -e "$extra" ] || continue
  step "$(basename "$extra" .sh)"
  bash "$extra"
done

node scripts/summarize-tests.mjs "$results" "$started"
