#!/usr/bin/env bash
# Prepares what the scanners need to reach the code behind each endpoint, as a browser
# would: the signed XSRF pair, a guest id, two members (one to sign in with, one signed in),
# identity verifications in the PortOne sandbox, and a product option that can go in a cart.
# Without these, sqlmap's requests would stop at the XSRF guard (403), at "sign in first"
# or at "verify first", and never touch a query.
#
# Usage: session.sh <base-url> <work-dir>; writes <work-dir>/session.env (shell variables,
# sourced by scripts/security.sh) and prints one line per step.
set -euo pipefail

base=$1
work=$2
mkdir -p "$work"
guest_jar=$work/guest.jar
member_jar=$work/member.jar
rm -f "$guest_jar" "$member_jar"

# A unique suffix per run: members and verified people must not collide with earlier runs
# on the same database (one account per person, one account per e-mail).
run_id=$(date +%s)$$
password='Maru-scan-1!'

fail() {
  echo "session: $*" >&2
  exit 1
}

# curl with the visitor's cookie jar; JSON in, JSON out. The XSRF header echoes the cookie,
# as the web client does on every state-changing call.
call() {
  local jar=$1 method=$2 path=$3 body=${4:-}
  local args=(-sS -b "$jar" -c "$jar" -X "$method" -H 'accept: application/json')
  if [ "$method" != GET ]; then
    args+=(-H "X-XSRF-TOKEN: $(cookie "$jar" XSRF-TOKEN)")
    # A JSON content type with an empty body is refused (104), so a body-less call sends none.
    [ -z "$body" ] || args+=(-H 'content-type: application/json' --data-binary "$body")
  fi
  curl "${args[@]}" "$base$path"
}

# A cookie's value from a curl jar (HttpOnly cookies are stored behind a '#HttpOnly_' prefix).
cookie() {
  sed 's/^#HttpOnly_//' "$1" | awk -v name="$2" '$0 !~ /^#/ && NF >= 7 && $6 == name { value = $7 } END { print value }'
}

expect_ok() {
  local what=$1 answer=$2
  [ "$(jq -r '.code' <<<"$answer" 2>/dev/null)" = 0 ] || fail "$what failed: $answer"
}

# A finished identity verification in the PortOne sandbox, owned by the jar's browser.
certify() {
  local jar=$1 person=$2 certify_no imp_uid answer
  certify_no=$(call "$jar" GET /api/certify/v1 | jq -r '.data.certifyNo')
  if [ -z "$certify_no" ] || [ "$certify_no" = null ]; then fail 'no certifyNo from GET /api/certify/v1'; fi
  imp_uid=$(curl -sS -H 'content-type: application/json' "$base/sandbox/portone/certifications" \
    --data-binary "$(jq -nc --arg m "$certify_no" --arg n "$person" '{merchant_uid:$m, name:$n, phone:"010-1234-5678", birthday:"1990-05-17", gender:"male"}')" |
    jq -r '.response.imp_uid')
  answer=$(call "$jar" POST /api/certify/v1/complete "$(jq -nc --arg c "$certify_no" --arg u "$imp_uid" '{certifyNo:$c, certifyUid:$u}')")
  [ "$(jq -r '.data.result' <<<"$answer")" = true ] || fail "sandbox verification failed: $answer"
  echo "$certify_no"
}

join_body() {
  jq -nc --arg c "$1" --arg e "$2" --arg p "$password" --arg r "${3:-}" \
    '{certifyNo:$c, email:$e, password:$p, nickName:"scanner", consents:{terms:true, privacy:true, age14:true, marketingSms:false, marketingEmail:false}}
     + (if $r == "" then {} else {recommendCd:$r} end)'
}

# 1. The XSRF pair (any GET under /api issues it) and a guest id.
call "$guest_jar" GET /api/health >/dev/null
xsrf=$(cookie "$guest_jar" XSRF-TOKEN)
xsrf_key=$(cookie "$guest_jar" tmx)
if [ -z "$xsrf" ] || [ -z "$xsrf_key" ]; then fail 'GET /api/health set no XSRF-TOKEN/tmx cookies'; fi
expect_ok 'guest token' "$(call "$guest_jar" POST /api/oauth/v1/guest/token '')"
guest_id=$(cookie "$guest_jar" tma_id)
echo "  XSRF pair and guest id issued"

# The guard itself, once: a state-changing call without the header must be refused, or the
# scan below would be testing a different server than the one the brief describes.
status=$(curl -sS -o /dev/null -w '%{http_code}' -b "$guest_jar" -H 'content-type: application/json' \
  --data-binary '{"email":"a@example.com"}' "$base/api/membership/v1/account/status")
