#!/usr/bin/env bash
# Runs every check and test of the project; installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh --browser --postgres --nginx --java
export CI="${CI:-true}"
results=test-results
rm -rf "$results" && mkdir -p "$results"
started=$(date +%s)

# Each step prints how long the one before it took, so a slow CI run shows where its time went.
step_name="" step_started=$started
step() {
  local now; now=$(date +%s)
  [ -n "$step_name" ] && printf '   (%s: %d s)\n' "$step_name" "$((now - step_started))" | tee -a "$results/steps.txt"
  step_name="$*" step_started=$now
  printf '\n━━ %s\n' "$*"
}

# The root scripts a user types (README, "Other commands") are the steps themselves, so this run on CI's clean clone
# is what shows that each works from a fresh clone (test/root-scripts.test.ts checks that they are all here).
# `pnpm build` builds the UI package first: the site, its types and its lint read it as a consumer gets it (dist/).
step "build every package (pnpm build: the UI package, then the prerendered site)"
pnpm build

step "lint (pnpm lint: ESLint, then knip: unused files, exports and dependencies; dpdm: import circles, type-only included)"
pnpm lint

step "type check (pnpm typecheck: tsc -b)"
pnpm typecheck

step "development build of the site (prerendered)"
pnpm --filter @hraun/site run build:dev

step "Storybook static build (pnpm build-storybook: offline, telemetry off)"
pnpm build-storybook

# The stories' own tests (render, play function, the a11y addon's axe run, light and dark) are checked in the visual
# step, on the one render of each story it screenshots: the Vitest "stories" project renders every story again for the
# same checks (the Storybook Vitest plugin's afterEach is the addon's), so the full run names the other projects. It stays for
# the development loop: `pnpm exec vitest --project stories`.
step "unit, component, server and database tests (Vitest)"
pnpm exec vitest run --project content --project ui --project site --project root --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

step "stories and docs pages (Storybook in Chromium: each story renders, passes its play function and axe in light and dark, and matches its baseline; every docs page checked and compared)"
pnpm visual

step "end-to-end tests (Playwright in Debian's Chromium against the served build)"
(cd apps/site && PLAYWRIGHT_JSON_OUTPUT_NAME="../../$results/e2e.json" pnpm exec playwright test --reporter=list,json)

for extra in scripts/test-extra/*.sh; do
  [ -e "$extra" ] || continue
  step "$(basename "$extra" .sh)"
  bash "$extra"
done

step "summary"
node scripts/summarize-tests.mjs "$results" "$started"
