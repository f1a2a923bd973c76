#!/usr/bin/env bash
# Runs sqlmap (--level 3 --risk 2, batch mode) against every shop endpoint that takes text,
# a few at a time, each in its own output folder (sqlmap keeps one session database per
# host, which parallel runs must not share) and each bounded by a timeout.
#
# Usage: sqlmap.sh <base-url> <session.env> <out-dir>
# Per target it leaves <out-dir>/<name>/: command.txt, sqlmap.log (console), traffic.txt
# (every request and answer, for quoting exact requests), out/ (sqlmap's own files) and
# status ("<exit code> <seconds>"). summary.sh reads them.
set -euo pipefail

base=$1
# shellcheck source=/dev/null  # written by session.sh at run time
source "$2"
# What session.sh provides (named here so a missing one fails at once, not mid-scan).
: "${XSRF:?}" "${COOKIE_XSRF:?}" "${COOKIE_GUEST:?}" "${XSRF_MEMBER:?}" "${COOKIE_MEMBER:?}" "${PRODUCT_NO:?}" "${OPTION_SEQ:?}"
: "${LOGIN_EMAIL:?}" "${PASSWORD:?}" "${JOIN_CERTIFY:?}" "${JOIN_EMAIL:?}" "${PENDING_CERTIFY:?}"
out=$3
mkdir -p "$out"

# Bounds: runs at a time, seconds per run, and seconds for the whole phase (no run starts
# once fewer than a run's timeout remain, so the last ones end within the budget).
jobs_max=${SECURITY_SQLMAP_JOBS:-4}
target_timeout=${SECURITY_SQLMAP_TIMEOUT:-150}
phase_budget=${SECURITY_SQLMAP_BUDGET:-600}
start_cutoff=$((phase_budget - target_timeout - 20))

# Only 127.0.0.1 is ever scanned: refuse any other base address outright.
case "$base" in
  http://127.0.0.1:*) ;;
  *) echo "sqlmap.sh: refusing to scan $base (127.0.0.1 only)" >&2; exit 2 ;;
esac

# Every request carries the XSRF pair session.sh obtained (cookies XSRF-TOKEN and tmx, header
# X-XSRF-TOKEN). The token does not rotate per request (it stays valid as long as it verifies
# against its key cookie), so sqlmap's --csrf-token/--csrf-url, which fetch a fresh token
# before each request, are not needed and would double the requests.
#
# Options every run shares.
#  --dbms PostgreSQL       the shop runs on PostgreSQL only (embedded or DATABASE_URL), so
#                          MySQL/MSSQL/Oracle payloads would only cost time: about 370
#                          requests per parameter instead of about 2,000.
#  --skip-waf              the strict query schemas answer sqlmap's WAF probe (an unknown
#                          parameter) with 400, which sqlmap would call a "WAF/IPS".
#  --drop-set-cookie       keep the prepared cookies: answers must not drift because the
#                          server handed out a new cart or session cookie mid-test.
#  --flush-session         each run starts from nothing; no verdict comes from an old run.
common=(--batch --level 3 --risk 2 --dbms PostgreSQL --skip-waf --drop-set-cookie --flush-session
  --disable-coloring --timeout 15 --retries 1 -v 1)

