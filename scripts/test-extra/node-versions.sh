#!/usr/bin/env bash
# The server, its form store and its static serving under Node 22 and 24 as well as the Node 20 of the rest of the
# run: the server and store suites run again under each. The Node binaries come from the npm package `node` (the
# registry is reachable where nodejs.org may not be) and are kept between runs. Under 22 and 24 the store opens
# SQLite with the built-in node:sqlite: the better-sqlite3 build installed for Node 20 does not load there.
set -euo pipefail
cd "$(dirname "$0")/../.."
cache="${XDG_CACHE_HOME:-$HOME/.cache}/hraun"
# Installs first (serially: one npm cache), then runs both suites side by side: each is mostly waiting on sockets and
# databases, and they share nothing (their own temporary stores, databases and ports).
binary_for() { echo "$cache/node$1/node_modules/node/bin/node"; }
for major in 22 24; do
  dir="$cache/node$major"
  bin="$(binary_for "$major")"
  if ! [ -x "$bin" ]; then
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$major" > /dev/null
  fi
  version=$("$bin" --version)
  case "$version" in
    "v$major".*) ;;
    *) echo "expected Node $major, got $version from $bin" >&2; exit 1 ;;
  esac
done
mkdir -p test-results
pids=()
for major in 22 24; do
  CI=true "$(binary_for "$major")" node_modules/vitest/vitest.mjs run apps/site/test/forms-server apps/site/test/server > "test-results/node$major.log" 2>&1 &
  pids+=("$!")
done
failed=0
for index in 0 1; do
  major=$((22 + 2 * index))
  log="test-results/node$major.log"
  echo "› Node $("$(binary_for "$major")" --version): server and store suites"
  if wait "${pids[$index]}"; then
    grep -E 'Test Files|Tests ' "$log"
  else
    cat "$log"
    failed=1
  fi
done
exit "$failed"
