#!/usr/bin/env bash
# Every test of the shop: typecheck, lint, unit and API tests (Vitest; the API tests start
# an embedded PostgreSQL, or use TEST_DATABASE_URL), the API fuzzer, browser tests in Chromium,
# and Lighthouse on two pages against their floors.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase says how long it took, and the end lists them all: the suite's time is a figure
# too (issue 42), and a slow phase should be seen in every run's output.
phases=""
phase_name=""
phase_started=$(date +%s)
phase() {
  local now
  now=$(date +%s)
  if [ -n "$phase_name" ]; then phases+="$(printf '  %-44s %4d s' "$phase_name" $((now - phase_started)))"$'\n'; fi
  phase_name=$1
  phase_started=$now
  [ -z "$1" ] || echo "▸ $1"
}

# Typecheck and lint read the same sources and share nothing else: run side by side, each
# printing its own output when done.
phase "typecheck and lint"
checks=$(mktemp -d)
trap 'rm -rf "$checks"; phase ""; printf "time per phase:\n%s" "$phases"' EXIT
npm run --silent typecheck > "$checks/typecheck" 2>&1 & typecheck=$!
npm run --silent lint > "$checks/lint" 2>&1 & lint=$!
failed=0
wait $typecheck || { echo "typecheck failed:"; failed=1; }
cat "$checks/typecheck"
wait $lint || { echo "lint failed:"; failed=1; }
cat "$checks/lint"
[ $failed = 0 ] || exit 1

# The API tests read server-rendered pages and the browser tests serve the app: one build for both.
phase "web build"; npm run --silent build -w @maru/web > /dev/null
phase "unit and API tests"; MARU_REQUIRE_BUILD=1 npx vitest run
phase "event loop while 29 MB sheets are read (alone)"; npm run --silent test:timing
# The fuzzer keeps about one core busy: the browser tests' shop is seeded on the other (its
# catalogue and pictures, ~65 s on a fresh clone), so the browser tests start at once. The
# seeding runs at the lowest priority (its database and picture threads with it): at normal
# priority its picture drawing starved the fuzzer's shop, whose Redis commands then timed out
# (500 ms) and left a warning the fuzzer fails on (CI, 2026-12-08).
phase "fuzzing, and console writes read back in the shop; the browser tests' shop seeded beside it"
nice -n 19 npx tsx e2e/prepare-shop.ts & prepare=$!
fuzz=0; npm run --silent test:fuzz || fuzz=$?
wait $prepare || { echo "the browser tests' shop could not be prepared"; exit 1; }
[ $fuzz = 0 ] || exit $fuzz
phase "browser tests"; bash scripts/ensure-chromium.sh && npx playwright test -c e2e/playwright.config.ts
phase "Lighthouse, home and a product page"
LIGHTHOUSE_DATA_DIR="${E2E_DATA_DIR:-e2e/.data}" npm run --silent test:lighthouse
