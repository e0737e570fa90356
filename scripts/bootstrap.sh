#!/usr/bin/env bash
# Installs what the project needs on a machine that has only Node 20 and npm.
# Usage: source scripts/bootstrap.sh [--browser] [--postgres] [--nginx] [--java]
set -euo pipefail
export STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1 CHROMATIC_TELEMETRY=false
export COREPACK_INTEGRITY_KEYS=0
# Native addons (better-sqlite3) build against the machine's Node headers, never a download.
if [ -d /usr/include/node ] && [ -z "${npm_config_nodedir:-}" ]; then export npm_config_nodedir=/usr; fi

want_browser=0 want_pg=0 want_nginx=0 want_java=0
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=1 ;;
    --postgres) want_pg=1 ;;
    --nginx) want_nginx=1 ;;
    --java) want_java=1 ;;
  esac
done

if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm"
  npm install -g pnpm@12 >/dev/null 2>&1 || npm install -g pnpm@12
fi

apt_pkgs=()
[ "$want_browser" = 1 ] && [ ! -x /usr/bin/chromium ] && apt_pkgs+=(chromium fonts-dejavu-core)
# The Lighthouse bench's HTTPS front makes its certificate with openssl.
[ "$want_browser" = 1 ] && ! command -v openssl >/dev/null 2>&1 && apt_pkgs+=(openssl)
[ "$want_pg" = 1 ] && ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 && apt_pkgs+=(postgresql)
# The Nu HTML Checker (npm vnu-jar) runs on Java.
[ "$want_java" = 1 ] && ! command -v java >/dev/null 2>&1 && apt_pkgs+=(default-jre-headless)
[ "$want_nginx" = 1 ] && ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ] && apt_pkgs+=(nginx-light)
if [ "${#apt_pkgs[@]}" -gt 0 ]; then
  echo "› installing Debian packages: ${apt_pkgs[*]}"
  SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${apt_pkgs[@]}" >/dev/null
fi

if [ ! -d node_modules/.pnpm ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  echo "› installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -vE '^\.\.\./| gyp |^Progress' || true
  test -d node_modules/.pnpm
fi
