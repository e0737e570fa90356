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
# The build must pass for anything after it to mean something; after it, every step runs even when one before it
# failed, so a red run shows all that is wrong at once, and the run fails at the end.
failed_steps=()
check() { "$@" || failed_steps+=("$step_name"); }

# A step whose command runs in the background beside the next one (two single-threaded tools on two cores): its output
# is held in a log and printed, and a failure noted under its own step, when join_beside waits for it.
beside_pid="" beside_log="" beside_name="" beside_started=0
beside() {
  beside_name="$step_name" beside_log="$results/beside-$(date +%s%N).log" beside_started=$(date +%s)
  "$@" > "$beside_log" 2>&1 &
  beside_pid=$!
}
join_beside() {
  local status=0
  wait "$beside_pid" || status=$?
  # Its own line in steps.txt: the step() line for it says 0 s, as the next step starts at once.
  printf '   (%s, run beside the next step: %d s)\n' "$beside_name" "$(($(date +%s) - beside_started))" | tee -a "$results/steps.txt"
  printf '\n── %s (run beside the step above)\n' "$beside_name"
  cat "$beside_log"
  [ "$status" -eq 0 ] || failed_steps+=("$beside_name")
}

step "build every package (pnpm build: the UI package, then the prerendered site)"
pnpm build

# ESLint and tsc each use one core: the type check runs beside the lint, and the Storybook build beside the
# development build (126 s and 83 s one after the other).
step "type check (pnpm typecheck: tsc -b), beside the lint"
beside pnpm typecheck
step "lint (pnpm lint: ESLint, then knip: unused files, exports and dependencies; dpdm: import circles, type-only included)"
check pnpm lint
join_beside

step "Storybook static build (pnpm build-storybook: offline, telemetry off), beside the development build"
beside pnpm build-storybook
step "development build of the site (prerendered)"
check pnpm --filter @hraun/site run build:dev
join_beside

# The stories' own tests (render, play function, the a11y addon's axe run, light and dark) are checked in the visual
# step, on the one render of each story it screenshots: the Vitest "stories" project renders every story again for the
# same checks (the Storybook Vitest plugin's afterEach is the addon's), so the full run names the other projects. It
# stays for the development loop: `pnpm exec vitest --project stories`.
step "unit, component, server and database tests (Vitest)"
# Two workers on two cores, not Vitest's default of cores - 1: the longest files wait on child processes, builds and
# databases, and ran alone for minutes (559 s with one worker, 332 s with two, measured idle).
check pnpm exec vitest run --project content --project ui --project site --project root --maxWorkers=2 --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

# The server suites under Node 22 and 24 wait mostly on sockets and databases, and the visual step leaves about a third
# of the two cores idle (it waits on renders and fonts): they run beside it, and their report follows it.
node_versions_log="$results/node-versions.log"
bash scripts/test-extra/node-versions.sh > "$node_versions_log" 2>&1 &
node_versions_pid=$!

step "stories and docs pages (Storybook in Chromium: each story renders, passes its play function and axe in light and dark, and matches its baseline; every docs page checked and compared)"
# Its JSON report joins the summary at the end of the run (packages/ui/visual/playwright.config.ts).
export VISUAL_JSON_OUTPUT="$PWD/$results/visual.json"
check pnpm visual

step "the server and its store under Node 22 and 24 (scripts/test-extra/node-versions.sh, run beside the visual step)"
node_versions_status=0
wait "$node_versions_pid" || node_versions_status=$?
cat "$node_versions_log"
[ "$node_versions_status" -eq 0 ] || failed_steps+=("$step_name")

step "end-to-end tests (Playwright in Debian's Chromium against the served build)"
check bash -c 'cd apps/site && PLAYWRIGHT_JSON_OUTPUT_NAME="../../$1/e2e.json" pnpm exec playwright test --reporter=list,json' _ "$results"

for extra in scripts/test-extra/*.sh; do
  [ -e "$extra" ] || continue
  [ "$(basename "$extra")" = node-versions.sh ] && continue
  step "$(basename "$extra" .sh)"
  check bash "$extra"
done

step "summary"
check node scripts/summarize-tests.mjs "$results" "$started"
if [ "${#failed_steps[@]}" -gt 0 ]; then
  printf '\nFAILED steps:\n'
  printf '  - %s\n' "${failed_steps[@]}"
  exit 1
fi