# Stop every sqlmap still running (their timeout wrappers lead their own process groups, so
# a signal to this script would not reach them).
stop_all() {
  local pid_file
  for pid_file in "$out"/*/pid; do
    if [ -f "$pid_file" ]; then kill -TERM "$(cat "$pid_file")" 2>/dev/null || true; fi
  done
}
trap 'stop_all; exit 130' INT TERM

# One sqlmap run: one parameter of one endpoint ('*' = the marked place in the path).
run_one() {
  local name=$1 method=$2 path=$3 body=$4 cookie=$5 xsrf=$6 param=$7
  shift 7
  local dir=$out/$name
  mkdir -p "$dir"
  local cmd=(sqlmap -u "$base$path" --cookie "$cookie" --headers "X-XSRF-TOKEN: $xsrf"
    --output-dir "$dir/out" -t "$dir/traffic.txt" "${common[@]}")
  if [ -n "$body" ]; then cmd+=(--data "$body"); fi
  if [ "$method" != GET ] && [ "$method" != POST ]; then cmd+=(--method "$method"); fi
  if [ "$param" != '*' ]; then cmd+=(-p "$param"); fi
  cmd+=("$@")
  printf '%s %s\n' "$method" "$path" >"$dir/target.txt"
  printf '%q ' "${cmd[@]}" >"$dir/command.txt"
  echo >>"$dir/command.txt"
  local started rc=0
  started=$(date +%s)
  # SIGTERM first so sqlmap can write what it has; SIGKILL if it does not stop.
  timeout --kill-after=20 "$target_timeout" "${cmd[@]}" </dev/null >"$dir/sqlmap.log" 2>&1 &
  echo $! >"$dir/pid"
  wait $! || rc=$?
  rm -f "$dir/pid"
  echo "$rc $(($(date +%s) - started))" >"$dir/status"
  local note=''
  if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then note=' (TIMED OUT)'; fi
  echo "  sqlmap $name: $(($(date +%s) - started)) s$note"
}

# Queues one run per listed parameter; a run starts once a slot is free, and none starts
# when it could not finish within the phase's budget (those are recorded as skipped, and
# the summary reports them).
phase_started=$(date +%s)
target() {
  local endpoint=$1 method=$2 path=$3 body=$4 cookie=$5 xsrf=$6 params=$7
  shift 7
  local param list
  IFS=, read -ra list <<<"$params"
  for param in "${list[@]}"; do
    local name=$endpoint.${param//\*/path}
    echo "$name" >>"$out/order.txt"
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do
      wait -n || true
    done
    if [ $(($(date +%s) - phase_started)) -ge "$start_cutoff" ]; then
      mkdir -p "$out/$name"
      printf '%s %s\n' "$method" "$path" >"$out/$name/target.txt"
      echo "skipped 0" >"$out/$name/status"
      echo "  sqlmap $name: SKIPPED (the phase's ${phase_budget} s would be exceeded)"
      continue
    fi
    run_one "$name" "$method" "$path" "$body" "$cookie" "$xsrf" "$param" "$@" &
  done
}

# Korean sample words, percent-encoded for query strings and \u-escaped for JSON bodies, so
# the requests reach the Korean search path (two-syllable terms) like a shopper's would.
tile_q=%ED%83%80%EC%9D%BC          # 타일
delivery_q=%EB%B0%B0%EC%86%A1      # 배송
tile_j='\ud0c0\uc77c'

echo "sqlmap: level 3, risk 2, PostgreSQL payloads; $jobs_max runs at a time, each ≤ ${target_timeout} s, all ≤ ${phase_budget} s"

# Each target names the parameters to test: the text the endpoint takes, plus the cookies
# and headers its code reads (tma_id: the search log's visitor key and guest look-ups; tmc:
# the verification owner; tma/tmr: the session; User-Agent: stored at sign-in). Cookies the
# code only hashes or HMAC-checks are still tested once each, where they are read.
# Numbers in JSON bodies are tested where they pick rows (cart): a payload makes them text,
# which the schema refuses (400), and sqlmap confirms that nothing gets past.

# Catalogue search (spec 02 §7).
target search-keyword GET "/api/product/v1/search/keyword?keyword=$tile_q" '' "$COOKIE_GUEST" "$XSRF" keyword
target search-list POST /api/product/v1/search/list \
  "{\"keyword\":\"$tile_j\",\"categorys\":[],\"filters\":[],\"page\":1,\"size\":24,\"sorted\":\"NE\"}" "$COOKIE_GUEST" "$XSRF" keyword,sorted,tma_id
target search-count POST /api/product/v1/search/cnt \
  "{\"keyword\":\"$tile_j\",\"categorys\":[],\"filters\":[],\"sorted\":\"PO\"}" "$COOKIE_GUEST" "$XSRF" keyword,sorted
target search-count-get GET "/api/product/v1/search/cnt?keyword=$tile_q&categorys=500100&filters=&sorted=NE" '' "$COOKIE_GUEST" "$XSRF" \
  keyword,categorys,filters,sorted
target category-search GET "/api/category/v1/search/product?keyword=$tile_q" '' "$COOKIE_GUEST" "$XSRF" keyword

# Board search (content/board/schemas.ts: FAQ categoryCode + keyword, notice page + size).
target faq-list GET "/api/board/v1/faq/list?categoryCode=FAQ01&keyword=$delivery_q" '' "$COOKIE_GUEST" "$XSRF" categoryCode,keyword
target notice-list GET '/api/board/v1/notice/list?page=1&size=10' '' "$COOKIE_GUEST" "$XSRF" page,size
# The policy type is a path parameter; '*' marks where sqlmap injects.
target policy-type GET '/api/policy/v1/terms*' '' "$COOKIE_GUEST" "$XSRF" '*'

