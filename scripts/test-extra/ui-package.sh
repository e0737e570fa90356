#!/usr/bin/env bash
# Published-package checks of @hraun/ui, run by scripts/test.sh after the e2e tests (the package is built by then).
# Tree-shaking: Button alone must bundle without any other component (prints Button-only vs whole-index gzip bytes).
# Consumer: pnpm pack, file list of the tarball, npm install into a fresh Vite + React app in a temporary folder
# (no vanilla-extract plugin), type check, vite build, and a look in Chromium (heading visible, theme applied).
# Installs nothing outside the temporary folder. About 30 s to 1 min on 2 cores; capped at 3 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ ! -f packages/ui/dist/index.js ]; then
  echo "packages/ui/dist is missing: run \`pnpm --filter @hraun/ui build\` first" >&2
  exit 1
fi

echo "tree-shaking"
timeout 60 node packages/ui/scripts/treeshake.mjs

echo
echo "consumer install (packed tarball in a fresh Vite + React app)"
CONSUMER_TEST_TIMEOUT="${CONSUMER_TEST_TIMEOUT:-150}" timeout 170 node packages/ui/scripts/consumer-test.mjs
