#!/usr/bin/env bash
# npm test: installs Debian Chromium when missing, then typecheck, unit tests and server tests at the
# same time, then end-to-end tests, each timed; ends with a table of the phases and their wall-clock
# seconds.
set -uo pipefail
cd "$(dirname "$0")/.."

# A fresh clone has no node_modules yet: install what package-lock.json lists.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund || exit 1
fi

# Chromium's headless build (Debian's chromium-headless-shell; see scripts/chromium.ts), the CJK fonts
# of the Japanese pages and the Latin fonts. Without the recommended packages: they bring a desktop's
# services (avahi, cups, samba, gtk: about 90 packages) that a headless browser does not use.
if [ -z "${CHROMIUM_PATH:-}" ] && ! dpkg -s chromium-headless-shell fonts-noto-cjk fonts-liberation >/dev/null 2>&1; then
  echo "Installing Debian Chromium (headless shell) for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq || exit 1
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-noto-cjk fonts-liberation >/dev/null || exit 1
fi

names=()
seconds=()
results=()
failed=0
run_started=$(date +%s%3N)

# Seconds (one decimal) since a `date +%s%3N` stamp.
seconds_since() {
  local ms=$(($(date +%s%3N) - $1))
  printf '%d.%d' $((ms / 1000)) $(((ms % 1000) / 100))
}

# phase NAME COMMAND…: runs the command, records its wall-clock time and outcome; a failed phase
# fails the run, but the later phases still run so that one run shows every failure.
phase() {
  local name=$1
  shift
  echo "== $name"
  local started
  started=$(date +%s%3N)
  "$@"
  local rc=$?
  names+=("$name")
  seconds+=("$(seconds_since "$started")")
  if [ "$rc" -eq 0 ]; then results+=("passed"); else results+=("FAILED ($rc)"); failed=1; fi
}

reports=test-results/npm-test
rm -rf "$reports" && mkdir -p "$reports"

# The typechecker uses one core: the portal is built for the end-to-end servers beside it.
typecheck_and_build() {
  node scripts/start.mjs --build-only &
  local build=$!
  npx tsc --noEmit -p tsconfig.json
  local rc=$?
  wait "$build" || rc=1
  return "$rc"
}

# together NAME COMMAND… [-- NAME COMMAND…]…: runs the phases at the same time, each line of their
# output prefixed with its phase's name, and records each one's wall-clock time and outcome as
# `phase` does. Each of these phases alone leaves a core idle part of the time (tsc uses one core; the
# vitest phases start up and end with a long file on one worker); at the same time they keep both
# cores busy. The end-to-end tests run after them, on a machine of their own.
together() {
  local -a group_names=() group_pids=()
  local marks
  marks=$(mktemp -d)
  while [ "$#" -gt 0 ]; do
    local name=$1
    shift
    local -a command=()
    while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do command+=("$1"); shift; done
    [ "$#" -gt 0 ] && shift
    echo "== $name (started with the others)"
    (
      started=$(date +%s%3N)
      "${command[@]}" 2>&1 | sed -u "s/^/[$name] /"
      echo "${PIPESTATUS[0]} $(seconds_since "$started")" >"$marks/$name"
    ) &
    group_names+=("$name")
    group_pids+=($!)
  done
  local i rc took
  for i in "${!group_names[@]}"; do
    wait "${group_pids[$i]}"
    rc=1
    took="?"
    read -r rc took <"$marks/${group_names[$i]}"
    names+=("${group_names[$i]}")
    seconds+=("$took")
    if [ "$rc" -eq 0 ]; then results+=("passed"); else results+=("FAILED ($rc)"); failed=1; fi
  done
  rm -rf "$marks"
}

together \
  typecheck typecheck_and_build -- \
  lint npm run -s lint -- \
  unit npx vitest run --project 'unit*' --reporter=default --reporter=json --outputFile="$reports/unit.json" -- \
  server npx vitest run --project 'server*' --reporter=default --reporter=json --outputFile="$reports/server.json"
phase e2e env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

total=$(seconds_since "$run_started")
echo
echo "== npm test phases (wall-clock seconds)"
printf '%-10s %8s  %s\n' phase seconds result
for i in "${!names[@]}"; do printf '%-10s %8s  %s\n' "${names[$i]}" "${seconds[$i]}" "${results[$i]}"; done
printf '%-10s %8s  %s\n' total "$total" "$([ "$failed" -eq 0 ] && echo passed || echo FAILED)"
echo "(typecheck, unit and server run at the same time: their seconds overlap; the total is the run's.)"
# One closing line over every test run: N passed, N failed (N skipped).
node scripts/testCounts.mjs "$reports" || failed=1
exit "$failed"
