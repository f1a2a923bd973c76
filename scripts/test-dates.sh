#!/usr/bin/env bash
# The domain and API tests run as if today were another day, to prove none of them depends
# on the day it runs (issue 22: two tests picked "two days ahead" and failed when that was a
# Sunday). libfaketime (Debian's faketime) moves the clock of the test process, of the
# embedded PostgreSQL it starts and of every worker by one offset, so the database's now()
# and the server's clock agree. Tests that need a particular day set the server's clock
# themselves (core/time/clock.ts); this checks everything else.
#
#   npm run test:dates                                   # the five days below
#   npm run test:dates -- 2027-02-07T11:00:00+09:00      # any instants (date -d syntax)
#
# Not in `npm test` (each day is a whole API run, ~9 minutes); it needs the embedded
# database (TEST_DATABASE_URL would keep the real clock on the database side).
set -euo pipefail
cd "$(dirname "$0")/.."

LIB=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
[ -e "$LIB" ] || bash scripts/apt-ensure.sh "the date runs" faketime
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "test:dates needs the embedded database: unset TEST_DATABASE_URL." >&2
  exit 1
fi

# A Saturday morning, a Sunday just before midnight, a public holiday (성탄절, the showroom
# is closed), the last minutes of a year, and a leap day just after midnight (all KST).
DAYS=("$@")
[ ${#DAYS[@]} -gt 0 ] || DAYS=(
  '2026-11-28T09:00:00+09:00'
  '2026-11-29T23:55:00+09:00'
  '2026-12-25T12:00:00+09:00'
  '2026-12-31T23:50:00+09:00'
  '2028-02-29T00:05:00+09:00'
)

# The server reads pages from the built web app.
npm run --silent build -w @maru/web > /dev/null
failed=()
for day in "${DAYS[@]}"; do
  offset=$(( $(date -d "$day" +%s) - $(date +%s) ))
  echo "▸ domain and API tests on $(TZ=Asia/Seoul date -d "$day" '+%Y-%m-%d (%a) %H:%M KST')"
  if ! FAKETIME="$( [ $offset -ge 0 ] && echo "+$offset" || echo "$offset" )" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$LIB" \
    npx vitest run --project domain --project server; then
    failed+=("$day")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "✗ failed on: ${failed[*]}" >&2
  exit 1
fi
echo "✓ every day passed: ${DAYS[*]}"