[ "$status" = 403 ] || fail "POST without X-XSRF-TOKEN answered $status, expected 403"
echo "  XSRF guard refuses a POST without the header (403)"

# 2. A product option that can be put in a cart (the first in-stock row of a listed product).
product_no=
option_seq=
for candidate in $(call "$guest_jar" POST /api/product/v1/search/list '{"size":20}' | jq -r '.data.productList[] | select(.soldOutYn == "N") | .productNo'); do
  option_seq=$(call "$guest_jar" GET "/api/product/v1/option/itemList?productNo=$candidate" |
    jq -r '[.data.optionList[] | select(.soldOutYn == "N" and .stockCnt > 5)][0].optionGroupSeq // empty')
  if [ -n "$option_seq" ]; then
    product_no=$candidate
    break
  fi
done
[ -n "$product_no" ] || fail 'no product with an in-stock option found'
echo "  product $product_no, option row $option_seq"

# 3. Member A, to sign in with: sqlmap's sign-in requests then pass the password check and
# reach the session insert, which stores the device fields and the User-Agent.
login_email="scan-a-$run_id@example.com"
expect_ok 'join (member A)' "$(call "$guest_jar" POST /api/membership/v1/join "$(join_body "$(certify "$guest_jar" "스캔가$run_id")" "$login_email")")"
echo "  member A joined: $login_email"

# 4. Member B, signed in in its own browser: the member-only calls (profile, business).
call "$member_jar" GET /api/health >/dev/null
member_email="scan-b-$run_id@example.com"
expect_ok 'join (member B)' "$(call "$member_jar" POST /api/membership/v1/join "$(join_body "$(certify "$member_jar" "스캔나$run_id")" "$member_email")")"
expect_ok 'sign-in (member B)' "$(call "$member_jar" POST /api/membership/v1/login "$(jq -nc --arg e "$member_email" --arg p "$password" '{email:$e, password:$p}')")"
echo "  member B joined and signed in: $member_email"

# 5. A finished verification for the join target. sqlmap's join body carries an unknown
# recommendation code, so every attempt runs the e-mail and code look-ups and then stops
# (101) before the verification is used up; the baseline answer stays the same all scan.
join_certify=$(certify "$guest_jar" "스캔다$run_id")
check=$(call "$guest_jar" POST /api/membership/v1/join "$(join_body "$join_certify" "scan-c-$run_id@example.com" NOSUCH00)")
[ "$(jq -r '.code' <<<"$check")" = 101 ] || fail "join with an unknown recommendation code should answer 101: $check"
echo "  verification for the join target ready (join stops at the recommendation code)"

# 6. A started, unfinished verification for POST /api/certify/v1/complete: with an unknown
# certifyUid the sandbox refuses it every time, so that answer is stable too.
pending_certify=$(call "$guest_jar" GET /api/certify/v1 | jq -r '.data.certifyNo')
echo "  pending verification for the completion target ready"

{
  printf 'XSRF=%q\n' "$xsrf"
  # Every scanner request carries the XSRF pair; the guest also carries its id (tma_id) and
  # the verification owner (tmc). The cart add target leaves tma_id out on purpose: with it,
  # every add would land in the same guest cart and the answer would change at the stock limit.
  printf 'COOKIE_XSRF=%q\n' "XSRF-TOKEN=$xsrf; tmx=$xsrf_key"
  printf 'COOKIE_GUEST=%q\n' "XSRF-TOKEN=$xsrf; tmx=$xsrf_key; tma_id=$guest_id; tmc=$(cookie "$guest_jar" tmc)"
  printf 'XSRF_MEMBER=%q\n' "$(cookie "$member_jar" XSRF-TOKEN)"
  printf 'COOKIE_MEMBER=%q\n' "XSRF-TOKEN=$(cookie "$member_jar" XSRF-TOKEN); tmx=$(cookie "$member_jar" tmx); tma=$(cookie "$member_jar" tma); tmr=$(cookie "$member_jar" tmr)"
  printf 'PRODUCT_NO=%q\nOPTION_SEQ=%q\n' "$product_no" "$option_seq"
  printf 'LOGIN_EMAIL=%q\nPASSWORD=%q\n' "$login_email" "$password"
  printf 'JOIN_CERTIFY=%q\nJOIN_EMAIL=%q\n' "$join_certify" "scan-c-$run_id@example.com"
  printf 'PENDING_CERTIFY=%q\n' "$pending_certify"
} >"$work/session.env"
