#!/usr/bin/env bash
# Runs wapiti over the shop at <base-url>/ (scope: that folder, i.e. this one server), then,
# while the server still runs, re-checks the findings that a single-page app and a
# localhost run are known to produce, so summary.sh can tell them from real ones.
#
# Usage: wapiti.sh <base-url> <session.env> <out-dir>
# Leaves <out-dir>/: report.json (wapiti's report), wapiti.log (console), status
# ("<exit code> <seconds>"), checks/ (the re-checks below).
set -euo pipefail

base=$1
# shellcheck source=/dev/null  # written by session.sh at run time
source "$2"
: "${PRODUCT_NO:?}" "${OPTION_SEQ:?}" "${LOGIN_EMAIL:?}" "${PASSWORD:?}" "${PENDING_CERTIFY:?}"
out=$3
mkdir -p "$out/checks"

case "$base" in
  http://127.0.0.1:*) ;;
  *) echo "wapiti.sh: refusing to scan $base (127.0.0.1 only)" >&2; exit 2 ;;
esac

# Time: the phase ends within budget seconds. Wapiti 3.0.4's --max-scan-time bounds only the
# crawl, and --max-attack-time each attack module. The crawl gets a fifth; each module a
# quarter of the rest (less a minute for the re-checks), not a thirteenth: most modules need
# seconds, blindsql needs one to two minutes, and a module cut short is a gap the summary
# reports. Should several modules run long, the outer timeout ends wapiti within the budget
# (then there is no report, and the summary says so).
budget=${SECURITY_WAPITI_BUDGET:-480}

# Modules that fit a JSON API plus a single-page app, all answered by this server alone:
#  sql, blindsql, exec, file, xss, permanentxss, crlf, redirect   injections via query strings
#  backup                                                        leftover files (see checks)
#  http_headers, cookieflags, csp, methods                       response hardening
# Left out: ssrf and xxe (need wapiti's endpoint on the internet; the scan stays on
# 127.0.0.1), nikto, buster and wapp (need downloaded lists, and the app answers every
# unknown page path with its shell, so path brute force finds nothing real), shellshock and
# htaccess (no CGI, no Apache), brute_login_form and csrf (the only HTML forms are the
# provider sandboxes' GET forms; sign-in and every state-changing call are JSON calls under
# the XSRF guard, which session.sh checks).
modules=sql,blindsql,exec,file,xss,permanentxss,crlf,redirect,backup,http_headers,cookieflags,csp,methods
max_scan=${SECURITY_WAPITI_MAX_SCAN:-$((budget / 5))}
max_attack=${SECURITY_WAPITI_MAX_ATTACK:-$(((budget - max_scan - 60) / 4))}
if [ "$max_attack" -lt 10 ]; then max_attack=10; fi

