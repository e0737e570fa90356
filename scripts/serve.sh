#!/usr/bin/env bash
# Builds the site with embedded defaults and serves it. Honours PORT and HOST.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
# The site uses the UI package's build, as any consumer does.
pnpm --filter @hraun/ui run build
pnpm --filter @hraun/site run build
exec pnpm --filter @hraun/site run serve
