#!/usr/bin/env bash
# `npm run security`: scans the shop for SQL injection and common web flaws with Debian's
# sqlmap and wapiti, against a server of its own on 127.0.0.1 (own port, own database), and
# prints a summary. Exit 0: nothing found; 1: an injection or a wapiti vulnerability;
# 2: nothing found but the scan is incomplete (see scripts/security/summary.sh).
#
# Steps: install the tools if missing → build the web app into the scan's folder → start the
# server and wait for /api/health → prepare visitors (session.sh) → sqlmap (sqlmap.sh) →
# wapiti (wapiti.sh) → stop the server → summary (summary.sh). The server is stopped on
# every exit, including failures and Ctrl-C.
#
# Settings (environment):
#   SECURITY_PORT         port of the scanned server (default 3390)
#   SECURITY_DATA_DIR     its DATA_DIR, the web build and the reports (default .security-data)
#   SECURITY_TIME_BUDGET  seconds for the whole run (default 1200 = 20 minutes). What the
#                         build and start leave is shared: about 3/5 to sqlmap, the rest to
#                         wapiti; each phase stops on time and reports what it did not cover.
#   SECURITY_SQLMAP_BUDGET, SECURITY_WAPITI_BUDGET   fix a phase's seconds instead
#   SECURITY_SQLMAP_JOBS, SECURITY_SQLMAP_TIMEOUT    see scripts/security/sqlmap.sh
# A normal run takes 7 to 10 minutes; the first one also seeds the catalogue (a minute).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
here=$root/scripts/security

port=${SECURITY_PORT:-3390}
budget=${SECURITY_TIME_BUDGET:-1200}
data=${SECURITY_DATA_DIR:-$root/.security-data}
case "$data" in /*) ;; *) data=$root/$data ;; esac
base=http://127.0.0.1:$port
run=$data/reports/$(date +%Y%m%d-%H%M%S)
started=$(date +%s)
mkdir -p "$run"
# One scan per data folder: two servers on one embedded database would both fail.
exec 9>"$data/.lock"
if ! flock -n 9; then
  echo "Another security scan is using $data." >&2
  exit 1
fi
ln -sfn "$run" "$data/reports/latest"
# A run leaves about 50 MB (sqlmap's traffic logs, kept to quote exact requests); keep the
# five newest runs.
find "$data/reports" -mindepth 1 -maxdepth 1 -type d -name '2*' -printf '%f\n' | sort -r | tail -n +6 |
  while read -r old; do rm -rf "${data:?}/reports/$old"; done

step() { echo "▸ $* ($(($(date +%s) - started)) s)"; }

server_pid=
phase_pid=
# Stops what this script started: the running phase (its own traps stop the scanners), then
# the server's whole process group (tsx, node and the embedded PostgreSQL), gently first so
# the database shuts down cleanly and the next run can start on the same data.
cleanup() {
  if [ -n "$phase_pid" ]; then
    kill -TERM "$phase_pid" 2>/dev/null || true
    wait "$phase_pid" 2>/dev/null || true
    phase_pid=
  fi
  if [ -n "$server_pid" ]; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 30); do
      kill -0 -- "-$server_pid" 2>/dev/null || break
      sleep 1
    done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
    server_pid=
    echo "  server stopped"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Runs a phase in the background and waits for it, so that Ctrl-C or a TERM reaches
# cleanup() at once instead of after the phase.
phase() {
  "$@" &
  phase_pid=$!
  local rc=0
  wait "$phase_pid" || rc=$?
  phase_pid=
  return "$rc"
}

step "tools"
bash "$here/ensure-tools.sh"
for tool in curl jq; do
  command -v "$tool" >/dev/null || { echo "The security scan needs $tool (apt-get install $tool)." >&2; exit 1; }
done

# Another server on the port would be scanned instead of ours.
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  echo "Port $port is already in use; set SECURITY_PORT to a free port." >&2
  exit 1
fi

# The web app is built into the scan's own folder (WEB_DIST), so a scan never replaces the
# apps/web/dist that other runs (browser tests, npm start) may be serving at the same time.
step "building the web app into $data/web"
if ! npm run build -w @maru/web -- --outDir "$data/web" --emptyOutDir >"$run/build.log" 2>&1; then
  tail -n 30 "$run/build.log" >&2
  exit 1
fi

# The scan server lifts the per-route request limits (MARU_RATE_LIMITS, when the server has
# them): sqlmap sends hundreds of requests per parameter from one address, and a limit of,
# say, 10 sign-ups an hour would answer 429 to nearly all of them, so the scan would test the
# limiter instead of the queries behind it (the limits have their own API tests). The names
# are read from the routes' declarations, because the server refuses unknown ones. Any 429
# that still comes back is counted by the summary as a gap in coverage.
rate_limits=${MARU_RATE_LIMITS:-}
if [ -z "$rate_limits" ] && grep -rqs MARU_RATE_LIMITS apps/server/src; then
  while read -r name; do
    rate_limits+="${rate_limits:+,}$name.perIp=999999999,$name.perMember=999999999"
  done < <(grep -rhoE --include='*.ts' --exclude='*.test.ts' "name: '[a-z0-9-]+', per(Ip|Member)" apps/server/src |
    sed -E "s/name: '([a-z0-9-]+)'.*/\1/" | sort -u)
