#!/usr/bin/env bash
# npm test: installs Debian Chromium when missing, then typecheck, unit + server tests, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# A fresh clone has no node_modules yet: install what package-lock.json lists.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian Chromium for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
fi

echo "== typecheck"
npx tsc --noEmit -p tsconfig.json
echo "== unit and server tests"
npx vitest run
echo "== end-to-end tests"
npx playwright test
