#!/usr/bin/env bash
# Every test of the shop: typecheck, lint, unit and API tests (Vitest; the API tests start
# an embedded PostgreSQL, or use TEST_DATABASE_URL), the API fuzzer, browser tests in Chromium,
# and Lighthouse on two pages against their floors.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "▸ typecheck"; npm run --silent typecheck
echo "▸ lint"; npm run --silent lint
# The API tests read server-rendered pages, so the web app and its renderer are built first.
echo "▸ web build"; npm run --silent build -w @maru/web > /dev/null
echo "▸ unit and API tests"; MARU_REQUIRE_BUILD=1 npx vitest run
echo "▸ fuzzing every API operation"; npm run --silent test:fuzz
echo "▸ browser tests"; npm run --silent test:e2e
echo "▸ Lighthouse on the home and a product page (apps/web/startup-budgets.json)"; npm run --silent test:lighthouse