# Start points: the app's pages that read query strings, and the API's GET calls with their
# parameters. The shell page links only to script files, so wapiti would find little alone.
tile=%ED%83%80%EC%9D%BC      # 타일
delivery=%EB%B0%B0%EC%86%A1  # 배송
starts=(
  "/search?keyword=$tile"
  "/product/list/500100?sorted=NE&page=1"
  "/product/item/$PRODUCT_NO"
  "/board/faq?keyword=$delivery"
  "/board/notice?page=1"
  "/login?redirectUrl=%2Fcart"
  "/cart"
  "/api/product/v1/search/keyword?keyword=$tile"
  "/api/product/v1/search/cnt?keyword=$tile&categorys=500100&filters=&sorted=NE"
  "/api/category/v1/search/product?keyword=$tile"
  "/api/product/v1/popular/keywordList"
  "/api/product/v1?productNo=$PRODUCT_NO"
  "/api/product/v1/option/itemList?productNo=$PRODUCT_NO"
  "/api/product/v1/delivery/list?productNo=$PRODUCT_NO"
  "/api/board/v1/faq/list?categoryCode=FAQ01&keyword=$delivery"
  "/api/board/v1/notice/list?page=1&size=10"
  "/api/policy/v1/terms"
  "/api/policy/v1/list"
  "/api/cart/v1/list?cartType=PRODUCT"
  "/api/display/v1/home"
  "/api/banner/v1/list"
  # Social sign-in start: redirects through the provider sandbox, with redirect targets
  # in the query (open-redirect checks).
  "/api/oauth/v1/kakao/authorize?redirectUrl=%2Fcart&authType=signin"
  "/api/oauth/v1/naver/authorize?redirectUrl=%2Fmypage&authType=signin"
)
start_args=()
for path in "${starts[@]}"; do start_args+=(-s "$base$path"); done
# The provider sandboxes answer on this server whenever a provider's keys are absent, so
# they are part of what is served. Their pages hold GET forms whose fields include return
# addresses (redirect_uri, m_redirect_url). wapiti does not follow the sign-in start's 302
# to them by itself, so the consent pages are given as start points too.
for channel in kakao naver; do
  consent=$(curl -sS -o /dev/null -w '%{redirect_url}' "$base/api/oauth/v1/$channel/authorize?redirectUrl=%2F")
  case "$consent" in "$base"/*) start_args+=(-s "$consent") ;; esac
done
start_args+=(-s "$base/sandbox/portone/certify?merchant_uid=$PENDING_CERTIFY&m_redirect_url=%2Fverify%2Fcallback")

echo "wapiti: modules $modules; crawl ≤ ${max_scan} s, each module ≤ ${max_attack} s, all ≤ $((budget - 30)) s"
started=$(date +%s)
rc=0
# The session and config folders are kept inside the run's folder (not ~/.wapiti), and
# flushed, so every run crawls and attacks afresh. No -x exclusions: Debian's wapiti 3.0.4
# crashes on them under Python 3.11 (its wildcard regex puts (?ms) at the end), and nothing
# needs excluding: wapiti only sends GETs to crawl, and sign-out is a POST.
timeout --kill-after=15 $((budget - 30)) \
  wapiti -u "$base/" --scope folder -m "$modules" "${start_args[@]}" \
  --max-scan-time "$max_scan" --max-attack-time "$max_attack" --timeout 10 \
  --flush-session --store-session "$out/session" --store-config "$out/config" \
  -f json -o "$out/report.json" --no-bugreport -v 1 \
  </dev/null >"$out/wapiti.log" 2>&1 &
# timeout leads its own process group, so a signal to this script would not reach wapiti.
wapiti_pid=$!
trap 'kill -TERM "$wapiti_pid" 2>/dev/null || true; exit 130' INT TERM
wait "$wapiti_pid" || rc=$?
trap - INT TERM
echo "$rc $(($(date +%s) - started))" >"$out/status"
echo "  wapiti: $(($(date +%s) - started)) s (exit $rc)"
[ -f "$out/report.json" ] || exit 0

# --- Re-checks, while the server is still up -------------------------------------------
# The app shell: every unknown page path is answered with it (200), which wapiti's backup
# module takes for a found file.
shell_sum=$(curl -sS "$base/" | sha256sum | cut -d' ' -f1)

# Each reported backup file: is it the shell (nothing there) or a real file?
jq -r '.vulnerabilities["Backup file"] // [] | .[].path' "$out/report.json" | sort -u | while read -r path; do
  body_sum=$(curl -sS -g "$base$path" | sha256sum | cut -d' ' -f1)
  if [ "$body_sum" = "$shell_sum" ]; then verdict=spa-shell; else verdict=different; fi
  printf '%s\t%s\n' "$path" "$verdict"
done >"$out/checks/backup.tsv"

# Each 500 wapiti saw, asked again: the page guard (spec 01 §5) answers SQL words in a page's
# query string with 500 and the app shell, which then shows its error page; that is by
# design. Any other 500 (an API call, or a 500 without the shell) is unexpected.
jq -r '.anomalies["Internal Server Error"] // [] | .[] | select(.method == "GET") | .http_request | split("\n")[0] | split(" ")[1]' "$out/report.json" |
  sort -u | while read -r target; do
    code=$(curl -sS -g -o "$out/checks/body" -w '%{http_code}' "$base$target")
    body_sum=$(sha256sum <"$out/checks/body" | cut -d' ' -f1)
    case "$target" in
      /api/*) verdict=unexpected ;;
      *) if [ "$code" = 500 ] && [ "$body_sum" = "$shell_sum" ]; then verdict=page-guard; else verdict=unexpected; fi ;;
    esac
    printf '%s\t%s\t%s\n' "$target" "$code" "$verdict"
  done >"$out/checks/http-500.tsv"
rm -f "$out/checks/body"

# Cookies without Secure are expected over plain HTTP on 127.0.0.1 only: the server sets
# Secure on any other host. Ask as another host, through every call that sets a cookie (XSRF
# pair, guest id, verification owner, social sign-in state, guest cart, session); record the names of
# the cookies that came back with Secure. summary.sh accepts a "no Secure flag" finding only
# for a cookie named here, and fails on any cookie that came back without Secure.
# (curl files cookies under the Host header's name, so the pair is sent back by hand.)
foreign=(-sS -o /dev/null -D - -H 'Host: shop.example')
first=$(curl "${foreign[@]}" "$base/api/health" | tr -d '\r')
pair=$(grep -i '^set-cookie:' <<<"$first" | sed -E 's/^set-cookie: *([^;]+);.*/\1/I' | paste -sd';' -)
xsrf=$(grep -io '^set-cookie: *XSRF-TOKEN=[^;]*' <<<"$first" | sed 's/.*XSRF-TOKEN=//I')
as_foreign=("${foreign[@]}" -H "Cookie: $pair" -H "X-XSRF-TOKEN: $xsrf")
{
  echo "$first"
  curl "${as_foreign[@]}" -X POST "$base/api/oauth/v1/guest/token"
  curl "${as_foreign[@]}" "$base/api/certify/v1"
  curl "${as_foreign[@]}" "$base/api/oauth/v1/kakao/authorize?redirectUrl=%2F"
  curl "${as_foreign[@]}" -H 'content-type: application/json' \
    --data-binary "{\"items\":[{\"productNo\":$PRODUCT_NO,\"optionGroupSeq\":$OPTION_SEQ,\"qty\":1}]}" "$base/api/cart/v1"
  curl "${as_foreign[@]}" -H 'content-type: application/json' \
    --data-binary "$(jq -nc --arg e "$LOGIN_EMAIL" --arg p "$PASSWORD" '{email:$e, password:$p, autoLogin:"Y"}')" "$base/api/membership/v1/login"
} | tr -d '\r' | grep -i '^set-cookie:' >"$out/checks/foreign-host-cookies.txt" || true
cookie_names() { sed -E 's/^set-cookie: *([^=]+)=.*/\1/I' | sort -u; }
grep -i '; *secure' "$out/checks/foreign-host-cookies.txt" | cookie_names >"$out/checks/secure-cookies.txt" || true
grep -vi '; *secure' "$out/checks/foreign-host-cookies.txt" | cookie_names >"$out/checks/insecure-cookies.txt" || true

# X-XSS-Protection: "0" is sent on purpose; accepted only while it is exactly 0 and a CSP
# with script-src 'self' is present.
headers=$(curl -sS -o /dev/null -D - "$base/")
if grep -qi '^x-xss-protection: 0' <<<"$headers" && grep -qi "^content-security-policy:.*script-src 'self'" <<<"$headers"; then
  echo ok >"$out/checks/xss-header-zero"
else
  echo missing >"$out/checks/xss-header-zero"
fi
