#!/usr/bin/env bash
# Reads one run's results (written by sqlmap.sh and wapiti.sh) and prints the summary:
# per tool the targets scanned, the findings and the run time, then every finding, 500
# answer and anomaly with its exact request.
#
# Usage: summary.sh <run-dir>
# Exit: 0 nothing found; 1 an injection or an unaccepted wapiti vulnerability; 2 nothing
# found but the scan is incomplete (a run timed out, failed or was skipped), so "nothing
# found" would be a claim the run cannot back.
set -euo pipefail

run=$1
here=$(cd "$(dirname "$0")" && pwd)
sqlmap_dir=$run/sqlmap
wapiti_dir=$run/wapiti
failures=()
gaps=()

duration() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

# The first line of a file, or the default when the file is absent.
first_line() { if [ -f "$1" ]; then head -n1 "$1"; else echo "$2"; fi; }

# The request line and body of every exchange in a sqlmap traffic file answered with 500.
requests_answered_500() {
  awk '
    /^HTTP request \[#/ { inreq = 1; n = 0; next }
    /^HTTP response \[#/ {
      inreq = 0
      if ($0 ~ /\(500 /) {
        line = req[1]; body = ""; blank = 0
        for (i = 2; i <= n; i++) { if (req[i] == "") { blank = 1; continue } if (blank) body = body req[i] }
        print line (body == "" ? "" : "  body: " body)
      }
      next
    }
    inreq { req[++n] = $0 }
  ' "$1"
}

echo
echo "━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━"
echo "Security scan summary — $(date '+%Y-%m-%d %H:%M')   reports: $run"
echo "━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━"

# ── sqlmap ──────────────────────────────────────────────────────────────────────────────
declare -A endpoint_lines endpoint_requests
endpoints=()
runs=0 clean=0 injectable=0 timed_out=0 skipped=0 errored=0 requests=0 answers_500=0 answers_429=0
injection_lines=()
error_lines=()
: >"$run/sqlmap-500.txt"
# Runs in the order sqlmap.sh queued them (order.txt), else by name.
run_names=()
if [ -f "$sqlmap_dir/order.txt" ]; then
  mapfile -t run_names <"$sqlmap_dir/order.txt"
elif [ -d "$sqlmap_dir" ]; then
  for dir in "$sqlmap_dir"/*/; do run_names+=("$(basename "$dir")"); done
fi
if [ ${#run_names[@]} -gt 0 ]; then
  for name in "${run_names[@]}"; do
    dir=$sqlmap_dir/$name
    # Shown without the query string, and with the long verification number cut short.
    endpoint=$(first_line "$dir/target.txt" "$name" | sed -E 's/\?.*//; s/(maru_[0-9a-f]{6})[0-9a-f]+/\1…/')
    param=${name#*.}
    runs=$((runs + 1))
    if [ -z "${endpoint_requests[$endpoint]+x}" ]; then endpoints+=("$endpoint"); endpoint_requests[$endpoint]=0; fi
    rc=$(first_line "$dir/status" missing | cut -d' ' -f1)
    log=$dir/sqlmap.log
    count=0
    passed=0
    codes=''
    if [ -f "$dir/traffic.txt" ]; then
      count=$(grep -c '^HTTP request \[#' "$dir/traffic.txt" || true)
      # Answers with a 2xx status: requests that got past the schema and the guards into the
      # route's own code (and its queries). The rest were refused before any SQL ran.
      passed=$(grep -c '^HTTP response \[#[0-9]*\] (2' "$dir/traffic.txt" || true)
      answers_429=$((answers_429 + $(grep -c '^HTTP response \[#[0-9]*\] (429' "$dir/traffic.txt" || true)))
    fi
    requests=$((requests + count))
    endpoint_requests[$endpoint]=$((endpoint_requests[$endpoint] + count))
    if [ -f "$log" ]; then
      codes=$(grep -A1 'HTTP error codes detected during run' "$log" | tail -n1 | sed -E 's/ \([A-Za-z -]+\) - ([0-9]+) times?/ ×\1/g' || true)
    fi
    if [ -f "$dir/traffic.txt" ]; then
      found=$(requests_answered_500 "$dir/traffic.txt")
      if [ -n "$found" ]; then
        answers_500=$((answers_500 + $(wc -l <<<"$found")))
        while IFS= read -r line; do echo "$name  $line"; done <<<"$found" >>"$run/sqlmap-500.txt"
      fi
    fi
    # sqlmap's own record of injection points (out/<host>/log) is empty unless one was found.
    if grep -q 'identified the following injection point' "$log" 2>/dev/null ||
      find "$dir/out" -name log -size +0 2>/dev/null | grep -q .; then
      verdict='INJECTABLE'
      injectable=$((injectable + 1))
      injection_lines+=("$endpoint  parameter $param:")
      while IFS= read -r line; do injection_lines+=("    $line"); done < <(grep -E '^ *(Parameter|Type|Title|Payload):' "$log" || true)
      injection_lines+=("    command: $(cat "$dir/command.txt")")
    elif [ "$rc" = skipped ]; then
      verdict='skipped'
      skipped=$((skipped + 1))
    elif [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
      verdict='TIMED OUT'
      timed_out=$((timed_out + 1))
    elif grep -q 'does not seem to be injectable' "$log" 2>/dev/null &&
      grep -q 'all tested parameters do not appear to be injectable' "$log"; then
      verdict='clean'
      clean=$((clean + 1))
    else
      verdict='ERROR'
      errored=$((errored + 1))
      error_lines+=("$endpoint $param: $(grep -E '\[(ERROR|CRITICAL)\]' "$log" 2>/dev/null | tail -n1 | cut -c1-200 || echo "no result (exit $rc)")")
    fi
    endpoint_lines[$endpoint]+=$(printf '      %-14s %-10s %5d requests, %5d answered 2xx%s' "$param" "$verdict" "$count" "$passed" "${codes:+, refused: $codes}")$'\n'
  done
fi
sqlmap_seconds=$(first_line "$run/sqlmap.seconds" 0)

echo
echo "sqlmap (--level 3 --risk 2, PostgreSQL payloads)"
printf '  targets: %d endpoints, %d parameters   injections: %d   requests: %d   time: %s\n' \
  "${#endpoints[@]}" "$runs" "$injectable" "$requests" "$(duration "$sqlmap_seconds")"
printf '  runs: %d clean, %d injectable, %d timed out, %d failed, %d skipped (time budget)\n' "$clean" "$injectable" "$timed_out" "$errored" "$skipped"
echo "  per endpoint and parameter (2xx = the payload got past validation into the route's code):"
for endpoint in "${endpoints[@]}"; do
  echo "    $endpoint"
  printf '%s' "${endpoint_lines[$endpoint]}"
done
if [ "$injectable" -gt 0 ]; then
  echo "  INJECTION FOUND:"
  printf '    %s\n' "${injection_lines[@]}"
  failures+=("sqlmap found $injectable injectable parameter(s)")
fi
if [ ${#error_lines[@]} -gt 0 ]; then
  echo "  failed runs:"
  printf '    %s\n' "${error_lines[@]}"
fi
if [ "$answers_500" -gt 0 ]; then
  echo "  HTTP 500 answers: $answers_500 (all in $run/sqlmap-500.txt); first ones:"
  head -n 5 "$run/sqlmap-500.txt" | cut -c1-300 | sed 's/^/    /'
else
  echo "  HTTP 500 answers: none"
fi
[ $((timed_out + errored + skipped)) -gt 0 ] && gaps+=("sqlmap: $timed_out timed out, $errored failed, $skipped skipped")
if [ "$answers_429" -gt 0 ]; then
  echo "  HTTP 429 answers: $answers_429 — a request limit answered instead of the route, so those payloads tested nothing"
  gaps+=("sqlmap: $answers_429 answers were 429 (rate limited)")
fi
[ "$runs" -eq 0 ] && gaps+=("sqlmap did not run")

# ── wapiti ──────────────────────────────────────────────────────────────────────────────
echo
report=$wapiti_dir/report.json
read -r wapiti_rc wapiti_seconds <<<"$(first_line "$wapiti_dir/status" 'missing 0')"
if [ ! -f "$report" ]; then
  echo "wapiti: no report (exit $wapiti_rc); see $wapiti_dir/wapiti.log"
  gaps+=("wapiti produced no report")
else
  # Accepted rows and the re-checks, as JSON for jq.
  accepted=$(grep -v '^#' "$here/wapiti-accepted.tsv" | jq -R 'split("\t") | {category: .[0], pattern: .[1], check: .[2], why: .[3]}' | jq -s .)
  checks=$(jq -n --arg xss "$(first_line "$wapiti_dir/checks/xss-header-zero" missing)" \
    --arg secure "$(cat "$wapiti_dir/checks/secure-cookies.txt" 2>/dev/null || true)" '{"xss-header-zero": $xss, secure: ($secure | split("\n") | map(select(. != "")))}')
  backups=$(jq -R 'split("\t") | {(.[0]): .[1]}' "$wapiti_dir/checks/backup.tsv" 2>/dev/null | jq -s 'add // {}')
  errors500=$(jq -R 'split("\t") | {(.[0]): .[2]}' "$wapiti_dir/checks/http-500.tsv" 2>/dev/null | jq -s 'add // {}')
  classified=$(jq --argjson accepted "$accepted" --argjson checks "$checks" --argjson backups "$backups" '
    [.vulnerabilities | to_entries[] | .key as $category | .value[] | . + {category: $category}
     | . as $finding
     | if $category == "Backup file" and ($backups[$finding.path] // "") == "spa-shell" then
         . + {accepted: "no such file: the path answers with the app shell, as every unknown page path does"}
       else
         ([$accepted[] | select(.category == $category and (.pattern as $pattern | $finding.info | test($pattern)) and (.check == "-" or $checks[.check] == "ok"
             or (.check == "secure-outside-localhost" and ($checks.secure | index($finding.info | capture("cookie : (?<name>.+)$").name)))))][0]) as $row
         | if $row then . + {accepted: $row.why} else . end
       end]' "$report")
  real=$(jq '[.[] | select(.accepted | not)] | length' <<<"$classified")
  accepted_count=$(jq '[.[] | select(.accepted)] | length' <<<"$classified")
  anomalies=$(jq --argjson e500 "$errors500" '
    [.anomalies | to_entries[] | .key as $category | .value[] | . + {category: $category}
     | (.http_request | split("\n")[0] | split(" ")[1]) as $target
     | . + {verdict: (if $category == "Internal Server Error" then ($e500[$target] // "not re-checked") else "-" end)}]' "$report")
  anomaly_count=$(jq length <<<"$anomalies")
  guard_count=$(jq '[.[] | select(.verdict == "page-guard")] | length' <<<"$anomalies")
  crawled=$(grep -oE '^\[\+\] (GET |POST )?http[^ ]+' "$wapiti_dir/wapiti.log" | sed -E 's/^\[\+\] (GET |POST )?//' | sort -u | wc -l)
  modules=$(grep -c '^\[\*\] Launching module' "$wapiti_dir/wapiti.log" || true)
  echo "wapiti ($(jq -r '.infos.version' "$report"), scope: $(jq -r '.infos.scope' "$report") $(jq -r '.infos.target' "$report"))"
  printf '  targets: %d URLs attacked by %d modules   vulnerabilities: %d (+%d accepted)   anomalies: %d (%d by design)   time: %s\n' \
    "$crawled" "$modules" "$real" "$accepted_count" "$anomaly_count" "$guard_count" "$(duration "$wapiti_seconds")"
  if [ "$real" -gt 0 ]; then
    echo "  VULNERABILITIES:"
    jq -r '.[] | select(.accepted | not) | "    [\(.category)] \(.method) \(.path) \(if .parameter != "" then "parameter " + .parameter else "" end)\n      \(.info)\n      request: \(.http_request | gsub("\n"; " ⏎ "))"' <<<"$classified"
    failures+=("wapiti reported $real vulnerabilit$([ "$real" = 1 ] && echo y || echo ies)")
  fi
  if [ "$accepted_count" -gt 0 ]; then
    echo "  accepted (see scripts/security/wapiti-accepted.tsv):"
    jq -r 'map(select(.accepted)) | group_by(.category + .accepted)[] | "    [\(.[0].category)] \(length)×, e.g. \(.[0].path) — \(.[0].info)\n      why: \(.[0].accepted)"' <<<"$classified"
  fi
  if [ "$anomaly_count" -gt 0 ]; then
    echo "  anomalies:"
    jq -r '.[] | "    [\(.category)\(if .verdict == "page-guard" then ", by design: the page guard of spec 01 §5 answers SQL words in a page query with 500 and the app shell" elif .verdict != "-" then ", " + .verdict else "" end)] \(.method) \(.path) parameter \(.parameter)\n      request: \(.http_request | gsub("\n"; " ⏎ "))"' <<<"$anomalies"
    unexpected=$(jq '[.[] | select(.category == "Internal Server Error" and .verdict != "page-guard")] | length' <<<"$anomalies")
    [ "$unexpected" -gt 0 ] && echo "  → $unexpected unexpected 500 answer(s) above: faults, not vulnerabilities, but worth a look"
  fi
  insecure=$(tr '\n' ' ' <"$wapiti_dir/checks/insecure-cookies.txt" 2>/dev/null || true)
  if [ -n "${insecure// /}" ]; then
    echo "  COOKIES WITHOUT Secure on a non-local host (Host: shop.example): $insecure"
    failures+=("cookies without Secure outside localhost: $insecure")
  fi
  # Modules that hit --max-attack-time attacked only part of the URLs.
  cut_short=$(sed -nE 's/^Max attack time was reached for module ([a-z_]+).*/\1/p' "$wapiti_dir/wapiti.log" | paste -sd' ' -)
  if [ -n "$cut_short" ]; then
    echo "  cut short by the per-module time limit (attacked only part of the URLs): $cut_short"
    gaps+=("wapiti modules cut short: $cut_short")
  fi
  if grep -q '^Max scan time was reached' "$wapiti_dir/wapiti.log"; then
    echo "  the crawl was cut short by its time limit"
    gaps+=("wapiti crawl cut short")
  fi
  case "$wapiti_rc" in
    0) ;;
    124 | 137) gaps+=("wapiti was stopped by the outer timeout") ;;
    *) gaps+=("wapiti exited with $wapiti_rc") ;;
  esac
fi

# ── verdict ─────────────────────────────────────────────────────────────────────────────
echo
total_seconds=$(first_line "$run/total.seconds" 0)
[ "$total_seconds" -gt 0 ] && echo "total time (with build, start and stop): $(duration "$total_seconds")"
if [ ${#failures[@]} -gt 0 ]; then
  echo "RESULT: FAIL — $(IFS=';'; echo "${failures[*]}")"
  [ ${#gaps[@]} -gt 0 ] && echo "        also incomplete: $(IFS=';'; echo "${gaps[*]}")"
  exit 1
fi
if [ ${#gaps[@]} -gt 0 ]; then
  echo "RESULT: INCOMPLETE — nothing found, but $(IFS=';'; echo "${gaps[*]}")"
  exit 2
fi
echo "RESULT: PASS — no injection, no wapiti vulnerability"
