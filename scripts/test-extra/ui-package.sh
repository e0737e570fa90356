#!/usr/bin/env bash
# Published-package checks of @hraun/ui, run by scripts/test.sh after the e2e tests (the package is built by then).
# publint and arethetypeswrong (node16, bundler) on the packed tarball, with pnpm's publishConfig applied.
# "use client": the built modules that hold state, effects, Radix or their own event handlers start with it, no other.
# Tree-shaking: Button alone must bundle without any other component, and take only its own CSS and the theme's base
# rules (prints Button-only vs whole-index JS and CSS bytes, gzip).
# Consumer matrix (packages/ui/scripts/consumer-test.mjs): pnpm pack, the tarball's file list, then one npm install
# of the tarball per React version (19, what the site uses, and 18.3: the two majors the peer range accepts) in a
# temporary folder, and in it: require() from CommonJS; renderToString of the header, a dialog, a form and cards;
# a fresh Vite + React app (type check, vite build, a look in Chromium); a Next.js 16 App Router app whose
# server-component page renders them (next build, next start, hydration, menu, dialog, labels and theme in
# Chromium; React 19 only, Next 16 needs it). Prints the matrix, fails if a cell fails. Installs nothing outside
# the temporary folder. About 2 to 3 minutes on 2 idle cores (the two React versions side by side); each cell has its
# own time limit, the whole matrix CONSUMER_TEST_TIMEOUT (600 s).
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
# is answered there. Stylesheets (styles.css and every other .css export) have no types by nature.
css_entries="$(node -e "const m = require(process.argv[1]); console.log(Object.keys(m.exports).filter((k) => k.endsWith('.css')).map((k) => k.slice(2)).join(' '))" "$pack_dir/unpacked/package/package.json")"
# shellcheck disable=SC2086 # one word per entry point
timeout 120 pnpm exec attw "$tarball" --profile node16 --exclude-entrypoints $css_entries --ignore-rules cjs-resolves-to-esm

echo
echo "consumer matrix (packed tarball): require(), renderToString, a Vite app, a Next.js App Router app; React 19 and 18.3"
CONSUMER_TEST_TIMEOUT="${CONSUMER_TEST_TIMEOUT:-600}" timeout 660 node packages/ui/scripts/consumer-test.mjs
