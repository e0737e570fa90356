#!/usr/bin/env bash
# Import circles, type-only imports included (`-T false` keeps them; eslint's import-x/no-cycle skips them).
# With no arguments, every source and test file of the apps and packages; a test passes its own globs.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then
  set -- 'apps/site/{src,server,scripts,tools,test}/**/*.{ts,tsx}' 'packages/*/{src,scripts,test}/**/*.{ts,tsx}' 'examples/*/{app,src}/**/*.{ts,tsx}'
fi
exec pnpm exec dpdm --no-warning --no-tree --no-progress -T false --exit-code circular:1 "$@"
