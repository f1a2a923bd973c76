#!/usr/bin/env bash
# `npm run typecheck`: every TypeScript project under strict tsc, in two chains side by side
# (tsc uses one core; npm test runs lint beside this, and one chain after another left a core
# idle for ~40 s of the 88 s, issue 42). Each chain's output is printed when it ends; any
# failure fails the whole.
set -uo pipefail
cd "$(dirname "$0")/.."

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
chain() {
  local name=$1; shift
  for project in "$@"; do npx tsc -p "$project" || return 1; done > "$out/$name" 2>&1
}
chain shared packages/domain packages/testing apps/server & server=$!
chain front apps/web e2e bench & front=$!
failed=0
wait $server || failed=1
wait $front || failed=1
cat "$out/shared" "$out/front"
exit $failed
