#!/usr/bin/env bash
# The server, its form store and its static serving under Node 22 and 24 as well as the Node 20 of the rest of the
# run: the server and store suites run again under each. The Node binaries come from the npm package `node` (the
# registry is reachable where nodejs.org may not be) and are kept between runs. Under 22 and 24 the store opens
# SQLite with the built-in node:sqlite: the better-sqlite3 build installed for Node 20 does not load there.
set -euo pipefail
cd "$(dirname "$0")/../.."
cache="${XDG_CACHE_HOME:-$HOME/.cache}/hraun"
for major in 22 24; do
  dir="$cache/node$major"
  bin="$dir/node_modules/node/bin/node"
  if ! [ -x "$bin" ]; then
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$major" > /dev/null
  fi
  version=$("$bin" --version)
  case "$version" in
    "v$major".*) ;;
    *) echo "expected Node $major, got $version from $bin" >&2; exit 1 ;;
  esac
  echo "› Node $version: server and store suites"
  mkdir -p test-results
  log="test-results/node$major.log"
  if CI=true "$bin" node_modules/vitest/vitest.mjs run apps/site/test/forms-server apps/site/test/server > "$log" 2>&1; then
    grep -E 'Test Files|Tests ' "$log"
  else
    cat "$log"
    exit 1
  fi
done