fi

# The catalogue is not pre-seeded smaller (npm run seed -- --products 300): the server's own
# seed step tops any catalogue up to its 3,000 products at start anyway, and that start is
# needed once only, as the data folder is kept between runs.
step "starting the shop on $base (DATA_DIR=$data; the first start seeds the catalogue, about a minute)"
# setsid: the server gets its own process group, which cleanup() stops as a whole.
# LOG_LEVEL warn: the scan sends tens of thousands of requests; faults are still logged.
(
  cd apps/server
  NODE_ENV=production PORT=$port HOST=127.0.0.1 DATA_DIR=$data WEB_DIST=$data/web \
    LOG_LEVEL=${SECURITY_LOG_LEVEL:-warn} MARU_RATE_LIMITS=$rate_limits exec setsid npx tsx src/main.ts
) >"$run/server.log" 2>&1 &
server_pid=$!
deadline=$(($(date +%s) + ${SECURITY_START_TIMEOUT:-300}))
until curl -fsS -o /dev/null "$base/api/health" 2>/dev/null; do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "The server exited during start; last lines of $run/server.log:" >&2
    tail -n 30 "$run/server.log" >&2
    server_pid=
    exit 1
  fi
  if [ "$(date +%s)" -ge "$deadline" ]; then
    echo "The server did not answer /api/health within ${SECURITY_START_TIMEOUT:-300} s; see $run/server.log" >&2
    exit 1
  fi
  sleep 1
done

step "preparing visitors (XSRF pair, guest, members, verifications)"
phase bash "$here/session.sh" "$base" "$run/session"

# Seconds left of the run's budget, less a minute for stopping the server and the summary.
time_left() { echo $((budget - ($(date +%s) - started) - 60)); }
left=$(time_left)
wapiti_budget=${SECURITY_WAPITI_BUDGET:-$((left * 2 / 5))}
if [ "$wapiti_budget" -gt 600 ]; then wapiti_budget=600; fi
sqlmap_budget=${SECURITY_SQLMAP_BUDGET:-$((left - wapiti_budget))}
if [ "$sqlmap_budget" -lt 240 ] || [ "$wapiti_budget" -lt 180 ]; then
  echo "Only ${left} s of the ${budget} s budget are left after the start; raise SECURITY_TIME_BUDGET." >&2
  exit 1
fi

step "sqlmap (≤ ${sqlmap_budget} s)"
sqlmap_started=$(date +%s)
SECURITY_SQLMAP_BUDGET=$sqlmap_budget phase bash "$here/sqlmap.sh" "$base" "$run/session/session.env" "$run/sqlmap"
echo $(($(date +%s) - sqlmap_started)) >"$run/sqlmap.seconds"

# Wapiti gets its share, or what is left if sqlmap ran long (it may also run longer if
# sqlmap finished early, up to 10 minutes).
wapiti_budget=${SECURITY_WAPITI_BUDGET:-$(time_left)}
if [ "$wapiti_budget" -gt 600 ]; then wapiti_budget=600; fi
if [ "$wapiti_budget" -lt 150 ]; then wapiti_budget=150; fi
step "wapiti (≤ ${wapiti_budget} s)"
SECURITY_WAPITI_BUDGET=$wapiti_budget phase bash "$here/wapiti.sh" "$base" "$run/session/session.env" "$run/wapiti"

# Faults the server logged during the scan (the 500s' stack traces), for whoever reads the
# report; the summary counts the 500 answers themselves.
grep -E '"level":(50|60)' "$run/server.log" >"$run/server-errors.log" || true

step "stopping the shop"
cleanup
echo $(($(date +%s) - started)) >"$run/total.seconds"

rc=0
bash "$here/summary.sh" "$run" || rc=$?
if [ -s "$run/server-errors.log" ]; then
  echo "server logged $(wc -l <"$run/server-errors.log") error(s) during the scan: $run/server-errors.log"
fi
exit "$rc"
