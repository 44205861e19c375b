#!/usr/bin/env bash
# Installs what the test suite needs beyond npm packages: Debian's Chromium (Playwright drives it;
# browsers are never downloaded) and Debian's PostgreSQL server (the DATABASE_URL integration test).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  echo "installing Debian packages: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
/usr/bin/chromium --version 2>/dev/null | head -1 || true