# Sign-in with member A's real credentials, so each request goes past the password check
# into the session insert, which stores the device fields. The password itself is not
# tested: it only reaches argon2, and five wrong ones lock the account (429) for the rest of
# the scan. A second body without browserAgent tests the User-Agent header, which the
# server stores in its place.
# --tamper xforwardedfor gives each payload request a random client address. Today the
# e-mail payloads are refused by the schema (400) before they can count as failed sign-ins,
# but should some get through, the limit of 20 failures per address would answer 429 to
# everything after them, the valid baseline included. (It works because the production
# server trusts any X-Forwarded-For; with that fixed, 429s would show in the summary.)
login_body=$(jq -nc --arg e "$LOGIN_EMAIL" --arg p "$PASSWORD" '{email:$e, password:$p, autoLogin:"N", deviceType:"PC", deviceOs:"Linux", browser:"Chrome", browserVer:"120", browserAgent:"Mozilla/5.0", osVersion:"6", deviceId:"scan-device", pushToken:"scan-push"}')
target login POST /api/membership/v1/login "$login_body" "$COOKIE_GUEST" "$XSRF" \
  email,autoLogin,deviceType,deviceOs,browser,browserVer,browserAgent,osVersion,deviceId,pushToken --tamper xforwardedfor
target login-agent POST /api/membership/v1/login "$(jq -nc --arg e "$LOGIN_EMAIL" --arg p "$PASSWORD" '{email:$e, password:$p}')" \
  "$COOKIE_GUEST" "$XSRF" User-Agent --tamper xforwardedfor
target account-status POST /api/membership/v1/account/status "$(jq -nc --arg e "$LOGIN_EMAIL" '{email:$e}')" "$COOKIE_GUEST" "$XSRF" email
# Join with a finished verification and an unknown recommendation code (see session.sh):
# the verification, e-mail, person and code look-ups all run; the member is never created.
join_body=$(jq -nc --arg c "$JOIN_CERTIFY" --arg e "$JOIN_EMAIL" --arg p "$PASSWORD" '{certifyNo:$c, email:$e, password:$p, nickName:"scanner", recommendCd:"NOSUCH00", consents:{terms:true, privacy:true, age14:true, marketingSms:false, marketingEmail:false}}')
target join POST /api/membership/v1/join "$join_body" "$COOKIE_GUEST" "$XSRF" certifyNo,email,password,nickName,recommendCd
target certify-complete POST /api/certify/v1/complete \
  "$(jq -nc --arg c "$PENDING_CERTIFY" '{certifyNo:$c, certifyUid:"imp_000000000000000000000000"}')" "$COOKIE_GUEST" "$XSRF" certifyNo,certifyUid
target certify-result GET "/api/certify/v1/$JOIN_CERTIFY" '' "$COOKIE_GUEST" "$XSRF" tmc
target certify-result-path GET "/api/certify/v1/$JOIN_CERTIFY*" '' "$COOKIE_GUEST" "$XSRF" '*'
target social-login POST /api/membership/v1/login/social \
  '{"authToken":"scan-ticket-0000000000000000","channel":"kakao","autoLogin":"N"}' "$COOKIE_GUEST" "$XSRF" authToken,channel

# Cart. The add leaves the guest id out so each attempt starts a fresh guest cart and the
# answer stays the same (one line, qty 1) instead of filling one cart to its stock limit.
target cart-add POST /api/cart/v1 \
  "{\"cartType\":\"PRODUCT\",\"items\":[{\"productNo\":$PRODUCT_NO,\"optionGroupSeq\":$OPTION_SEQ,\"qty\":1}]}" "$COOKIE_XSRF" "$XSRF" \
  cartType,productNo,optionGroupSeq
target cart-check POST /api/cart/v1/check \
  "{\"productNo\":$PRODUCT_NO,\"optionGroupSeq\":$OPTION_SEQ,\"cartType\":\"PRODUCT\"}" "$COOKIE_GUEST" "$XSRF" cartType,productNo
target cart-list GET '/api/cart/v1/list?cartType=PRODUCT' '' "$COOKIE_GUEST" "$XSRF" cartType,tma_id

# Member B's own pages: the session cookies and the text a member may change.
target profile GET /api/mypage/v1/profile '' "$COOKIE_MEMBER" "$XSRF_MEMBER" tma,tmr
target profile-change PUT /api/mypage/v1/profile '{"nickName":"scanner","marketingSms":false}' "$COOKIE_MEMBER" "$XSRF_MEMBER" nickName
target business POST /api/mypage/v1/business \
  '{"companyName":"Scan Co","bizNo":"220-81-62517","ceoName":"Scanner","bizType":"Retail","bizItem":"Furniture"}' "$COOKIE_MEMBER" "$XSRF_MEMBER" \
  companyName,bizNo,ceoName,bizType,bizItem

wait
