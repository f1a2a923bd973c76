#!/usr/bin/env bash
# Every test of the shop: typecheck, lint, unit and API tests (Vitest; the API tests start
# an embedded PostgreSQL, or use TEST_DATABASE_URL), the API fuzzer, browser tests in Chromium,
# and Lighthouse on two pages against their floors.
set -euo pipefail
cd "$(dirname "$0")/.."

# Typecheck and lint read the same sources and share nothing else: run side by side, each
# printing its own output when done.
echo "▸ typecheck and lint"
checks=$(mktemp -d)
trap 'rm -rf "$checks"' EXIT
npm run --silent typecheck > "$checks/typecheck" 2>&1 & typecheck=$!
npm run --silent lint > "$checks/lint" 2>&1 & lint=$!
failed=0
wait $typecheck || { echo "typecheck failed:"; failed=1; }
cat "$checks/typecheck"
wait $lint || { echo "lint failed:"; failed=1; }
cat "$checks/lint"
[ $failed = 0 ] || exit 1

# The API tests read server-rendered pages and the browser tests serve the app: one build for both.
echo "▸ web build"; npm run --silent build -w @maru/web > /dev/null
echo "▸ unit and API tests"; MARU_REQUIRE_BUILD=1 npx vitest run
echo "▸ fuzzing every API operation, and the console's writes read back in the shop"; npm run --silent test:fuzz
echo "▸ the event loop while 29 MB spreadsheets are read (alone: a time on this machine)"; npm run --silent test:timing
echo "▸ browser tests"; bash scripts/ensure-chromium.sh && npx playwright test -c e2e/playwright.config.ts
echo "▸ Lighthouse on the home and a product page (apps/web/startup-budgets.json)"
LIGHTHOUSE_DATA_DIR="${E2E_DATA_DIR:-e2e/.data}" npm run --silent test:lighthouse
