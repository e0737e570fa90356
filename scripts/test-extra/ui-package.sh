#!/usr/bin/env bash
# Published-package checks of @hraun/ui, run by scripts/test.sh after the e2e tests (the package is built by then).
# publint and arethetypeswrong (node16, bundler) on the packed tarball, with pnpm's publishConfig applied.
# "use client": the built modules that hold state, effects, Radix or their own event handlers start with it, no other.
# Tree-shaking: Button alone must bundle without any other component (prints Button-only vs whole-index gzip bytes).
# Consumer: pnpm pack, file list of the tarball, npm install into a fresh Vite + React app in a temporary folder
# (no vanilla-extract plugin), type check, vite build, and a look in Chromium (heading visible, theme applied).
# The consumer runs twice: on the workspace's React (19, what the site uses) and on React 18.3, the two majors the
# package's peer range accepts. Installs nothing outside the temporary folders. About 30 s to 1 min per run on 2
# cores; each capped at 3 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ ! -f packages/ui/dist/index.js ]; then
  echo "packages/ui/dist is missing: run \`pnpm --filter @hraun/ui build\` first" >&2
  exit 1
fi

echo "React Server Components: \"use client\" on exactly the built modules that need the client"
timeout 60 node packages/ui/scripts/use-client.mjs

echo
echo "tree-shaking"
timeout 60 node packages/ui/scripts/treeshake.mjs

echo
echo "publint and arethetypeswrong on the packed tarball (what npm publishes: publishConfig applied)"
pack_dir="$(mktemp -d)"
trap 'rm -rf "$pack_dir"' EXIT
(cd packages/ui && pnpm pack --pack-destination "$pack_dir" >/dev/null)
tarball="$(ls "$pack_dir"/*.tgz)"
mkdir "$pack_dir/unpacked" && tar -xzf "$tarball" -C "$pack_dir/unpacked"
timeout 120 pnpm exec publint --strict "$pack_dir/unpacked/package"
# node16 and bundler resolution (node10 cannot read "exports"). The package is ESM only; Node >= 20.19 (the
# package's engines) loads it through require(), which the consumer test below does, so attw's CJS-to-ESM warning
# is answered there. styles.css has no types by nature.
timeout 120 pnpm exec attw "$tarball" --profile node16 --exclude-entrypoints styles.css --ignore-rules cjs-resolves-to-esm

echo
echo "consumer install (packed tarball in a fresh Vite + React app), on the workspace's React"
CONSUMER_TEST_TIMEOUT="${CONSUMER_TEST_TIMEOUT:-150}" timeout 170 node packages/ui/scripts/consumer-test.mjs

echo
echo "the same on React 18.3"
CONSUMER_TEST_TIMEOUT="${CONSUMER_TEST_TIMEOUT:-150}" timeout 170 node packages/ui/scripts/consumer-test.mjs --react 18.3.1
